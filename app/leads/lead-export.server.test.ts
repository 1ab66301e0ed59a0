import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recentAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { databaseWithOwner, insertLead, type TestUser } from "../../tests/support/test-leads";
import { changeStatus } from "./lead-actions.server";
import { exportLeads, leadsForExport } from "./lead-export.server";

let db: Db;
let user: TestUser;
beforeEach(() => {
  ({ db, user } = databaseWithOwner());
});
afterEach(() => db.close());

describe("exportLeads", () => {
  it("exports the leads matching the filter, newest first, and audits who and how many", () => {
    insertLead(db, { receivedAt: "2026-03-01T10:00:00.000Z", firstName: "Sarah" });
    const tom = insertLead(db, {
      receivedAt: "2026-03-02T10:00:00.000Z",
      firstName: "Tom",
      message: "=cmd|' /C calc'!A0",
    });
    insertLead(db, { receivedAt: "2026-03-03T10:00:00.000Z", firstName: "Ann" });
    changeStatus(db, { leadId: tom, status: "quoted", user });
    expect(leadsForExport(db, {}).map((row) => row.firstName)).toEqual(["Ann", "Tom", "Sarah"]);

    const now = Date.parse("2026-06-30T23:30:00Z");
    const all = exportLeads(db, { user, now });
    expect(all).toMatchObject({ count: 3, fileName: "quote-requests-2026-07-01.csv" });
    expect(all.csv.split("\r\n")).toHaveLength(5);

    const quoted = exportLeads(db, { filter: { status: "quoted", search: "tom" }, user, now });
    expect(quoted.count).toBe(1);
    expect(quoted.csv).toContain("MC-00002,2026-03-02 10:00,Quoted,,Tom,Mills,");
    expect(quoted.csv).toContain(",'=cmd|' /C calc'!A0\r\n");
    expect(recentAudit(db, { event: "leads-exported" }).map((entry) => entry.detail)).toEqual([
      "1 lead(s), status quoted, with a search",
      "3 lead(s)",
    ]);
    expect(recentAudit(db, { event: "leads-exported" })[0]).toMatchObject({
      userId: user.id,
      email: user.email,
    });
  });

  it("gives the value of won work, as stored in pence, for won leads only", () => {
    const won = insertLead(db, { firstName: "Won" });
    const lost = insertLead(db, { firstName: "Lost" });
    changeStatus(db, { leadId: won, status: "won", wonValuePence: 1_250_050, user });
    changeStatus(db, { leadId: lost, status: "won", wonValuePence: 800_000, user });
    changeStatus(db, { leadId: lost, status: "lost", user });
    expect(leadsForExport(db, {}).map((row) => row.wonValuePence)).toEqual([800_000, 1_250_050]);
    const { csv } = exportLeads(db, { user });
    expect(csv).toContain("MC-00001,2026-03-02 10:00,Won,12500.50,Won,Mills,");
    expect(csv).toContain("MC-00002,2026-03-02 10:00,Lost,,Lost,Mills,");
  });
});
