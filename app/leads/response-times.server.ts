import { median, type OfficeHours, officeMinutesBetween } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import { instantOfLocal } from "~/lib/uk-time";
import { LeadError } from "./lead-error";
import type { LeadStatus } from "./lead-statuses";

export interface LeadResponseTime {
  id: number;
  reference: string;
  receivedAt: Date;
  status: LeadStatus;
  /** Office minutes to the first response or, while waiting, so far. */
  officeMinutes: number;
  /** No response yet: `officeMinutes` is still growing. */
  waiting: boolean;
}

/** The instants the month starts and ends on UK clocks. */
function monthBounds(month: string): [Date, Date] {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new LeadError("invalid-month", `"${month}" is not a month like 2026-03.`);
  const year = Number(match[1]);
  const index = Number(match[2]);
  const start = instantOfLocal({ year, month: index, day: 1 });
  const end = instantOfLocal(
    index === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: index + 1, day: 1 },
  );
  return [new Date(start), new Date(end)];
}

/**
 * How quickly the leads received in a month (UK time) were answered, counted in office
 * minutes. A lead nobody has answered yet counts as waiting, unless it was marked spam or
 * not a fit.
 */
export function responseSummary(
  db: Db,
  { month, hours, now = Date.now() }: { month: string; hours: OfficeHours; now?: number },
) {
  const [start, end] = monthBounds(month);
  const rows = db
    .prepare(
      `SELECT id, reference, received_at AS receivedAt, status, first_response_at AS firstResponseAt
       FROM quote_requests
       WHERE received_at >= ? AND received_at < ?
         AND (first_response_at IS NOT NULL OR status NOT IN ('spam', 'not-a-fit'))
       ORDER BY received_at, id`,
    )
    .all(start.toISOString(), end.toISOString()) as {
    id: number;
    reference: string;
    receivedAt: string;
    status: LeadStatus;
    firstResponseAt: string | null;
  }[];
  const leads = rows.map((row): LeadResponseTime => {
    const receivedAt = new Date(row.receivedAt);
    const until = row.firstResponseAt ? new Date(row.firstResponseAt) : new Date(now);
    return {
      id: row.id,
      reference: row.reference,
      receivedAt,
      status: row.status,
      officeMinutes: officeMinutesBetween(receivedAt, until, hours),
      waiting: row.firstResponseAt === null,
    };
  });
  const answered = leads.filter((lead) => !lead.waiting);
  return {
    month,
    /** Over the month's responded leads; null if none. */
    medianOfficeMinutes: median(answered.map((lead) => lead.officeMinutes)),
    responded: answered.length,
    waiting: leads.length - answered.length,
    leads,
  };
}
