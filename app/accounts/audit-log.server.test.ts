import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { recentAudit, recordAudit } from "./audit-log.server";

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

describe("audit log", () => {
  it("records events and lists the newest first, optionally by event", () => {
    const at = Date.parse("2026-03-01T09:00:00Z");
    recordAudit(
      db,
      { event: "sign-in-failed", email: "who@example.com", ipHash: "h1", detail: "no such user" },
      at,
    );
    recordAudit(
      db,
      { event: "sign-in-throttled", email: "who@example.com", ipHash: "h1" },
      at + 1000,
    );
    expect(recentAudit(db)).toMatchObject([
      { event: "sign-in-throttled", at: "2026-03-01T09:00:01.000Z", userId: null },
      { event: "sign-in-failed", email: "who@example.com", ipHash: "h1", detail: "no such user" },
    ]);
    expect(recentAudit(db, { event: "sign-in-failed" })).toHaveLength(1);
    expect(recentAudit(db, { limit: 1 })).toHaveLength(1);
  });

  it("clips what a visitor typed, so a hostile form cannot fill the log", () => {
    recordAudit(db, { event: "sign-in-failed", email: "x".repeat(100_000) });
    expect(recentAudit(db)[0]?.email).toHaveLength(320);
  });
});
