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
