import { csvCell } from "~/lib/csv";
import { amountForCsv } from "~/lib/pounds";
import { localDateTime } from "~/lib/uk-time";
import { budgetLabel, projectTypeLabel } from "./lead-labels";
import { type LeadStatus, leadStatusLabels } from "./lead-statuses";
import type { SentDetails } from "./sent-details.server";

/** Project type and budget are slugs, as stored: the file shows their labels. */
export interface LeadCsvRow extends SentDetails {
  id: number;
  receivedAt: Date;
  status: LeadStatus;
  /** Whole pence, as stored (kept when the status moves on from won). */
  wonValuePence: number | null;
  followUpOn: string | null;
  message: string;
}

/**
 * Columns another feature keeps about each lead (its survey visits), handed in by the caller:
 * that feature reads leads, so leads never import it.
 */
export interface MoreLeadColumns {
  names: readonly string[];
  cellsOf: (leadId: number) => readonly string[];
}

/** Several features' columns, one after the other. */
export const allColumns = (...sets: MoreLeadColumns[]): MoreLeadColumns => ({
  names: sets.flatMap((set) => set.names),
  cellsOf: (leadId) => sets.flatMap((set) => set.cellsOf(leadId)),
});

const leadCsvColumns = [
  "Reference",
  "Received",
  "Status",
  "Won value (£)",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Project type",
  "Budget",
  "Follow-up",
  "Message",
] as const;

/**
 * The leads as a CSV file's text: a byte-order mark so Excel reads £ and accents as UTF-8,
 * a header row, CRLF line ends, times as UK clock time ("2026-03-29 14:05").
 */
export function leadsToCsv(
  rows: readonly LeadCsvRow[],
  more: MoreLeadColumns = { names: [], cellsOf: () => [] },
): string {
  const lines = [[...leadCsvColumns, ...more.names].map(csvCell).join(",")];
  for (const row of rows) {
    const cells = [
      row.reference,
      localDateTime(row.receivedAt),
      leadStatusLabels[row.status] ?? row.status,
      // A plain number a spreadsheet can add up ("12500.00"), for won leads only.
      row.status === "won" && row.wonValuePence !== null ? amountForCsv(row.wonValuePence) : "",
      row.firstName,
      row.lastName,
      row.email,
      row.phone,
      projectTypeLabel(row.projectType),
      budgetLabel(row.budget) ?? "",
      row.followUpOn ?? "",
      row.message,
      ...more.cellsOf(row.id),
    ];
    lines.push(cells.map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
