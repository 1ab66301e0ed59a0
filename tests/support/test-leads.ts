/** Test helpers: leads and users written straight into a temporary database. */
import { type Db, openDatabase } from "../../app/db/database.server";
import type { ReplySettings } from "../../app/leads/response-promise.server";
import { queueEmail } from "../../app/mail/outbox.server";
import { referenceFor } from "../../app/quote-requests/sqlite-quote-store.server";
import { weekdayHours } from "./office-hours";

export interface TestLead {
  receivedAt?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  projectType?: string;
  budget?: string | null;
  message?: string;
}

let dedupe = 0;

/** A request and its two queued emails, as the quote store stores them; returns its id. */
export function insertLead(db: Db, lead: TestLead = {}): number {
  const receivedAt = lead.receivedAt ?? "2026-03-02T10:00:00.000Z";
  const { id } = db
    .prepare(
      `INSERT INTO quote_requests
         (dedupe_key, received_at, first_name, last_name, email, phone, project_type, budget, message, ip_hash)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'hash') RETURNING id`,
    )
    .get(
      `test-${++dedupe}`,
      receivedAt,
      lead.firstName ?? "Sarah",
      lead.lastName ?? "Mills",
      lead.email ?? "sarah.mills@example.org",
      lead.phone ?? "01253 123456",
      lead.projectType ?? "extension",
      lead.budget === undefined ? "25k-50k" : lead.budget,
      lead.message ?? "A single-storey rear extension in Lytham.\nAbout 4 m deep.",
    ) as { id: number };
  db.prepare("UPDATE quote_requests SET reference = ? WHERE id = ?").run(referenceFor(id), id);
  for (const kind of ["owner-notification", "customer-acknowledgement"])
    queueEmail(db, {
      kind,
      about: `lead ${id}`,
      leadId: id,
      now: Date.parse(receivedAt),
      message: {
        from: { address: "site@example.com" },
        to: { address: kind === "owner-notification" ? "owner@example.com" : "sarah@example.org" },
        subject: `${kind} ${referenceFor(id)}`,
        text: "",
        html: "",
      },
    });
  return id;
}

/** How a lead stands for the statistics: where it came from, what became of it. */
/**
 * A request and its two emails as written before the outbox named the event of each email
 * (migration 032), or without its emails: for the tests of earlier migrations. Returns its id.
 */
export function insertEarlierLead(
  db: Db,
  reference = `MC-${String(++dedupe).padStart(5, "0")}`,
  { emails = true } = {},
) {
  const id = db
    .prepare(
      `INSERT INTO quote_requests (reference, dedupe_key, received_at, first_name, last_name, email,
         phone, project_type, budget, message, ip_hash)
       VALUES (@reference, @reference, '2026-03-02T10:00:00.000Z', 'Sarah', 'Mills',
         'sarah.mills@example.org', '01253 123456', 'extension', '25k-50k', 'An extension.', 'hash')
       RETURNING id`,
    )
    .pluck()
    .get({ reference }) as number;
  if (emails)
    for (const kind of ["owner-notification", "customer-acknowledgement"])
      db.prepare(
        `INSERT INTO outbox (quote_request_id, kind, message, next_attempt_at, created_at)
         VALUES (?, ?, '{}', '2026-03-02T10:00:00.000Z', '2026-03-02T10:00:00.000Z')`,
      ).run(id, kind);
  return id;
}

export interface LeadOutcome {
  /** The visit's source, medium and campaign as the form sent them; none: unknown. */
  source?: [string, string, string?];
  byOwner?: string;
  status?: string;
  pence?: number;
  firstResponseAt?: string;
}

/** A lead received at `receivedAt` with its source, status, won value and first reply. */
export function insertLeadWithOutcome(db: Db, receivedAt: string, outcome: LeadOutcome = {}) {
  const id = insertLead(db, { receivedAt });
  db.prepare(
    `UPDATE quote_requests SET visit_source = ?, visit_medium = ?, visit_campaign = ?,
       source_by_owner = ?, status = ?, won_value_pence = ?, first_response_at = ? WHERE id = ?`,
  ).run(
    outcome.source?.[0] ?? null,
    outcome.source?.[1] ?? null,
    outcome.source ? (outcome.source[2] ?? "") : null,
    outcome.byOwner ?? null,
    outcome.status ?? "new",
    outcome.pence ?? null,
    outcome.firstResponseAt ?? null,
    id,
  );
  return id;
}

export function insertUser(db: Db, email = "jo@example.com"): { id: number; email: string } {
  const { id } = db
    .prepare(
      "INSERT INTO users (email, role, created_at) VALUES (?, 'owner', '2026-01-01T00:00:00.000Z') RETURNING id",
    )
    .get(email) as { id: number };
  return { id, email };
}

export type TestUser = ReturnType<typeof insertUser>;

/** A new in-memory database with one owner in it: each test starts from this. */
export function databaseWithOwner(): { db: Db; user: TestUser } {
  const db = openDatabase(":memory:");
  return { db, user: insertUser(db) };
}

export const count = (db: Db, table: string) =>
  db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;

/**
 * The tests' own office, not the owner's content (the owner may change theirs): Monday to
 * Friday, 08:00 to 18:00 UK time, a reply promised within 2 hours.
 */
export const testReplySettings: ReplySettings = {
  hours: weekdayHours("08:00", "18:00"),
  promisedMinutes: 120,
  mail: {
    company: {
      tradingName: "Test Builders",
      legalName: "Test Builders Ltd",
      phone: "01253 000000",
      address: { town: "Blackpool", postcode: "FY1 1AA" },
    } as ReplySettings["mail"]["company"],
    from: { address: "site@example.com" },
    siteUrl: "https://www.example.com",
  },
};
