import { recordAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { localDate } from "~/lib/uk-time";
import type { ActingUser } from "./lead-deletion.server";
import { type LeadFilter, leadFilterSql } from "./lead-search.server";
import type { LeadStatus } from "./lead-statuses";
import { type LeadCsvRow, leadsToCsv, type MoreLeadColumns } from "./leads-csv.server";

/** Everything a CSV export needs for the leads matching a filter, newest first. */
export function leadsForExport(db: Db, filter: LeadFilter): LeadCsvRow[] {
  const { where, params } = leadFilterSql(filter);
  const rows = db
    .prepare(
      `SELECT id, reference, received_at AS receivedAt, status, won_value_pence AS wonValuePence,
         first_name AS firstName, last_name AS lastName, email, phone,
         project_type AS projectType, budget, follow_up_on AS followUpOn, message
       FROM quote_requests ${where} ORDER BY received_at DESC, id DESC`,
    )
    .all(...params) as (Omit<LeadCsvRow, "receivedAt"> & {
    receivedAt: string;
    status: LeadStatus;
  })[];
  return rows.map((row) => ({ ...row, receivedAt: new Date(row.receivedAt) }));
}

/**
 * The CSV file for a download, with a file name ("quote-requests-2026-03-29.csv"), and the
 * columns other features keep about each lead (`more`); the export is written to the audit
 * log (who, and how many), since it carries personal data.
 */
export function exportLeads(
  db: Db,
  {
    filter = {},
    user,
    more,
    now = Date.now(),
  }: { filter?: LeadFilter; user: ActingUser; more?: MoreLeadColumns; now?: number },
): { csv: string; count: number; fileName: string } {
  const rows = leadsForExport(db, filter);
  const described = [
    `${rows.length} lead(s)`,
    filter.status ? `status ${filter.status}` : "",
    filter.search?.trim() ? "with a search" : "",
  ].filter(Boolean);
  recordAudit(
    db,
    { event: "leads-exported", userId: user.id, email: user.email, detail: described.join(", ") },
    now,
  );
  return {
    csv: leadsToCsv(rows, more),
    count: rows.length,
    fileName: `quote-requests-${localDate(now)}.csv`,
  };
}
