import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { applyMigrations, listMigrations } from "~/db/migrations.server";
import { insertLead } from "../../tests/support/test-leads";

let db: Database.Database;
afterEach(() => db.close());

describe("migration 003 (lead handling)", () => {
  it("applies to a database that already has quote requests, which become new", () => {
    db = new Database(":memory:");
    db.pragma("foreign_keys = ON");
    const all = listMigrations();
    applyMigrations(
      db,
      all.filter((migration) => migration.version < 3),
    );
    const id = insertLead(db);
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
