import type { Db } from "~/db/database.server";
import type { MoreLeadColumns } from "~/leads/leads-csv.server";
import { localDateTime } from "~/lib/uk-time";
import { type VisitRecord, visitsOfLead } from "./lead-visits.server";

/**
 * A lead's survey visits in the leads' CSV, the address being personal data: one column per
 * detail, one line per visit (in the order booked) in each, so the lines of a row match up.
 */
const columns: [name: string, cell: (visit: VisitRecord) => string][] = [
  [
    "Survey visit",
    (visit) => `${localDateTime(visit.start)}–${localDateTime(visit.end).slice(11)}`,
  ],
  ["Visit postcode", (visit) => visit.postcode],
  ["Visit address", (visit) => visit.addressLine],
  ["Visit access notes", (visit) => visit.accessNotes.replace(/\s+/g, " ").trim()],
  ["Visit booked by", (visit) => (visit.bookedBy === "customer" ? "Customer, online" : "Owner")],
  ["Visit booked", (visit) => localDateTime(visit.bookedAt)],
  [
    "Visit cancelled",
    (visit) =>
      visit.cancelledAt
        ? `${localDateTime(visit.cancelledAt)}${visit.cancelledBy ? ` by the ${visit.cancelledBy}` : ""}`
        : "No",
  ],
];

/** A detail of every visit, a line each; a dash holds the place of one left blank. */
function cellOf(visits: readonly VisitRecord[], cell: (visit: VisitRecord) => string): string {
  const lines = visits.map(cell);
  return lines.every((line) => line === "") ? "" : lines.map((line) => line || "–").join("\n");
}

/** The columns the leads' export adds for the visits, read lead by lead. */
export function visitCsvColumns(db: Db): MoreLeadColumns {
  return {
    names: columns.map(([name]) => name),
    cellsOf: (leadId) => {
      const visits = visitsOfLead(db, leadId);
      return columns.map(([, cell]) => cellOf(visits, cell));
    },
  };
}
