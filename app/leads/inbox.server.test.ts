import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpeningHours } from "~/company/opening-hours";
import { liveContent, withContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { officeHours, weekdayHours } from "../../tests/support/office-hours";
import { databaseWithOwner, insertLead } from "../../tests/support/test-leads";
import { loadInbox } from "./inbox.server";

let db: Db;
beforeEach(() => {
  ({ db } = databaseWithOwner());
});
afterEach(() => db.close());

/** The inbox as it is loaded with the published opening hours being `openingHours`. */
function inboxWith(openingHours: OpeningHours, now: number) {
  const live = liveContent();
  const company = { ...live.content.company, openingHours };
  return withContent({ ...live, content: { ...live.content, company } }, () =>
    loadInbox(db, {}, now),
  );
}

describe("the inbox's waiting times", () => {
  it("count the hours the owner set: Saturday mornings at a firm open then, nothing at one closed", () => {
    // Friday 6 November 2026 at 19:30; the inbox opened on Saturday at 11:00 (GMT).
    insertLead(db, { receivedAt: "2026-11-06T19:30:00.000Z" });
    const saturday = Date.parse("2026-11-07T11:00:00Z");
    const weekdays = weekdayHours("08:00", "18:00");
    const saturdays = officeHours({ ...weekdays.week, Sa: { opens: "09:00", closes: "13:00" } });
    expect(inboxWith(saturdays, saturday).leads[0]?.response).toEqual({
      minutes: 120,
      waiting: true,
    });
    expect(inboxWith(weekdays, saturday).leads[0]?.response).toEqual({ minutes: 0, waiting: true });
  });

  it("skip a bank holiday the office shuts on, and the days the owner closes", () => {
    // Friday 22 May 2026 at 19:30 BST; the inbox opened on Tuesday at 09:00, after the bank holiday.
    insertLead(db, { receivedAt: "2026-05-22T18:30:00.000Z" });
    const tuesday = Date.parse("2026-05-26T08:00:00Z");
    const waited = (hours: OpeningHours) => inboxWith(hours, tuesday).leads[0]?.response?.minutes;
    expect(waited(weekdayHours("08:00", "18:00", { bankHolidays: "closed" }))).toBe(60);
    expect(waited(weekdayHours("08:00", "18:00", { bankHolidays: "open" }))).toBe(660);
    const tuesdayOff = [{ from: "2026-05-26", to: "2026-05-26" }];
    expect(waited(weekdayHours("08:00", "18:00", { closedDays: tuesdayOff }))).toBe(0);
  });
});
