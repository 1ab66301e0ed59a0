import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { databaseWithOwner, insertLead, type TestUser } from "../../tests/support/test-leads";
import { changeStatus } from "./lead-actions.server";
import { LeadError } from "./lead-error";
import { responseSummary } from "./response-times.server";

let db: Db;
let user: TestUser;
beforeEach(() => {
  ({ db, user } = databaseWithOwner());
});
afterEach(() => db.close());

const hours = weekdayHours("08:00", "18:00");
const lead = (receivedAt: string, respond?: { status?: "contacted" | "spam"; at: string }) => {
  const id = insertLead(db, { receivedAt });
  if (respond)
    changeStatus(db, {
      leadId: id,
      status: respond.status ?? "contacted",
      user,
      now: Date.parse(respond.at),
    });
  return id;
};

describe("responseSummary", () => {
  it("gives the median office minutes, responded and waiting for leads received that month", () => {
    // June 2026 (BST): UK office hours are 07:00 to 17:00 UTC.
    lead("2026-06-01T08:00:00Z", { at: "2026-06-01T08:30:00Z" }); // 30
    lead("2026-06-05T15:00:00Z", { at: "2026-06-08T08:00:00Z" }); // Fri 2 h + Mon 1 h = 180
    lead("2026-06-10T20:00:00Z", { at: "2026-06-11T07:45:00Z" }); // 45
    const waiting = lead("2026-06-29T16:00:00Z"); // Mon 17:00 BST; now is Tue 09:00 BST: 120
    lead("2026-06-15T09:00:00Z", { status: "spam", at: "2026-06-15T09:05:00Z" });
    lead("2026-05-31T22:59:59Z", { at: "2026-06-01T07:10:00Z" }); // still May in the UK
    lead("2026-06-30T23:00:00Z"); // 1 July in the UK
    const summary = responseSummary(db, {
      month: "2026-06",
      hours,
      now: Date.parse("2026-06-30T08:00:00Z"),
    });
    expect(summary).toMatchObject({
      month: "2026-06",
      medianOfficeMinutes: 45,
      responded: 3,
      waiting: 1,
    });
    expect(summary.leads.map((entry) => [entry.officeMinutes, entry.waiting])).toEqual([
      [30, false],
      [180, false],
      [45, false],
      [120, true],
    ]);
    expect(summary.leads[3]).toMatchObject({ id: waiting, reference: "MC-00004", status: "new" });
  });

  it("counts a lead marked not a fit after a response, and takes the month on UK clocks", () => {
    const id = lead("2026-05-31T23:30:00Z", { at: "2026-06-01T08:10:00Z" }); // June in the UK
    changeStatus(db, { leadId: id, status: "not-a-fit", user });
    const june = responseSummary(db, { month: "2026-06", hours });
    expect(june).toMatchObject({ responded: 1, waiting: 0, medianOfficeMinutes: 70 });
    expect(responseSummary(db, { month: "2026-05", hours }).leads).toEqual([]);
  });

  it("has no median for a month without responses", () => {
    expect(responseSummary(db, { month: "2026-12", hours })).toEqual({
      month: "2026-12",
      medianOfficeMinutes: null,
      responded: 0,
      waiting: 0,
      leads: [],
    });
  });

  it("refuses a month it cannot read", () => {
    for (const month of ["2026-13", "2026-6", "June", ""])
      expect(() => responseSummary(db, { month, hours })).toThrow(LeadError);
  });
});
