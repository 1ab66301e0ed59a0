import type { Db } from "~/db/database.server";

/** What the site's figures (app/results) read of survey visits: the one way in from there. */

export interface LeadBookings {
  /** When the lead's first visit was booked, by anyone, whether it was kept or not. */
  firstBookedAt: Date;
  /** Whether the customer booked a visit themselves, by their link. */
  online: boolean;
}

/** The visit bookings of the leads named, by lead; a lead never booked is not in it. */
export function bookingsOfLeads(db: Db, leadIds: readonly number[]): Map<number, LeadBookings> {
  const rows = db
    .prepare(
      `SELECT quote_request_id AS leadId, MIN(booked_at) AS firstBookedAt,
         MAX(booked_by = 'customer') AS online
       FROM survey_visits WHERE quote_request_id IN (SELECT value FROM json_each(?))
       GROUP BY quote_request_id`,
    )
    .all(JSON.stringify(leadIds)) as { leadId: number; firstBookedAt: string; online: 0 | 1 }[];
  return new Map(
    rows.map((row) => [
      row.leadId,
      { firstBookedAt: new Date(row.firstBookedAt), online: row.online === 1 },
    ]),
  );
}
