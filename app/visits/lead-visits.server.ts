import type { Db } from "~/db/database.server";
import { formatDateTime, localParts } from "~/lib/uk-time";
import { type SurveyVisit, takesVisits } from "./visit-store.server";

/**
 * A lead's survey visits, the cancelled and moved ones too (moving one cancels it and books
 * another): what the lead's page shows and the lead's export carries, its address being
 * personal data.
 */

export interface VisitRecord extends SurveyVisit {
  cancelledBy: SurveyVisit["bookedBy"] | null;
}

type Row = Record<"start" | "end" | "bookedAt", string> &
  Omit<VisitRecord, "start" | "end" | "bookedAt" | "cancelledAt"> & { cancelledAt: string | null };

/** Every visit of the lead, in the order they were booked. */
export function visitsOfLead(db: Db, leadId: number): VisitRecord[] {
  const rows = db
    .prepare(
      `SELECT id, quote_request_id AS leadId, starts_at AS start, ends_at AS end, postcode,
         address_line AS addressLine, access_notes AS accessNotes, booked_by AS bookedBy,
         booked_at AS bookedAt, cancelled_at AS cancelledAt, cancelled_by AS cancelledBy
       FROM survey_visits WHERE quote_request_id = ? ORDER BY booked_at, id`,
    )
    .all(leadId) as Row[];
  return rows.map((row) => ({
    ...row,
    start: new Date(row.start),
    end: new Date(row.end),
    bookedAt: new Date(row.bookedAt),
    cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt),
  }));
}

const clock = (instant: Date) => {
  const { hour, minute } = localParts(instant);
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
};

/** "Wed 4 Mar, 10:00–10:45", on UK clocks. */
const visitTimeInWords = (visit: { start: Date; end: Date }) =>
  `${formatDateTime(visit.start)}–${clock(visit.end)}`;

const bookedInWords: Record<SurveyVisit["bookedBy"], string> = {
  customer: "Booked online by the customer",
  owner: "Booked by the owner",
};

/** A visit cancelled at the moment another was booked was moved, not called off. */
const wasMoved = (visit: VisitRecord, visits: readonly VisitRecord[]) =>
  visits.some((other) => other.bookedAt.getTime() === visit.cancelledAt?.getTime());

/** The lead page's "Survey visit": the visit booked, or none, and the earlier ones in brief. */
export function leadVisitSection(db: Db, leadId: number) {
  const visits = visitsOfLead(db, leadId);
  const booked = visits.find((visit) => visit.cancelledAt === null);
  return {
    /** Where the owner books, moves or cancels it for the customer; null once the lead is closed. */
    bookingPage: takesVisits(db, leadId) ? `/owner/leads/${leadId}/visit` : null,
    booked: booked
      ? {
          when: visitTimeInWords(booked),
          addressLine: booked.addressLine,
          postcode: booked.postcode,
          accessNotes: booked.accessNotes,
          bookedBy: `${bookedInWords[booked.bookedBy]}, ${formatDateTime(booked.bookedAt)}`,
        }
      : null,
    earlier: visits
      .filter((visit) => visit.cancelledAt !== null)
      .reverse()
      .map((visit) => ({
        key: visit.id,
        when: visitTimeInWords(visit),
        place: `${visit.addressLine}, ${visit.postcode}`,
        ended: `${wasMoved(visit, visits) ? "Moved" : "Cancelled"}${
          visit.cancelledBy ? ` by the ${visit.cancelledBy}` : ""
        }, ${formatDateTime(visit.cancelledAt ?? visit.bookedAt)}`,
      })),
  };
}

export type LeadVisitSection = ReturnType<typeof leadVisitSection>;

const visitChanges = ["booked", "moved", "cancelled"] as const;

/** `?visit=booked` (or moved, cancelled): what the booking page has just done, back on the lead. */
export function visitChangeIn(request: Request): (typeof visitChanges)[number] | null {
  const said = new URL(request.url).searchParams.get("visit");
  return visitChanges.find((change) => change === said) ?? null;
}
