import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "~/db/database.server";
import type { OutgoingMessage } from "~/mail/message.server";
import { readSiteContent } from "~/site/read-site-content.server";
import { officeHours, weekdayHours } from "../../tests/support/office-hours";
import {
  databaseWithOwner,
  insertLeadWithOutcome,
  insertUser,
  type LeadOutcome,
} from "../../tests/support/test-leads";
import {
  queueMonthlySummaries,
  type SummarySettings,
  startMonthlySummaries,
} from "./monthly-summary.server";

// The fixture's firm, office hours and promise, not the owner's content, which will change.
const { company } = readSiteContent(path.resolve("tests/fixtures/content")).content;
const settings: SummarySettings = {
  hours: weekdayHours("08:00", "17:00"),
  promisedMinutes: 120,
  mail: {
    company,
    from: { name: "Fixture Builders website", address: "site@example.com" },
    siteUrl: "https://builder.example",
  },
};
/** Monday 2 November 2026, 09:00 in the UK (GMT): the second day of the month. */
const secondOfNovember = Date.parse("2026-11-02T09:00:00Z");

let db: Db;
let owner: { id: number; email: string };
beforeEach(() => {
  ({ db, user: owner } = databaseWithOwner());
});
afterEach(() => {
  db.close();
  vi.useRealTimers();
});

function counted(day: string, visits: number, source: string, medium: string) {
  db.prepare(
    `INSERT INTO page_views (day, page, source, medium, campaign, device, views, visits)
     VALUES (?, '/', ?, ?, '', 'phone', ?, ?)`,
  ).run(day, source, medium, visits * 2, visits);
}

const lead = (receivedAt: string, outcome: LeadOutcome = {}) =>
  insertLeadWithOutcome(db, receivedAt, outcome);

/** October 2026 as a small firm's site might have it: 240 visits, 5 requests, 2 won. */
function october() {
  counted("2026-10-05", 180, "google", "search");
  counted("2026-10-06", 40, "direct", "direct");
  counted("2026-10-20", 20, "van", "print");
  counted("2026-09-30", 999, "google", "search");
  const leads = {
    // Monday 5 October, 09:00 BST, answered 45 minutes later, won.
    wonQuickly: lead("2026-10-05T08:00:00Z", {
      source: ["google", "search"],
      status: "won",
      pence: 1_250_000,
      firstResponseAt: "2026-10-05T08:45:00Z",
    }),
    // Tuesday 6 October, 10:00 BST, answered at 16:00: 6 hours of office time.
    answeredLate: lead("2026-10-06T09:00:00Z", {
      source: ["google", "search"],
      status: "quoted",
      firstResponseAt: "2026-10-06T15:00:00Z",
    }),
    wonByVan: lead("2026-10-20T10:00:00Z", {
      byOwner: "Saw the van",
      status: "won",
      pence: 300_050,
      firstResponseAt: "2026-10-20T10:30:00Z",
    }),
    // Wednesday 28 October, 10:00 GMT, nobody has answered: 26 office hours by 2 November 09:00.
    stillWaiting: lead("2026-10-28T10:00:00Z", { source: ["van", "print"] }),
    spam: lead("2026-10-12T10:00:00Z", { source: ["google", "search"], status: "spam" }),
    notAFit: lead("2026-10-13T10:00:00Z", { status: "not-a-fit" }),
  };
  lead("2026-11-01T10:00:00Z", { source: ["google", "search"], status: "won", pence: 99 });
  return leads;
}

const summaries = () =>
  (
    db
      .prepare(
        "SELECT message FROM outbox WHERE kind = 'monthly-summary' AND quote_request_id IS NULL ORDER BY id",
      )
      .pluck()
      .all() as string[]
  ).map((message) => JSON.parse(message) as OutgoingMessage);
const recipients = () => summaries().flatMap((email) => [email.to].flat().map((to) => to.address));

describe("queueing the monthly summary", () => {
  it("queues one email per owner per month, however often it runs, and none to staff or an owner who opted out", () => {
    october();
    const second = insertUser(db, "sam@example.com");
    const staff = insertUser(db, "office@example.com");
    db.prepare("UPDATE users SET role = 'staff' WHERE id = ?").run(staff.id);
    const optedOut = insertUser(db, "pat@example.com");
    db.prepare("UPDATE users SET monthly_summary = 0 WHERE id = ?").run(optedOut.id);

    expect(queueMonthlySummaries(db, settings, secondOfNovember)).toBe(2);
    expect(queueMonthlySummaries(db, settings, secondOfNovember + 60 * 60_000)).toBe(0);
    expect(queueMonthlySummaries(db, settings, Date.parse("2026-11-06T12:00:00Z"))).toBe(0);
    expect(recipients()).toEqual([owner.email, second.email]);
    expect(
      db.prepare("SELECT month, user_id FROM monthly_summaries ORDER BY user_id").all(),
    ).toEqual([
      { month: "2026-10", user_id: owner.id },
      { month: "2026-10", user_id: second.id },
    ]);
  });

  it("waits for 08:00 UK time on the 1st, in summer time too, and gives up after the 7th", () => {
    counted("2026-05-10", 12, "google", "search");
    counted("2026-10-10", 12, "google", "search");
    expect(queueMonthlySummaries(db, settings, Date.parse("2026-06-01T06:59:00Z"))).toBe(0);
    expect(queueMonthlySummaries(db, settings, Date.parse("2026-06-01T07:00:00Z"))).toBe(1);
    expect(queueMonthlySummaries(db, settings, Date.parse("2026-11-01T07:59:00Z"))).toBe(0);
    expect(queueMonthlySummaries(db, settings, Date.parse("2026-11-08T08:00:00Z"))).toBe(0);
    expect(queueMonthlySummaries(db, settings, Date.parse("2026-11-07T23:59:00Z"))).toBe(1);
    expect(summaries().map((email) => email.subject)).toEqual([
      "How the website did in May 2026",
      "How the website did in October 2026",
    ]);
  });

  it("sends nothing for a month with no visits and no requests", () => {
    lead("2026-11-01T10:00:00Z");
    expect(queueMonthlySummaries(db, settings, secondOfNovember)).toBe(0);
    lead("2026-10-30T10:00:00Z");
    expect(queueMonthlySummaries(db, settings, secondOfNovember)).toBe(1);
  });
});

describe("the summary email", () => {
  it("gives last month's figures, the best source and each lead that waited too long, linked", () => {
    const leads = october();
    queueMonthlySummaries(db, settings, secondOfNovember);
    const [email] = summaries();
    if (!email) throw new Error("no email queued");
    expect(email.subject).toBe("How the website did in October 2026");
    expect(email.from.address).toBe("site@example.com");
    const lines = email.text.split("\n");
    for (const line of [
      "Visits: 240",
      "Quote requests: 5 (2.1% of visits sent one)",
      "Jobs won: 2 (worth £15,500.50)",
      "Best source: Google search (2 requests, 1 won, £12,500)",
      "Typical first reply: 45 min (in office hours; you promise 2 h)",
      "Waited longer than you promise (2):",
      `- MC-${String(leads.answeredLate).padStart(5, "0")}, received Tue 6 Oct: answered after 6 h`,
      `  https://builder.example/owner/leads/${leads.answeredLate}`,
      `- MC-${String(leads.stillWaiting).padStart(5, "0")}, received Wed 28 Oct: still waiting (26 h so far)`,
      `  https://builder.example/owner/leads/${leads.stillWaiting}`,
      "https://builder.example/owner/results?period=2026-10",
      "https://builder.example/owner/account",
    ])
      expect(lines).toContain(line);
    expect(email.text).toContain(
      "To stop it, untick “Email me a summary of last month on the 1st” on your Account page",
    );
    expect(email.text).not.toContain(`/owner/leads/${leads.spam}`);
    expect(email.text).not.toContain(`/owner/leads/${leads.notAFit}`);

    expect(email.html).toContain(
      `<a href="https://builder.example/owner/leads/${leads.stillWaiting}"`,
    );
    expect(email.html).toContain('href="https://builder.example/owner/results?period=2026-10"');
    expect(email.html).toContain('href="https://builder.example/owner/account"');
    expect(email.html).toContain("£15,500.50");
    expect(email.html).not.toMatch(/<img|<script|url\(/i);
  });

  it("names the best known source, not the requests whose source is unknown", () => {
    counted("2026-10-05", 30, "google", "search");
    for (const hour of ["08", "09", "10"])
      lead(`2026-10-05T${hour}:00:00Z`, { status: "won", pence: 900_000 });
    lead("2026-10-06T08:00:00Z", { source: ["van", "print"] });
    queueMonthlySummaries(db, settings, secondOfNovember);
    expect(summaries()[0]?.text).toContain("Best source: Printed tag “van” (1 request, 0 won)");
  });

  it("says so when every request was answered in time, and leaves out a best source without requests", () => {
    counted("2026-10-05", 30, "google", "search");
    queueMonthlySummaries(db, settings, secondOfNovember);
    expect(summaries()[0]?.text).not.toContain("Best source");
    lead("2026-10-05T08:00:00Z", { firstResponseAt: "2026-10-05T08:20:00Z" });
    // The month's summary again, as if never queued: its record and its email gone.
    db.prepare("DELETE FROM monthly_summaries").run();
    db.prepare("DELETE FROM outbox").run();
    queueMonthlySummaries(db, settings, secondOfNovember);
    expect(summaries()[0]?.text).toContain(
      "Every quote request was answered within the time you promise.",
    );
  });

  it("counts late replies on the owner's hours: Saturday mornings, and a bank holiday shut or not", () => {
    // Office 08:00 to 17:00 (BST), a reply promised within 2 hours. Friday 22 May 2026 at 16:00,
    // answered on Tuesday at 09:00 after the spring bank holiday: 2 hours when shut on it.
    const overTheBankHoliday = lead("2026-05-22T15:00:00Z", {
      status: "contacted",
      firstResponseAt: "2026-05-26T08:00:00Z",
    });
    // Friday 29 May at 16:30, answered on Saturday at 11:00: 2 h 30 min at a firm open on
    // Saturday mornings, 30 minutes at one closed on Saturdays.
    const overSaturday = lead("2026-05-29T15:30:00Z", {
      status: "contacted",
      firstResponseAt: "2026-05-30T10:00:00Z",
    });
    const reference = (id: number) => `MC-${String(id).padStart(5, "0")}`;
    const firstOfJune = Date.parse("2026-06-01T08:00:00Z");
    const lateIn = (hours: SummarySettings["hours"]) => {
      db.prepare("DELETE FROM outbox").run();
      db.prepare("DELETE FROM monthly_summaries").run();
      queueMonthlySummaries(db, { ...settings, hours }, firstOfJune);
      return (summaries()[0]?.text ?? "").split("\n").filter((line) => line.startsWith("- MC-"));
    };
    expect(lateIn(weekdayHours("08:00", "17:00", { bankHolidays: "closed" }))).toEqual([]);
    expect(lateIn(weekdayHours("08:00", "17:00", { bankHolidays: "open" }))).toEqual([
      `- ${reference(overTheBankHoliday)}, received Fri 22 May: answered after 11 h`,
    ]);
    // Open on Saturday mornings: both Saturdays count (23 May's four hours too).
    const saturdays = officeHours({
      ...weekdayHours("08:00", "17:00").week,
      Sa: { opens: "09:00", closes: "13:00" },
    });
    expect(lateIn(saturdays)).toEqual([
      `- ${reference(overTheBankHoliday)}, received Fri 22 May: answered after 6 h`,
      `- ${reference(overSaturday)}, received Fri 29 May: answered after 2 h 30 min`,
    ]);
  });

  it("shows a hostile source as text: markup from a referrer, a tag or the owner is escaped", () => {
    for (const [index, hostile] of [
      { byOwner: "<script>alert('owner')</script>" },
      { source: ['"><img src=x onerror=alert(1)>', "referral"] as [string, string] },
      { source: ['=HYPERLINK("http://evil.example")<b>', "campaign"] as [string, string] },
    ].entries()) {
      db.prepare("DELETE FROM outbox").run();
      db.prepare("DELETE FROM quote_requests").run();
      db.prepare("DELETE FROM monthly_summaries").run();
      lead("2026-10-05T08:00:00Z", { ...hostile, status: "won", pence: 500_000 });
      queueMonthlySummaries(db, settings, secondOfNovember);
      const email = summaries()[0];
      expect(email?.text, String(index)).toMatch(/Best source: .*(script|img|HYPERLINK)/);
      expect(email?.html, String(index)).toMatch(/&lt;(script|img|b)/);
      expect(email?.html, String(index)).not.toMatch(/<script|<img|<b>/);
    }
  });
});

describe("the monthly summary's timer", () => {
  it("runs a minute after start and then hourly, tells the outbox, and logs a failure without throwing", () => {
    vi.useFakeTimers();
    counted("2026-10-05", 30, "google", "search");
    const logger = { info: vi.fn(), error: vi.fn() };
    const queued = vi.fn();
    let broken = true;
    const timer = startMonthlySummaries(db, {
      settings: () => {
        if (broken) throw new Error("content unreadable");
        return settings;
      },
      logger,
      queued,
      now: () => secondOfNovember,
    });
    vi.advanceTimersByTime(59_000);
    expect(logger.error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(logger.error).toHaveBeenCalledTimes(1);
    broken = false;
    vi.advanceTimersByTime(60 * 60_000);
    expect(queued).toHaveBeenCalledTimes(1);
    expect(recipients()).toEqual([owner.email]);
    vi.advanceTimersByTime(60 * 60_000);
    expect(queued).toHaveBeenCalledTimes(1);
    timer.stop();
    db.prepare("DELETE FROM monthly_summaries").run();
    vi.advanceTimersByTime(2 * 60 * 60_000);
    expect(recipients()).toEqual([owner.email]);
  });
});
