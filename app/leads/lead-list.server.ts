import { type OfficeHours, officeMinutesBetween } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import { localDate } from "~/lib/uk-time";
import { budgetLabel, projectTypeLabel } from "./lead-labels";
import { type LeadFilter, leadFilterSql } from "./lead-search.server";
import type { LeadStatus } from "./lead-statuses";
import type { SentDetails } from "./sent-details.server";

export type LeadSummary = ReturnType<typeof listLeads>[number];

interface SummaryRow extends SentDetails {
  id: number;
  receivedAt: string;
  status: LeadStatus;
  wonValuePence: number | null;
  followUpOn: string | null;
  firstResponseAt: string | null;
  messageStart: string;
}

const firstLineLength = 160;

export function firstLine(message: string): string {
  const line = message.split(/\r?\n|\r/).find((text) => text.trim() !== "") ?? "";
  const trimmed = line.trim();
  return trimmed.length > firstLineLength
    ? `${trimmed.slice(0, firstLineLength - 1).trimEnd()}…`
    : trimmed;
}

/**
 * Requests matching the filter: those with a follow-up due today or overdue first (earliest
 * date first), then the rest newest first.
 */
export function listLeads(
  db: Db,
  filter: LeadFilter,
  { hours, now = Date.now() }: { hours: OfficeHours; now?: number },
) {
  const today = localDate(now);
  const { where, params } = leadFilterSql(filter);
  const rows = db
    .prepare(
      `SELECT id, reference, received_at AS receivedAt, first_name AS firstName,
         last_name AS lastName, email, phone, project_type AS projectType, budget, status,
         won_value_pence AS wonValuePence, follow_up_on AS followUpOn, first_response_at AS firstResponseAt,
         substr(message, 1, 1000) AS messageStart
       FROM quote_requests ${where}
       ORDER BY coalesce(follow_up_on <= ?, 0) DESC,
         CASE WHEN follow_up_on <= ? THEN follow_up_on END,
         received_at DESC, id DESC`,
    )
    .all(...params, today, today) as SummaryRow[];
  return rows.map((row) => {
    const receivedAt = new Date(row.receivedAt);
    const firstResponseAt = row.firstResponseAt ? new Date(row.firstResponseAt) : null;
    return {
      id: row.id,
      reference: row.reference,
      receivedAt,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phone,
      projectType: row.projectType,
      projectTypeLabel: projectTypeLabel(row.projectType),
      budget: row.budget,
      budgetLabel: budgetLabel(row.budget),
      status: row.status,
      // As stored: kept when the status moves on from won.
      wonValuePence: row.wonValuePence,
      followUpOn: row.followUpOn,
      followUpDue: followUpDue(row.followUpOn, today),
      firstResponseAt,
      responseOfficeMinutes: firstResponseAt
        ? officeMinutesBetween(receivedAt, firstResponseAt, hours)
        : null,
      messageFirstLine: firstLine(row.messageStart),
    };
  });
}

/** "overdue" before today, "today", else null (no follow-up, or a later date). */
function followUpDue(date: string | null, today: string) {
  if (date === null || date > today) return null;
  return date === today ? "today" : "overdue";
}
