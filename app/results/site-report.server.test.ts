import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { weekdayHours } from "../../tests/support/office-hours";
import {
  databaseWithOwner,
  insertLeadWithOutcome,
  type LeadOutcome,
} from "../../tests/support/test-leads";
import { periodChoices, periodOf, weeksEndingWith } from "./report-period";
import { firstCountedDay, otherTagsInWords, siteReport } from "./site-report.server";

// Office hours of the fixture, not the owner's content: the owner may change theirs.
const hours = weekdayHours("08:00", "17:00");
const options = { hours, promisedMinutes: 120, now: Date.parse("2026-11-25T12:00:00Z") };
const today = "2026-11-25";

let db: Db;
beforeEach(() => {
  db = databaseWithOwner().db;
});
afterEach(() => db.close());

function counted(
  day: string,
  page: string,
  views: number,
  visits = 0,
  from: {
    source?: string;
    medium?: string;
    campaign?: string;
    device?: string;
    calls?: number;
    chats?: number;
  } = {},
) {
  db.prepare(
    `INSERT INTO page_views (day, page, source, medium, campaign, device, views, visits, calls, chats)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    day,
    page,
    from.source ?? "",
    from.medium ?? "",
    from.campaign ?? "",
    from.device ?? "phone",
    views,
    visits,
    from.calls ?? 0,
    from.chats ?? 0,
  );
}

const lead = (receivedAt: string, outcome: LeadOutcome = {}) =>
  insertLeadWithOutcome(db, receivedAt, outcome);

const november = () => siteReport(db, periodOf("2026-11", today) ?? fail(), options);
const fail = () => {
  throw new Error("no period");
};

describe("siteReport", () => {
  it("adds up visits, views, pages and phones for the month, and nothing outside it", () => {
    counted("2026-11-02", "/", 30, 20, { source: "google", medium: "search" });
    counted("2026-11-02", "/", 5, 5, { source: "direct", medium: "direct", device: "computer" });
    counted("2026-11-03", "/services/roofing", 12);
    counted("2026-11-03", "/faqs", 3, 2, { source: "van", medium: "print" });
    counted("2026-10-31", "/faqs", 100, 100, { source: "google", medium: "search" });
    counted("2026-12-01", "/faqs", 100, 100, { source: "google", medium: "search" });
    const report = november();
    expect(report).toMatchObject({ visits: 27, views: 50, devices: { phone: 45, computer: 5 } });
    expect(report.pages.map(({ page, views }) => [page, views])).toEqual([
      ["/", 35],
      ["/services/roofing", 12],
      ["/faqs", 3],
    ]);
    expect(report.sources.map((row) => [row.source, row.visits])).toEqual([
      ["Google search", 20],
      ["Typed in, a bookmark or an app (direct)", 5],
      ["Printed tag “van”", 2],
    ]);
  });

  it("ties requests, won jobs and their value to sources, the owner's word first", () => {
    counted("2026-11-02", "/", 40, 40, { source: "google", medium: "search" });
    lead("2026-11-02T10:00:00Z", {
      source: ["google", "search", ""],
      status: "won",
      pence: 1_250_000,
    });
    lead("2026-11-03T10:00:00Z", { source: ["google", "search", ""], status: "quoted" });
    lead("2026-11-04T10:00:00Z", {
      source: ["google", "search", ""],
      byOwner: "Saw the van",
      status: "won",
      pence: 300_000,
    });
    lead("2026-11-05T10:00:00Z", { status: "won" });
    lead("2026-11-05T11:00:00Z", { source: ["google", "search", ""], status: "spam" });
    lead("2026-10-31T10:00:00Z", { source: ["google", "search", ""], status: "won", pence: 9 });
    const report = november();
    expect(report).toMatchObject({ requests: 4, won: 3, wonValuePence: 1_550_000 });
    expect(report.sources).toEqual([
      expect.objectContaining({ source: "Google search", visits: 40, requests: 2, won: 1 }),
      expect.objectContaining({ source: "Saw the van", visits: 0, requests: 1, won: 1 }),
      expect.objectContaining({ source: "Unknown", requests: 1, won: 1, wonValuePence: 0 }),
    ]);
  });

  it("measures replies in office time against the promise, and counts who waited too long", () => {
    // Monday 2 November: 30 min, then 3 h of office time; Friday 20th at 16:30, answered
    // Monday 23rd at 08:30: 1 h of office time. One still waiting since the 24th.
    lead("2026-11-02T09:00:00Z", { firstResponseAt: "2026-11-02T09:30:00Z" });
    lead("2026-11-02T09:00:00Z", { firstResponseAt: "2026-11-02T12:00:00Z" });
    lead("2026-11-20T16:30:00Z", { firstResponseAt: "2026-11-23T08:30:00Z" });
    lead("2026-11-24T09:00:00Z");
    lead("2026-11-24T09:00:00Z", { status: "not-a-fit" });
    expect(november().replies).toEqual({
      promisedMinutes: 120,
      medianMinutes: 60,
      answered: 3,
      late: 1,
      waitingLate: 1,
      escalated: 0,
      answeredAfter: 0,
    });
  });

  it("counts the calls and WhatsApp chats started from the site, per source and page", () => {
    counted("2026-11-02", "/services/roofing", 10, 4, { source: "van", medium: "print", calls: 2 });
    counted("2026-11-03", "/contact", 0, 0, { source: "van", medium: "print", chats: 1 });
    // A tap whose visit's source the browser did not say (the page's script had not run).
    counted("2026-11-03", "/contact", 0, 0, { calls: 1 });
    counted("2026-10-30", "/contact", 0, 0, { source: "van", medium: "print", calls: 9 });
    const report = november();
    expect(report.contacts).toEqual({ calls: 3, chats: 1 });
    expect(
      report.sources.map(({ source, visits, calls, chats }) => [source, visits, calls, chats]),
    ).toEqual([
      ["Printed tag “van”", 4, 2, 1],
      ["Unknown", 0, 1, 0],
    ]);
    expect(report.pages).toEqual([
      { page: "/services/roofing", views: 10, calls: 2, chats: 0 },
      { page: "/contact", views: 0, calls: 1, chats: 1 },
    ]);
  });

  it("names the row of made-up tags past a day's share, apart from the owner's own", () => {
    counted("2026-11-02", "/", 40, 40, { source: "", medium: "other", calls: 1 });
    counted("2026-11-03", "/faqs", 5, 5, { source: "", medium: "other" });
    // A campaign someone tagged "other" is still a campaign.
    counted("2026-11-03", "/", 2, 2, { source: "other", medium: "other" });
    expect(november().sources.map(({ source, visits, calls }) => [source, visits, calls])).toEqual([
      [otherTagsInWords, 45, 1],
      ["Campaign “other” (other)", 2, 0],
    ]);
  });

  it("counts the requests that waited long enough to escalate, and those answered after it", () => {
    const escalate = (id: number) =>
      db
        .prepare(
          "INSERT INTO lead_escalations (lead_id, step, escalated_at) VALUES (?, 'owner', ?)",
        )
        .run(id, "2026-11-02T10:00:00Z");
    escalate(lead("2026-11-02T09:00:00Z", { firstResponseAt: "2026-11-02T10:30:00Z" }));
    escalate(lead("2026-11-02T09:00:00Z"));
    lead("2026-11-02T09:00:00Z", { firstResponseAt: "2026-11-02T09:10:00Z" });
    expect(november().replies).toMatchObject({ escalated: 2, answeredAfter: 1 });
  });

  it("draws 52 weeks up to today, Monday to Sunday, from the daily counts", () => {
    counted("2026-11-23", "/", 1, 1, { source: "direct", medium: "direct" });
    counted("2026-11-22", "/", 2, 2, { source: "direct", medium: "direct" });
    counted("2026-11-16", "/", 4, 4, { source: "direct", medium: "direct" });
    counted("2025-12-01", "/", 8, 8, { source: "direct", medium: "direct" });
    const { weeks } = siteReport(db, periodOf("2026", today) ?? fail(), options);
    expect(weeks).toHaveLength(52);
    expect(weeks.at(-1)).toEqual({ monday: "2026-11-23", visits: 1 });
    expect(weeks.at(-2)).toEqual({ monday: "2026-11-16", visits: 6 });
    expect(weeks[0]).toEqual({ monday: "2025-12-01", visits: 8 });
  });

  it("reads months folded into totals, so an old year still adds up", () => {
    db.prepare(
      `INSERT INTO page_views_monthly (month, page, source, medium, campaign, device, views, visits)
       VALUES ('2025-03', '/', 'bing', 'search', '', 'computer', 70, 60)`,
    ).run();
    const report = siteReport(db, periodOf("2025", today) ?? fail(), options);
    expect(report).toMatchObject({ visits: 60, views: 70 });
    expect(report.sources[0]?.source).toBe("Bing search");
    expect(firstCountedDay(db)).toBe("2025-03-01");
  });
});

describe("report periods", () => {
  it("takes a month or a year up to today's, and nothing else", () => {
    expect(periodOf("2026-11", today)).toMatchObject({
      label: "November 2026",
      firstDay: "2026-11-01",
      lastDay: "2026-11-30",
    });
    expect(periodOf("2024", today)).toMatchObject({
      firstDay: "2024-01-01",
      lastDay: "2024-12-31",
    });
    for (const bad of ["2026-12", "2027", "2026-13", "26-11", "1999", "<b>", "2026-11-01"])
      expect(periodOf(bad, today)).toBeNull();
  });

  it("offers the months and years since counting began, newest first", () => {
    const { months, years } = periodChoices(today, "2025-10-14");
    expect(months.map((month) => month.key)).toEqual([
      "2026-11",
      "2026-10",
      "2026-09",
      "2026-08",
      "2026-07",
      "2026-06",
      "2026-05",
      "2026-04",
      "2026-03",
      "2026-02",
      "2026-01",
      "2025-12",
      "2025-11",
      "2025-10",
    ]);
    expect(years.map((year) => year.key)).toEqual(["2026", "2025"]);
    expect(periodChoices(today, null).months.map((month) => month.key)).toEqual(["2026-11"]);
  });

  it("ends the chart's weeks on a Monday, across the clock change", () => {
    const weeks = weeksEndingWith("2026-03-31");
    expect(weeks.at(-1)).toBe("2026-03-30");
    expect(weeks.at(-2)).toBe("2026-03-23");
  });
});
