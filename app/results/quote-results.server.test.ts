import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "~/db/database.server";
import { weekdayHours } from "../../tests/support/office-hours";
import { databaseWithOwner, insertLeadWithOutcome } from "../../tests/support/test-leads";
import { periodOf } from "./report-period";
import { siteReport } from "./site-report.server";
import { siteReportToCsv } from "./site-report-csv.server";

// The fixture's own office and a clock the test holds still.
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

let numbers = 0;
/** A version of a written quote of the lead, sent (and accepted) when said. */
function quote(leadId: number, sentAt: string, acceptedAt: string | null = null) {
  db.prepare(
    `INSERT INTO written_quotes (quote_request_id, number, version, content, net_pence, gross_pence,
       written_at, written_by, sent_at, accepted_at)
     VALUES (?, ?, 1, '{}', 100000, 120000, ?, 'owner@example.com', ?, ?)`,
  ).run(leadId, ++numbers, sentAt, sentAt, acceptedAt);
}

const november = () => {
  const period = periodOf("2026-11", "2026-11-25");
  if (!period) throw new Error("no period");
  return siteReport(db, period, options);
};

describe("written quotes in Results", () => {
  it("counts the period's requests sent a quote, those accepted online and the median days to accept, by source", () => {
    const first = insertLeadWithOutcome(db, "2026-11-02T09:00:00.000Z", { source: google });
    quote(first, "2026-11-03T10:00:00.000Z", "2026-11-04T10:00:00.000Z");
    const second = insertLeadWithOutcome(db, "2026-11-03T09:00:00.000Z", { source: google });
    quote(second, "2026-11-04T10:00:00.000Z", "2026-11-07T10:00:00.000Z");
    const neighbour = insertLeadWithOutcome(db, "2026-11-05T09:00:00.000Z", {
      source: google,
      byOwner: "A neighbour",
    });
    quote(neighbour, "2026-11-06T10:00:00.000Z");
    // October's request, quoted in November: not November's.
    quote(
      insertLeadWithOutcome(db, "2026-10-30T09:00:00.000Z", { source: google }),
      "2026-11-02T10:00:00.000Z",
    );
    const report = november();
    expect(report.writtenQuotes).toEqual({
      quotesSent: 3,
      quotesAccepted: 2,
      medianDaysToAccept: 2,
    });
    expect(
      report.sources.map(({ source, quotesSent, quotesAccepted, medianDaysToAccept }) => ({
        source,
        quotesSent,
        quotesAccepted,
        medianDaysToAccept,
      })),
    ).toEqual([
      { source: "Google search", quotesSent: 2, quotesAccepted: 2, medianDaysToAccept: 2 },
      { source: "A neighbour", quotesSent: 1, quotesAccepted: 0, medianDaysToAccept: null },
    ]);
    const lines = siteReportToCsv(report).slice(1).split("\r\n");
    // Then the jobs' 11 columns, in the totals' row only (job-results.server.test.ts).
    expect(lines[0]).toMatch(
      /,Written quotes sent,Quotes accepted online,Typical days to accept,Jobs/,
    );
    expect(lines[1]).toMatch(/^Total,November 2026,.*,3,2,2(,[^,]*){11}$/);
    expect(lines).toContainEqual(expect.stringMatching(/^Source,A neighbour,.*,1,0,,{11}$/));
  });
});
