import type { Db } from "~/db/database.server";
import { budgetLabel, projectTypeLabel } from "./lead-labels";
import type { LeadStatus } from "./lead-statuses";
import { explainMailError } from "./mail-problems.server";
import type { SentDetails } from "./sent-details.server";

/** Every email a lead can have, in the order its page lists them. */
export const emailKinds = [
  "owner-notification",
  "customer-acknowledgement",
  "visit-booked",
  "visit-booked-owner",
  "visit-moved",
  "visit-moved-owner",
  "visit-cancelled",
  "visit-cancelled-owner",
  "visit-reminder",
  "review-request",
  "review-reminder",
  "review-thanks",
  "escalation-owner",
  "escalation-team",
  "chase-reminder",
] as const;
export type EmailKind = (typeof emailKinds)[number];

export type DeliveryState = "queued" | "sending" | "sent" | "failed";

export type LeadEmail = ReturnType<typeof toLeadEmail>;

/** When something was done to the lead, and by whom. */
interface Made {
  at: Date;
  byUserId: number | null;
  /** The address of whoever did it, kept even if their account is removed. */
  byEmail: string | null;
}

export interface LeadStatusChange extends Made {
  from: LeadStatus;
  status: LeadStatus;
}

/** The job's value set (whole pence) or removed (null). */
export interface LeadValueChange extends Made {
  pence: number | null;
}

export interface LeadNote extends Made {
  id: number;
  text: string;
}

export interface LeadDetail extends SentDetails {
  id: number;
  receivedAt: Date;
  projectTypeLabel: string;
  budgetLabel: string | null;
  /** The whole message, as sent (plain text: escape it when showing it). */
  message: string;
  userAgent: string | null;
  /** How long the visitor had the form open before sending; null without the timing cookie. */
  formAgeMs: number | null;
  status: LeadStatus;
  followUpOn: string | null;
  firstResponseAt: Date | null;
  /**
   * The job's value in whole pence, when given on marking it won; kept if the status moves on,
   * so it is the value of won work only while the status is "won".
   */
  wonValuePence: number | null;
  /** The price guide's answer the visitor saw before asking, when they came from it. */
  priceGuide: string | null;
  /** Newest first. */
  history: LeadStatusChange[];
  /** Newest first. */
  valueHistory: LeadValueChange[];
  /** Newest first. */
  notes: LeadNote[];
  /**
   * The owner's notification, the visitor's acknowledgement, then the review request, its
   * reminder and the thank-you for the review (any may be missing).
   */
  emails: LeadEmail[];
}

const date = (value: string | null) => (value ? new Date(value) : null);

export function getLead(db: Db, id: number): LeadDetail | null {
  const row = db
    .prepare(
      `SELECT id, reference, received_at AS receivedAt, first_name AS firstName,
         last_name AS lastName, email, phone, project_type AS projectType, budget, message,
         user_agent AS userAgent, form_age_ms AS formAgeMs, status,
         follow_up_on AS followUpOn, first_response_at AS firstResponseAt,
         won_value_pence AS wonValuePence, price_guide AS priceGuide
       FROM quote_requests WHERE id = ?`,
    )
    .get(id) as
    | (Omit<
        LeadDetail,
        "receivedAt" | "firstResponseAt" | "history" | "valueHistory" | "notes" | "emails"
      > & {
        receivedAt: string;
        firstResponseAt: string | null;
      })
    | undefined;
  if (!row) return null;
  return {
    ...row,
    receivedAt: new Date(row.receivedAt),
    firstResponseAt: date(row.firstResponseAt),
    projectTypeLabel: projectTypeLabel(row.projectType),
    budgetLabel: budgetLabel(row.budget),
    history: madeRows(db, id, 'from_status AS "from", status', "lead_status_changes"),
    valueHistory: madeRows(db, id, "won_value_pence AS pence", "lead_value_changes"),
    notes: madeRows(db, id, "id, text", "lead_notes"),
    emails: emails(db, id),
  };
}

/** The lead's rows of `table` (its `columns`, and when and by whom), newest first. */
function madeRows<Row extends Made>(db: Db, id: number, columns: string, table: string): Row[] {
  const rows = db
    .prepare(
      `SELECT ${columns}, at, by_user_id AS byUserId, by_email AS byEmail
       FROM ${table} WHERE quote_request_id = ? ORDER BY at DESC, id DESC`,
    )
    .all(id) as (Omit<Row, "at"> & { at: string })[];
  return rows.map((row) => ({ ...row, at: new Date(row.at) }) as Row);
}

interface OutboxRow {
  kind: EmailKind;
  message: string;
  status: "pending" | "sending" | "sent" | "failed";
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
}

function emails(db: Db, id: number) {
  const rows = db
    .prepare(
      `SELECT kind, message, status, attempts, next_attempt_at AS nextAttemptAt,
         last_error AS lastError, sent_at AS sentAt
       FROM outbox WHERE quote_request_id = ?`,
    )
    .all(id) as OutboxRow[];
  return rows
    .sort((a, b) => emailKinds.indexOf(a.kind) - emailKinds.indexOf(b.kind))
    .map(toLeadEmail);
}

function toLeadEmail(row: OutboxRow) {
  // The address it goes to and its subject, as queued.
  const { to, subject } = addressAndSubject(row.message);
  const state: DeliveryState = row.status === "pending" ? "queued" : row.status;
  // Queued after a failed attempt: it will be tried again at `nextAttemptAt`.
  const retrying = state === "queued" && row.lastError !== null;
  return {
    kind: row.kind,
    to,
    subject,
    state,
    retrying,
    attempts: row.attempts,
    nextAttemptAt: state === "queued" ? new Date(row.nextAttemptAt) : null,
    sentAt: state === "sent" ? date(row.sentAt) : null,
    problem: state === "failed" || retrying ? explainMailError(row.lastError) : null,
  };
}

function addressAndSubject(message: string): { to: string; subject: string } {
  try {
    const parsed = JSON.parse(message) as { to?: unknown; subject?: unknown };
    const to = (Array.isArray(parsed.to) ? parsed.to : [parsed.to]) as { address?: unknown }[];
    return {
      to: to.flatMap((one) => (typeof one?.address === "string" ? [one.address] : [])).join(", "),
      subject: typeof parsed.subject === "string" ? parsed.subject : "",
    };
  } catch {
    return { to: "", subject: "" };
  }
}
