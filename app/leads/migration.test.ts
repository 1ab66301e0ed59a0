import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { applyMigrations, listMigrations } from "~/db/migrations.server";
import { insertEarlierLead } from "../../tests/support/test-leads";

let db: Database.Database;
afterEach(() => db.close());

/** The migrations up to `version`, to see one as it was before a later one changed it. */
const upTo = <Migration extends { version: number }>(all: Migration[], version: number) =>
  all.filter((migration) => migration.version <= version);

describe("migration 003 (lead handling)", () => {
  it("applies to a database that already has quote requests, which become new", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    const all = listMigrations();
    applyMigrations(
      db,
      all.filter((migration) => migration.version < 3),
    );
    const id = insertEarlierLead(db);
    expect(applyMigrations(db, all)).toContain(3);
    expect(
      db
        .prepare("SELECT status, follow_up_on, first_response_at FROM quote_requests WHERE id = ?")
        .get(id),
    ).toEqual({ status: "new", follow_up_on: null, first_response_at: null });
    expect(() =>
      db.prepare("UPDATE quote_requests SET status = 'archived' WHERE id = ?").run(id),
    ).toThrow(/CHECK/);
    expect(() =>
      db.prepare("UPDATE quote_requests SET follow_up_on = 'Tuesday' WHERE id = ?").run(id),
    ).toThrow(/CHECK/);
  });
});

describe("migration 011 (the value of won work)", () => {
  it("applies to a database that already has leads, which have no value", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    const all = listMigrations();
    applyMigrations(
      db,
      all.filter((migration) => migration.version < 11),
    );
    const id = insertEarlierLead(db);
    expect(applyMigrations(db, all)).toContain(11);
    const value = db.prepare("SELECT won_value_pence FROM quote_requests WHERE id = ?").pluck();
    expect(value.get(id)).toBeNull();
    const set = db.prepare("UPDATE quote_requests SET won_value_pence = ? WHERE id = ?");
    for (const allowed of [0, 1_250_050, 1_000_000_000, null]) {
      set.run(allowed, id);
      expect(value.get(id)).toBe(allowed);
    }
    for (const refused of [-1, 1_000_000_001, 12.5, "twelve"])
      expect(() => set.run(refused, id), String(refused)).toThrow(/CHECK/);
    const change = db.prepare(
      "INSERT INTO lead_value_changes (quote_request_id, won_value_pence, at) VALUES (?, ?, '2026-03-02T10:00:00.000Z')",
    );
    change.run(id, null);
    expect(() => change.run(id, 0.5)).toThrow(/CHECK/);
    db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(id);
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(id);
    expect(db.prepare("SELECT count(*) FROM lead_value_changes").pluck().get()).toBe(0);
  });
});

describe("migration 013 (the monthly summary)", () => {
  it("keeps every user and email, turns the summary on for all, and lets only it go without a lead", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    const all = listMigrations();
    applyMigrations(
      db,
      all.filter((migration) => migration.version < 13),
    );
    const id = insertEarlierLead(db);
    db.prepare(
      "INSERT INTO users (email, role, created_at) VALUES ('jo@example.com', 'staff', '2026-01-01T00:00:00.000Z')",
    ).run();
    const emails = () =>
      db
        .prepare("SELECT id, quote_request_id, kind, message, status FROM outbox ORDER BY id")
        .all();
    const before = emails();
    expect(before).toHaveLength(2);
    expect(applyMigrations(db, upTo(all, 23))).toContain(13);
    expect(emails()).toEqual(before);
    expect(db.prepare("SELECT monthly_summary FROM users").pluck().all()).toEqual([1]);

    const queue = db.prepare(
      `INSERT INTO outbox (quote_request_id, kind, message, next_attempt_at, created_at)
       VALUES (?, ?, '{}', '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z')`,
    );
    queue.run(null, "monthly-summary");
    queue.run(null, "monthly-summary");
    expect(() => queue.run(null, "owner-notification")).toThrow(/CHECK/);
    expect(() => queue.run(id, "monthly-summary")).toThrow(/CHECK/);
    expect(() => queue.run(id, "owner-notification")).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE users SET monthly_summary = 2").run()).toThrow(/CHECK/);
  });
});

describe("migration 015 (quotes to chase)", () => {
  it("keeps every email, and takes one reminder to chase per lead", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    const all = listMigrations();
    applyMigrations(
      db,
      all.filter((migration) => migration.version < 15),
    );
    const id = insertEarlierLead(db);
    const emails = () => db.prepare("SELECT * FROM outbox ORDER BY id").all();
    const before = emails();
    expect(applyMigrations(db, upTo(all, 31))).toContain(15);
    expect(emails()).toEqual(before);

    const queue = db.prepare(
      `INSERT INTO outbox (quote_request_id, kind, message, next_attempt_at, created_at)
       VALUES (?, 'chase-reminder', '{}', '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z')`,
    );
    queue.run(id);
    expect(() => queue.run(id)).toThrow(/UNIQUE/);
    const remind = db.prepare(
      "INSERT INTO lead_chase_reminders (lead_id, reminded_at) VALUES (?, '2026-11-01T08:00:00.000Z')",
    );
    remind.run(id);
    expect(() => remind.run(id)).toThrow(/UNIQUE|PRIMARY KEY/);
  });
});

describe("migration 024 (every email through the outbox)", () => {
  it("keeps every email, and takes one of any kind per lead, or with none", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    const all = listMigrations();
    applyMigrations(db, upTo(all, 23));
    const id = insertEarlierLead(db);
    const emails = () => db.prepare("SELECT * FROM outbox ORDER BY id").all();
    const before = emails();
    expect(before).toHaveLength(2);
    expect(applyMigrations(db, upTo(all, 31))).toContain(24);
    expect(emails()).toEqual(before);
    const queue = db.prepare(
      `INSERT INTO outbox (quote_request_id, kind, message, next_attempt_at, created_at)
       VALUES (?, ?, '{}', '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z')`,
    );
    queue.run(null, "set-up-link");
    queue.run(null, "set-up-link");
    queue.run(id, "visit-booked");
    expect(() => queue.run(id, "visit-booked")).toThrow(/UNIQUE/);
    expect(() => queue.run(id, "")).toThrow(/CHECK/);
  });
});
