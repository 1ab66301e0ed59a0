import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { databaseWithOwner, insertLeadWithOutcome } from "../../tests/support/test-leads";
import { insertVisit } from "../../tests/support/test-visits";
import { periodOf } from "./report-period";
import { siteReport } from "./site-report.server";
import { siteReportToCsv } from "./site-report-csv.server";

// The fixture's own office (not the owner's content), and a clock the test holds still.
const options = {
  hours: weekdayHours("08:00", "17:00"),
  promisedMinutes: 120,
  now: Date.parse("2026-11-25T12:00:00Z"),
};
const google: [string, string] = ["google", "search"];

let db: Db;
beforeEach(() => {
  db = databaseWithOwner().db;
});
afterEach(() => db.close());

const november = () => {
  const period = periodOf("2026-11", "2026-11-25");
  if (!period) throw new Error("no period");
  return siteReport(db, period, options);
};

/** November's requests (GMT: UK time is UTC) with their visits, and some that do not count. */
function requestsWithVisits() {
  // Monday 09:00, booked online half an hour later: 30 office minutes.
  const monday = insertLeadWithOutcome(db, "2026-11-02T09:00:00.000Z", { source: google });
  insertVisit(db, monday, { bookedAt: "2026-11-02T09:30:00.000Z" });
  // Saturday 10:00, out of office hours, booked online 45 minutes later, then moved by the
  // owner on Monday: the first booking counts, 45 minutes as the clock runs (in office time,
  // none at all: it read "0 min").
  const saturday = insertLeadWithOutcome(db, "2026-11-07T10:00:00.000Z", { source: google });
  insertVisit(db, saturday, {
    bookedAt: "2026-11-07T10:45:00.000Z",
    cancelledAt: "2026-11-09T08:00:00.000Z",
    cancelledBy: "owner",
  });
  insertVisit(db, saturday, { bookedBy: "owner", bookedAt: "2026-11-09T08:00:00.000Z" });
  // A neighbour's word: booked by the owner after a call, 4 office hours on.
  const tuesday = insertLeadWithOutcome(db, "2026-11-03T10:00:00.000Z", {
    source: google,
    byOwner: "A neighbour",
  });
  insertVisit(db, tuesday, { bookedBy: "owner", bookedAt: "2026-11-03T14:00:00.000Z" });
  insertLeadWithOutcome(db, "2026-11-04T10:00:00.000Z", { source: google });
  // Not November's requests, or spam: not counted.
  const october = insertLeadWithOutcome(db, "2026-10-30T10:00:00.000Z", { source: google });
  insertVisit(db, october, { bookedAt: "2026-11-02T09:00:00.000Z" });
  const spam = insertLeadWithOutcome(db, "2026-11-05T10:00:00.000Z", { status: "spam" });
  insertVisit(db, spam, { bookedAt: "2026-11-05T10:05:00.000Z" });
}

describe("survey visits in Results", () => {
  it("counts the requests booked online and the median time to a first booked visit, weekends too", () => {
    requestsWithVisits();
    const report = november();
    expect(report.requests).toBe(4);
    expect(report.surveyVisits).toEqual({
      booked: 3,
      bookedOnline: 2,
      medianMinutesToVisit: 45,
    });
    expect(
      report.sources.map(({ source, requests, bookedOnline, medianMinutesToVisit }) => ({
        source,
        requests,
        bookedOnline,
        medianMinutesToVisit,
      })),
    ).toEqual([
      { source: "Google search", requests: 3, bookedOnline: 2, medianMinutesToVisit: 37.5 },
      { source: "A neighbour", requests: 1, bookedOnline: 0, medianMinutesToVisit: 240 },
    ]);
  });

  it("says none when no request of the period has a visit", () => {
    insertLeadWithOutcome(db, "2026-11-02T09:00:00.000Z", { source: google });
    const report = november();
    expect(report.surveyVisits).toEqual({ booked: 0, bookedOnline: 0, medianMinutesToVisit: null });
    expect(report.sources[0]).toMatchObject({ bookedOnline: 0, medianMinutesToVisit: null });
  });

  it("puts them in the Results CSV, in total and by source", () => {
    requestsWithVisits();
    const lines = siteReportToCsv(november()).slice(1).split("\r\n");
    expect(lines[0]).toMatch(/,Visits booked online,Typical time to a booked visit \(minutes\),/);
    // The columns after the visits' are the written quotes', then the jobs' 11: none here.
    expect(lines[1]).toMatch(/^Total,November 2026,.*,2,45,0,0,(,[^,]*){11}$/);
    expect(lines).toContainEqual(
      expect.stringMatching(/^Source,Google search,.*,2,37.5,0,0,,{11}$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^Source,A neighbour,.*,0,240,0,0,,{11}$/));
    const weeks = lines.filter((line) => line.startsWith("Week from,"));
    expect(weeks.length).toBeGreaterThan(0);
    expect(weeks.every((line) => line.endsWith(",,"))).toBe(true);
  });
});
