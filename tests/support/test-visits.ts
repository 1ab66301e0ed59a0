/** Test helpers: survey visits written straight into a temporary database (migration 026). */
import type { Db } from "../../app/db/database.server";

export interface TestVisit {
  start?: string;
  minutes?: number;
  postcode?: string;
  addressLine?: string;
  accessNotes?: string;
  bookedBy?: "customer" | "owner";
  bookedAt?: string;
  cancelledAt?: string;
  cancelledBy?: "customer" | "owner";
}

/** A visit of the lead, as the visit store keeps one; returns its id. */
export function insertVisit(db: Db, leadId: number, visit: TestVisit = {}): number {
  const start = visit.start ?? "2026-03-04T10:00:00.000Z";
  const end = new Date(Date.parse(start) + (visit.minutes ?? 45) * 60_000).toISOString();
  return Number(
    db
      .prepare(
        `INSERT INTO survey_visits (quote_request_id, starts_at, ends_at, postcode, address_line,
           access_notes, booked_by, booked_at, cancelled_at, cancelled_by)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        leadId,
        start,
        end,
        visit.postcode ?? "FY8 1AB",
        visit.addressLine ?? "12 Clifton Street",
        visit.accessNotes ?? "",
        visit.bookedBy ?? "customer",
        visit.bookedAt ?? "2026-03-02T21:14:00.000Z",
        visit.cancelledAt ?? null,
        visit.cancelledAt ? (visit.cancelledBy ?? "customer") : null,
      ).lastInsertRowid,
  );
}
