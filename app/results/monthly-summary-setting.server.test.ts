import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recentAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { databaseWithOwner, insertUser, type TestUser } from "../../tests/support/test-leads";
import { setMonthlySummary, wantsMonthlySummary } from "./monthly-summary-setting.server";

let db: Db;
let owner: TestUser;
beforeEach(() => {
  ({ db, user: owner } = databaseWithOwner());
});
afterEach(() => db.close());

describe("the monthly summary setting", () => {
  it("is on for a new owner, and the owner turns it off and on again, each change in the audit log", () => {
    expect(wantsMonthlySummary(db, owner.id)).toBe(true);
    expect(
      setMonthlySummary(db, { user: { ...owner, role: "owner" }, on: false, ipHash: "ip" }),
    ).toMatchObject({
      ok: true,
      message: "Saved: no more monthly summaries. Tick the box again to have them back.",
    });
    expect(wantsMonthlySummary(db, owner.id)).toBe(false);
    setMonthlySummary(db, { user: { ...owner, role: "owner" }, on: true });
    expect(wantsMonthlySummary(db, owner.id)).toBe(true);
    expect(
      recentAudit(db, { event: "monthly-summary-changed" }).map((row) => [row.email, row.detail]),
    ).toEqual([
      [owner.email, "monthly summary on"],
      [owner.email, "monthly summary off"],
    ]);
  });

  it("is refused to staff with a 403, and nothing changes", () => {
    const staff = insertUser(db, "office@example.com");
    db.prepare("UPDATE users SET role = 'staff' WHERE id = ?").run(staff.id);
    expect(setMonthlySummary(db, { user: { ...staff, role: "staff" }, on: false })).toEqual({
      ok: false,
      message: "Only an owner gets the monthly summary.",
      status: 403,
    });
    expect(db.prepare("SELECT monthly_summary FROM users WHERE id = ?").pluck().get(staff.id)).toBe(
      1,
    );
    expect(recentAudit(db, { event: "monthly-summary-changed" })).toEqual([]);
  });
});
