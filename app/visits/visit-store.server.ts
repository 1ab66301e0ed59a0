import { busyBetween } from "~/calendars/calendar-store.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { changeStatus } from "~/leads/lead-actions.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import type { LeadStatus } from "~/leads/lead-statuses";
import type { Position } from "~/lib/map-position";
import { addDays, instantOnDay, localDate } from "../lib/uk-time";
import { type BookedVisit, type BusyTime, bookableDays, isFreeTime } from "./free-times";
import type { BookingSettings } from "./visit-settings.server";

/**
 * Survey visits in SQLite (migration 026): a lead has at most one that is not cancelled; moving
 * one cancels it and books the new time. A booking checks the time is still free inside a
 * write transaction taken first (BEGIN IMMEDIATE), so of two customers choosing one time, in
 * one process or two, the second finds it gone.
 */

export interface SurveyVisit {
  id: number;
  leadId: number;
  start: Date;
  end: Date;
  postcode: string;
  addressLine: string;
  accessNotes: string;
  bookedBy: "customer" | "owner";
  bookedAt: Date;
  cancelledAt: Date | null;
}

/** Who books, moves or cancels: the customer by their link, or someone signed in. */
export type VisitActor = "customer" | ActingUser;

export interface VisitAddress {
  postcode: string;
  addressLine: string;
  accessNotes: string;
}

/** Where a postcode is for the drive (`placeOfPostcode` over the areas), or null. */
export type PlaceOf = (postcode: string) => Position | null;

/** What a visit can no longer be booked for: the lead closed or gone, or the time taken. */
export type BookingProblem = "closed" | "taken";

export type BookingOutcome =
  /** `unchanged`: the lead's visit was this already (the same post sent twice): nothing done. */
  | { ok: true; visit: SurveyVisit; moved: SurveyVisit | null; unchanged?: true }
  | { ok: false; problem: BookingProblem };

/** Statuses after which a lead takes no visit: decided one way or the other. */
const closedStatuses: readonly LeadStatus[] = ["won", "lost", "spam", "not-a-fit"];
/** Statuses a booked visit moves a lead on from. */
const beforeVisit: readonly LeadStatus[] = ["new", "contacted"];

const columns = `id, quote_request_id AS leadId, starts_at AS start, ends_at AS end, postcode,
  address_line AS addressLine, access_notes AS accessNotes, booked_by AS bookedBy,
  booked_at AS bookedAt, cancelled_at AS cancelledAt`;

type Row = Omit<SurveyVisit, "start" | "end" | "bookedAt" | "cancelledAt"> &
  Record<"start" | "end" | "bookedAt", string> & { cancelledAt: string | null };

const visitOfRow = (row: Row): SurveyVisit => ({
  ...row,
  start: new Date(row.start),
  end: new Date(row.end),
  bookedAt: new Date(row.bookedAt),
  cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt),
});

/** The lead's visit that is not cancelled, or null. */
export function visitOfLead(db: Db, leadId: number): SurveyVisit | null {
  const row = db
    .prepare(
      `SELECT ${columns} FROM survey_visits WHERE quote_request_id = ? AND cancelled_at IS NULL`,
    )
    .get(leadId) as Row | undefined;
  return row ? visitOfRow(row) : null;
}

/** Every visit not cancelled that overlaps `from` to `to`, earliest first. */
export function visitsBetween(db: Db, from: Date, to: Date): SurveyVisit[] {
  return (
    db
      .prepare(
        `SELECT ${columns} FROM survey_visits
         WHERE cancelled_at IS NULL AND ends_at > ? AND starts_at < ? ORDER BY starts_at`,
      )
      .all(from.toISOString(), to.toISOString()) as Row[]
  ).map(visitOfRow);
}

export const leadStatusOf = (db: Db, leadId: number) =>
  db.prepare("SELECT status FROM quote_requests WHERE id = ?").pluck().get(leadId) as
    | LeadStatus
    | undefined;

/** Whether a lead can still have a visit booked, moved or cancelled: it exists and is open. */
export function takesVisits(db: Db, leadId: number): boolean {
  const status = leadStatusOf(db, leadId);
  return status !== undefined && !closedStatuses.includes(status);
}

/** The instants the bookable days span: from the first one's start to the last one's end. */
function bookableSpan(settings: BookingSettings, now: number) {
  const days = bookableDays(settings, now);
  const first = days[0] ?? localDate(now);
  const last = days.at(-1) ?? first;
  return {
    from: new Date(instantOnDay(first, 0)),
    to: new Date(instantOnDay(addDays(last, 1), 0)),
  };
}

/**
 * What the free times are worked out from, for a lead's visit: every other visit (at its
 * postcode's place; one at a place not known counts as a busy time) and the owner's busy times.
 */
export function bookingPlan(
  db: Db,
  {
    leadId,
    settings,
    placeOf,
    now,
  }: { leadId: number; settings: BookingSettings; placeOf: PlaceOf; now: number },
) {
  const { from, to } = bookableSpan(settings, now);
  const visits: BookedVisit[] = [];
  const busy: BusyTime[] = busyBetween(db, from, to).map((block) => ({
    start: block.start.getTime(),
    end: block.end.getTime(),
  }));
  for (const visit of visitsBetween(db, from, to)) {
    if (visit.leadId === leadId) continue;
    const span = { start: visit.start.getTime(), end: visit.end.getTime() };
    const position = placeOf(visit.postcode);
    if (position) visits.push({ ...span, position });
    else busy.push(span);
  }
  return { settings, visits, busy, now };
}

const cancelStatement = (db: Db) =>
  db.prepare(
    `UPDATE survey_visits SET cancelled_at = ?, cancelled_by = ?
     WHERE quote_request_id = ? AND cancelled_at IS NULL`,
  );

/**
 * Books the lead's visit at `start` (moving the one it has), if the time is still free: checked
 * again inside the write transaction. The lead goes to "Visit booked" (from New or Contacted),
 * which is its first reply when it had none. `andThen` runs in the same transaction (the emails
 * queued), so a booking is never kept without them.
 */
export function bookVisit(
  db: Db,
  booking: {
    leadId: number;
    start: number;
    address: VisitAddress;
    by: VisitActor;
    settings: BookingSettings;
    placeOf: PlaceOf;
    now?: number;
  },
  andThen: (visit: SurveyVisit, moved: SurveyVisit | null) => void = () => {},
): BookingOutcome {
  const { leadId, start, address, by, settings, placeOf, now = Date.now() } = booking;
  return writeTransaction(db, (): BookingOutcome => {
    if (!takesVisits(db, leadId)) return { ok: false, problem: "closed" };
    const current = visitOfLead(db, leadId);
    if (
      current?.start.getTime() === start &&
      current.postcode === address.postcode &&
      current.addressLine === address.addressLine &&
      current.accessNotes === address.accessNotes
    )
      return { ok: true, visit: current, moved: null, unchanged: true };
    const plan = bookingPlan(db, { leadId, settings, placeOf, now });
    const customer = placeOf(address.postcode);
    if (!isFreeTime({ ...plan, customer }, start)) return { ok: false, problem: "taken" };
    const moved = current;
    const at = new Date(now).toISOString();
    const who = by === "customer" ? "customer" : "owner";
    cancelStatement(db).run(at, who, leadId);
    const id = db
      .prepare(
        `INSERT INTO survey_visits (quote_request_id, starts_at, ends_at, postcode, address_line,
             access_notes, booked_by, booked_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        leadId,
        new Date(start).toISOString(),
        new Date(start + settings.visitMinutes * 60_000).toISOString(),
        address.postcode,
        address.addressLine,
        address.accessNotes,
        who,
        at,
      ).lastInsertRowid;
    if (beforeVisit.includes(leadStatusOf(db, leadId) ?? "new"))
      changeStatus(db, {
        leadId,
        status: "visit-booked",
        user: by === "customer" ? null : by,
        now,
      });
    const visit = visitOfLead(db, leadId);
    if (!visit || visit.id !== Number(id)) throw new Error("survey visit: not stored");
    andThen(visit, moved);
    return { ok: true, visit, moved };
  });
}

/**
 * The status a lead had before its visit was booked: the open one it last left for "Visit
 * booked". One with no such change on record goes back to Contacted (it had its first reply).
 */
function statusBeforeVisit(db: Db, leadId: number): LeadStatus {
  const before = db
    .prepare(
      `SELECT from_status FROM lead_status_changes
       WHERE quote_request_id = ? AND status = 'visit-booked' ORDER BY at DESC, id DESC LIMIT 1`,
    )
    .pluck()
    .get(leadId) as LeadStatus | undefined;
  return before && before !== "visit-booked" && !closedStatuses.includes(before)
    ? before
    : "contacted";
}

/**
 * Cancels the lead's visit; false when it had none. A lead still at "Visit booked" goes back to
 * the status it had before the booking (a status the owner set since is theirs, and stays).
 * `andThen` as for a booking.
 */
export function cancelVisit(
  db: Db,
  { leadId, by, now = Date.now() }: { leadId: number; by: VisitActor; now?: number },
  andThen: (cancelled: SurveyVisit) => void = () => {},
): boolean {
  return writeTransaction(db, () => {
    const visit = visitOfLead(db, leadId);
    if (!visit) return false;
    cancelStatement(db).run(
      new Date(now).toISOString(),
      by === "customer" ? "customer" : "owner",
      leadId,
    );
    if (leadStatusOf(db, leadId) === "visit-booked")
      changeStatus(db, {
        leadId,
        status: statusBeforeVisit(db, leadId),
        user: by === "customer" ? null : by,
        now,
      });
    andThen(visit);
    return true;
  });
}
