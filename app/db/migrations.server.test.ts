import { createHash, createHmac } from "node:crypto";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { insertEarlierLead } from "../../tests/support/test-leads";
import { applyMigrations, listMigrations } from "./migrations.server";

let db: Database.Database;
afterEach(() => db.close());

const upTo = (version: number) =>
  listMigrations().filter((migration) => migration.version <= version);

describe("migration 031 (numbers never reused), on a database in use", () => {
  it("keeps every row and reference, and starts the counters above what was handed out", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    applyMigrations(db, upTo(30));
    const kept = insertEarlierLead(db, "MC-00001");
    const erased = insertEarlierLead(db, "MC-00002");
    db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(erased);
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(erased);
    db.prepare(
      "INSERT INTO audit_log (event, detail, at) VALUES ('lead-deleted', 'MC-00007', '2027-01-01T00:00:00Z')",
    ).run();
    db.prepare(
      `INSERT INTO jobs (quote_request_id, title, agreed_pence, nonce, token_hash, started_at, started_by)
       VALUES (?, 'Extension', 100000, 'n', 'h', '2027-01-01T00:00:00Z', 'owner@example.com')`,
    ).run(kept);
    const receipt = db.prepare(
      `INSERT INTO job_payments (reference, pence, vat_pence, received_on, recorded_at, recorded_by, receipt)
       VALUES (?, 100, 0, '2027-01-01', '2027-01-01T00:00:00Z', 'owner@example.com', 'Receipt')`,
    );
    receipt.run("J-0009-1");
    receipt.run("Q-0012-1");

    expect(applyMigrations(db, listMigrations())).toContain(31);

    expect(db.prepare("SELECT id FROM quote_requests").pluck().all()).toEqual([kept]);
    expect(db.prepare("SELECT count(*) FROM outbox").pluck().get()).toBe(2);
    const sequence = (table: string) =>
      db.prepare("SELECT seq FROM sqlite_sequence WHERE name = ?").pluck().get(table);
    expect(sequence("quote_requests")).toBe(7);
    expect(sequence("jobs")).toBe(9);
    expect(
      db.prepare("SELECT last FROM number_sequences WHERE series = 'quote'").pluck().get(),
    ).toBe(12);
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(db.pragma("foreign_key_check")).toEqual([]);
    // The rebuilt tables still refer to each other: a lead's job goes with it.
    db.prepare("DELETE FROM outbox").run();
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(kept);
    expect(db.prepare("SELECT count(*) FROM jobs").pluck().get()).toBe(0);
    expect(
      db
        .prepare(
          `INSERT INTO quote_requests (dedupe_key, received_at, first_name, last_name, email, phone,
             project_type, message, ip_hash)
           VALUES ('k', 'now', 'A', 'B', 'a@example.org', '0', 'roofing', 'm', 'x') RETURNING id`,
        )
        .pluck()
        .get(),
    ).toBe(8);
  });

  it("a migration that would leave a broken reference is not applied", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    applyMigrations(db, upTo(30));
    const broken = {
      version: 999,
      name: "broken",
      sql: "-- foreign keys off while this runs\nINSERT INTO lead_notes (quote_request_id, text, at) VALUES (4242, 'x', 'now');",
    };
    expect(() => applyMigrations(db, [...upTo(30), broken])).toThrow(/broken references/);
    expect(db.prepare("SELECT count(*) FROM lead_notes").pluck().get()).toBe(0);
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
  });
});

describe("migration 032 (the outbox keyed by the event)", () => {
  it("keeps every email queued, and takes one email of a kind about each event", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    applyMigrations(db, upTo(31));
    const lead = insertEarlierLead(db);
    db.prepare(
      `INSERT INTO outbox (kind, message, next_attempt_at, created_at)
       VALUES ('set-up-link', '{}', '2027-01-01T00:00:00Z', '2027-01-01T00:00:00Z')`,
    ).run();
    const before = db.prepare("SELECT id, kind, quote_request_id, status FROM outbox").all();
    expect(applyMigrations(db, listMigrations())).toContain(32);
    expect(db.prepare("SELECT id, kind, quote_request_id, status FROM outbox").all()).toEqual(
      before,
    );
    const queue = db.prepare(
      `INSERT INTO outbox (quote_request_id, kind, about, message, next_attempt_at, created_at)
       VALUES (?, 'visit-moved', ?, '{}', '2027-01-01T00:00:00Z', '2027-01-01T00:00:00Z')`,
    );
    queue.run(lead, "visit 1");
    queue.run(lead, "visit 2");
    expect(() => queue.run(lead, "visit 2")).toThrow(/UNIQUE/);
    expect(() => queue.run(lead, "")).toThrow(/CHECK/);
  });
});

describe("migration 034 (private links in one place, the quote's deposit as a job's payment)", () => {
  const secret = Buffer.alloc(32, 3);
  const tokenOf = (purpose: string, nonce: string) =>
    createHmac("sha256", secret).update(`${purpose}:${nonce}`).digest("base64url");
  const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
  const at = "2027-01-04T10:00:00.000Z";

  /** A quote sent and accepted on lead `lead`, as written before migration 034. */
  function acceptedQuote(
    lead: number,
    number: number,
    deposit: { pence: number; on: string } | null,
  ) {
    const payments = [
      { label: "Deposit, when you accept", amount: "£760.12" },
      { label: "When the roof is on", amount: "£2,000.00" },
      { label: "The balance, when the work is finished", amount: "£4,841.08" },
    ];
    return db
      .prepare(
        `INSERT INTO written_quotes (quote_request_id, number, version, content, net_pence,
           gross_pence, written_at, written_by, sent_at, document, document_hash, nonce, token_hash,
           accepted_at, deposit_pence, deposit_received_on, deposit_recorded_by)
         VALUES (?, ?, 1, ?, 633433, 760120, ?, 'owner@example.com', ?, ?, 'h', ?, ?, ?, ?, ?,
           'owner@example.com') RETURNING id`,
      )
      .pluck()
      .get(
        lead,
        number,
        JSON.stringify({ title: "Rear extension" }),
        at,
        at,
        JSON.stringify({ payments }),
        `quote-nonce-${number}`,
        hashOf(tokenOf("written-quote", `quote-nonce-${number}`)),
        at,
        deposit?.pence ?? null,
        deposit?.on ?? null,
      ) as number;
  }

  it("keeps every link working and gives a quote accepted before jobs its job, deposit paid", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    applyMigrations(db, upTo(33));
    const waiting = insertEarlierLead(db, "MC-00001", { emails: false });
    const started = insertEarlierLead(db, "MC-00002", { emails: false });
    db.prepare(
      "INSERT INTO visit_links (quote_request_id, nonce, token_hash, made_at) VALUES (?, 'visit-nonce', ?, ?)",
    ).run(waiting, hashOf(tokenOf("survey-visit", "visit-nonce")), at);
    const quote = acceptedQuote(waiting, 1, { pence: 76_012, on: "2027-01-05" });
    acceptedQuote(started, 2, null);
    const job = db
      .prepare(
        `INSERT INTO jobs (quote_request_id, title, agreed_pence, nonce, token_hash, started_at,
           started_by) VALUES (?, 'Porch', 100, 'job-nonce', ?, ?, 'owner@example.com') RETURNING id`,
      )
      .pluck()
      .get(started, hashOf(tokenOf("job", "job-nonce")), at) as number;

    expect(applyMigrations(db, listMigrations())).toContain(34);

    const opens = (purpose: string, nonce: string) =>
      db
        .prepare("SELECT opens FROM private_links WHERE purpose = ? AND token_hash = ?")
        .pluck()
        .get(purpose, hashOf(tokenOf(purpose, nonce)));
    expect(opens("survey-visit", "visit-nonce")).toBe(waiting);
    expect(opens("written-quote", "quote-nonce-1")).toBe(quote);
    expect(opens("job", "job-nonce")).toBe(job);
    const made = db
      .prepare("SELECT id, written_quote_id AS quote FROM jobs WHERE quote_request_id = ?")
      .get(waiting) as { id: number; quote: number };
    expect(made.quote).toBe(quote);
    expect(
      db
        .prepare(
          "SELECT position, label, pence, is_balance AS balance, due_on AS due FROM job_stages WHERE job_id = ? ORDER BY position",
        )
        .all(made.id),
    ).toEqual([
      { position: 1, label: "Deposit", pence: 76_012, balance: 0, due: "2027-01-11" },
      { position: 2, label: "When the roof is on", pence: 200_000, balance: 0, due: null },
      { position: 3, label: "Balance on completion", pence: 484_108, balance: 1, due: null },
    ]);
    expect(
      db.prepare("SELECT reference, pence, received_on AS day FROM job_payments").all(),
    ).toEqual([{ reference: "Q-0001-D", pence: 76_012, day: "2027-01-05" }]);
    const columns = (table: string) =>
      (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    expect(columns("written_quotes")).not.toContain("deposit_pence");
    expect(columns("jobs")).not.toContain("token_hash");
    // A lead's links go with it.
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(waiting);
    expect(opens("survey-visit", "visit-nonce")).toBeUndefined();
    expect(opens("job", "job-nonce")).toBe(job);
  });
});

describe("migration 035 (invoices)", () => {
  it("adds the invoices to a database in use; an invoice outlives its lead, unchanged", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    applyMigrations(db, upTo(34));
    const lead = insertEarlierLead(db, "MC-00001", { emails: false });
    const job = db
      .prepare(
        `INSERT INTO jobs (quote_request_id, title, agreed_pence, started_at, started_by)
         VALUES (?, 'Porch', 120000, '2027-01-04T10:00:00Z', 'owner@example.com') RETURNING id`,
      )
      .pluck()
      .get(lead) as number;
    expect(applyMigrations(db, listMigrations())).toContain(35);
    const invoice = db.prepare(
      `INSERT INTO invoices (kind, number, job_id, made_for, issued_on, issued_at, issued_by,
         job_pence, net_pence, vat_pence, gross_pence, due_pence, reverse_charge, terms, totals,
         document)
       VALUES ('invoice', 1, ?, 'by-hand', '2027-01-05', '2027-01-05T10:00:00Z', 'o', 120000,
         100000, 20000, 120000, 120000, 0, '{}', '{}', '{"number":"INV-0001"}')`,
    );
    invoice.run(job);
    expect(() => invoice.run(job)).toThrow(
      /UNIQUE constraint failed: invoices.kind, invoices.number/,
    );
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(lead);
    expect(db.prepare("SELECT job_id, document FROM invoices").get()).toEqual({
      job_id: null,
      document: '{"number":"INV-0001"}',
    });
    expect(db.pragma("foreign_key_check")).toEqual([]);
  });
});
