import type { Db } from "~/db/database.server";
import { localDate, startOfDay } from "../lib/uk-time";
import type { VisitSettings } from "./free-times";
import { type VisitGroup, type VisitOfLead, visitGroups } from "./visit-days";
import { type PlaceOf, visitsBetween } from "./visit-store.server";

/** Every visit not cancelled that overlaps `from` to `to`, earliest first, with its lead's details. */
export function visitsOfLeadsBetween(db: Db, from: Date, to: Date): VisitOfLead[] {
  const visits = visitsBetween(db, from, to);
  const lead = db.prepare(
    `SELECT reference, first_name || ' ' || last_name AS name, phone FROM quote_requests
     WHERE id = ?`,
  );
  return visits.map((visit) => {
    const { reference, name, phone } = lead.get(visit.leadId) as Pick<
      VisitOfLead,
      "reference" | "name" | "phone"
    >;
    return {
      id: visit.id,
      leadId: visit.leadId,
      start: visit.start,
      end: visit.end,
      postcode: visit.postcode,
      addressLine: visit.addressLine,
      accessNotes: visit.accessNotes,
      reference,
      name,
      phone,
    };
  });
}

/** The farthest a visit can be: a bound for "from today on". */
const farFuture = new Date("9999-12-31T00:00:00Z");

/** The owner's Visits page: the visits from today on, by group and day. */
export function visitsPage(
  db: Db,
  {
    now,
    settings,
    placeOf,
  }: { now: number; settings: Pick<VisitSettings, "base" | "drive">; placeOf: PlaceOf },
): VisitGroup[] {
  const visits = visitsOfLeadsBetween(db, startOfDay(localDate(now)), farFuture);
  return visitGroups(visits, { now, placeOf, base: settings.base, drive: settings.drive });
}
