import type { Db } from "../../app/db/database.server";
import { localDateTime } from "../../app/lib/uk-time";

export interface QuoteRow {
  reference: string;
  received_at: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  project_type: string;
  budget: string | null;
  message: string;
  owner_email: string | null;
  customer_email: string | null;
}

/** Newest first, with where each of its two emails has got to. */
export function recentQuotes(db: Db, limit: number | null): QuoteRow[] {
  return db
    .prepare(
      `SELECT q.reference, q.received_at, q.first_name, q.last_name, q.email, q.phone, q.project_type, q.budget, q.message,
        (SELECT status FROM outbox WHERE quote_request_id = q.id AND kind = 'owner-notification') AS owner_email,
        (SELECT status FROM outbox WHERE quote_request_id = q.id AND kind = 'customer-acknowledgement') AS customer_email
       FROM quote_requests q ORDER BY q.id DESC LIMIT ?`,
    )
    .all(limit ?? -1) as QuoteRow[];
}

const csvColumns: [keyof QuoteRow, string][] = [
  ["reference", "Reference"],
  ["received_at", "Received (UTC)"],
  ["first_name", "First name"],
  ["last_name", "Last name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["project_type", "Project type"],
  ["budget", "Budget"],
  ["message", "Project details"],
  ["owner_email", "Email to us"],
  ["customer_email", "Email to customer"],
];

/** RFC 4180 CSV; a cell that a spreadsheet would run as a formula is defused with a quote mark. */
export function toCsv(rows: QuoteRow[]): string {
  const cell = (value: string | null) => {
    let text = value ?? "";
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [csvColumns.map(([, title]) => cell(title)).join(",")];
  for (const row of rows) lines.push(csvColumns.map(([key]) => cell(row[key])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** A quick look in a terminal: one block per request. */
export function toText(rows: QuoteRow[]): string {
  if (rows.length === 0) return "No quote requests yet.\n";
  return rows
    .map((row) => {
      const received = localDateTime(new Date(row.received_at));
      const details = row.message.replace(/\s+/g, " ");
      return [
        `${row.reference}  ${received}  ${row.first_name} ${row.last_name}`,
        `  ${row.email}  ${row.phone}  ${row.project_type}${row.budget ? `, ${row.budget}` : ""}`,
        `  ${details.length > 160 ? `${details.slice(0, 157)}...` : details}`,
        `  emails: to us ${row.owner_email ?? "none"}, to customer ${row.customer_email ?? "none"}`,
      ].join("\n");
    })
    .join("\n\n")
    .concat("\n");
}
