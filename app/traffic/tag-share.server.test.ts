import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { applyMigrations, listMigrations } from "~/db/migrations.server";
import { leadVisitSources } from "~/leads/lead-figures.server";
import { PageViewCounter } from "./page-views.server";
import { newTagRowsPerDay, tagRowsPerDay } from "./tag-share.server";
import type { VisitSource } from "./visit-source";

const person =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const pages = ["/", "/faqs", "/contact"];
const site = { isPage: (page: string) => pages.includes(page), siteHost: "marram.example" };
const yesterday = Date.parse("2026-11-24T12:00:00Z");
const today = Date.parse("2026-11-25T12:00:00Z");
const tomorrow = Date.parse("2026-11-26T12:00:00Z");

let db: Db;
beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

const counterAt = (now: number) =>
  new PageViewCounter(
    db,
    { warn() {} },
    { ...site, tagsOfLeads: () => leadVisitSources(db) },
    30_000,
    () => now,
  );
const visit = (counter: PageViewCounter, day: number, page: string, source: VisitSource) =>
  counter.count({
    page,
    day: new Date(day).toISOString().slice(0, 10),
    device: "phone",
    visit: source,
  });
const campaign = (name: string): VisitSource => ({ source: name, medium: "email", campaign: "" });
const printed = (code: string): VisitSource => ({ source: code, medium: "print", campaign: "" });
const linkFrom = (host: string): VisitSource => ({
  source: host,
  medium: "referral",
  campaign: "",
});
const made = (index: number) => `x${index.toString(36)}q${(index * 7919).toString(36)}`;

function rowsOf(day: string) {
  return db
    .prepare(
      `SELECT page, source, medium, campaign, SUM(views) AS views, SUM(visits) AS visits,
         SUM(calls) AS calls
       FROM page_views WHERE day = ? GROUP BY page, source, medium, campaign`,
    )
    .all(day) as (VisitSource & { page: string; views: number; visits: number; calls: number })[];
}
const totals = (rows: ReturnType<typeof rowsOf>) => ({
  views: rows.reduce((sum, row) => sum + row.views, 0),
  visits: rows.reduce((sum, row) => sum + row.visits, 0),
  calls: rows.reduce((sum, row) => sum + row.calls, 0),
});
const isOther = (row: VisitSource) => row.source === "" && row.medium === "other";

describe("the day's share of new tags", () => {
  it("keeps the owner's tags apart and counts made-up ones past the share under other, every visit counted", () => {
    // Yesterday: the owner's newsletter, van code and a link on a trade directory.
    const before = counterAt(yesterday);
    visit(before, yesterday, "/", campaign("newsletter"));
    visit(before, yesterday, "/", printed("van"));
    visit(before, yesterday, "/", linkFrom("checkatrade.com"));
    before.flush();

    const counter = counterAt(today);
    const real: [string, VisitSource][] = [
      ["/", { source: "google", medium: "search", campaign: "" }],
      ["/faqs", { source: "facebook", medium: "social", campaign: "" }],
      ["/", { source: "direct", medium: "direct", campaign: "" }],
      ["/contact", campaign("newsletter")],
      ["/faqs", printed("van")],
      ["/contact", linkFrom("checkatrade.com")],
    ];
    for (const [page, source] of real)
      for (let time = 0; time < 3; time++) visit(counter, today, page, source);
    // A flood: 300 made-up tags of each kind, spread over the pages.
    for (let index = 0; index < 300; index++) {
      const page = pages[index % pages.length] as string;
      visit(counter, today, page, campaign(made(index)));
      visit(counter, today, page, printed(made(index)));
      visit(counter, today, page, linkFrom(`${made(index)}.example.net`));
    }
    counter.flush();

    const rows = rowsOf("2026-11-25");
    // Every visit is counted: 18 real ones and 900 made up.
    expect(totals(rows)).toEqual({ views: 918, visits: 918, calls: 0 });
    for (const [page, source] of real)
      expect(rows).toContainEqual({ page, ...source, views: 3, visits: 3, calls: 0 });
    const madeUp = (medium: string) =>
      rows.filter((row) => row.medium === medium && row.source.startsWith("x"));
    for (const medium of ["email", "print", "referral"])
      expect(madeUp(medium), medium).toHaveLength(newTagRowsPerDay);
    // The rest: one row per page, and nothing else.
    const others = rows.filter(isOther);
    expect(others.map((row) => row.page).sort()).toEqual([...pages].sort());
    expect(totals(others)).toEqual({ views: 750, visits: 750, calls: 0 });
    expect(rows).toHaveLength(real.length + 3 * newTagRowsPerDay + pages.length);
  });

  it("counts taps reported with made-up arrivals the same way", () => {
    const counter = counterAt(today);
    for (let index = 0; index < 300; index++) {
      const landing = `/?utm_source=${made(index)}&utm_campaign=${made(index + 1)}`;
      const referrer = `https://${made(index)}.example.org/`;
      counter.tapped({ kind: "call", page: "/faqs", landing, referrer }, person, today);
      counter.tapped({ kind: "call", page: "/", landing: "/", referrer }, person, today);
    }
    counter.flush();
    const rows = rowsOf("2026-11-25");
    expect(totals(rows)).toEqual({ views: 0, visits: 0, calls: 600 });
    expect(rows.filter((row) => row.medium === "campaign")).toHaveLength(newTagRowsPerDay);
    expect(rows.filter((row) => row.medium === "referral")).toHaveLength(newTagRowsPerDay);
    expect(rows.filter(isOther)).toEqual([
      { page: "/", source: "", medium: "other", campaign: "", views: 0, visits: 0, calls: 250 },
      { page: "/faqs", source: "", medium: "other", campaign: "", views: 0, visits: 0, calls: 250 },
    ]);
  });

  it("is the day's, across a restart: spent today, a new counter folds new tags too; tomorrow they are the owner's", () => {
    const first = counterAt(today);
    for (let index = 0; index < newTagRowsPerDay; index++)
      visit(first, today, "/", campaign(made(index)));
    first.flush();
    // The server restarts: the share is read from the database, not from memory.
    const again = counterAt(today);
    visit(again, today, "/", campaign("spring-offer"));
    visit(again, today, "/faqs", campaign(made(0)));
    again.flush();
    expect(rowsOf("2026-11-25").filter(isOther)).toEqual([
      { page: "/", source: "", medium: "other", campaign: "", views: 1, visits: 1, calls: 0 },
      { page: "/faqs", source: "", medium: "other", campaign: "", views: 1, visits: 1, calls: 0 },
    ]);

    const next = counterAt(tomorrow);
    visit(next, tomorrow, "/faqs", campaign(made(0)));
    visit(next, tomorrow, "/", campaign("spring-offer"));
    next.flush();
    expect(rowsOf("2026-11-26")).toEqual([
      { page: "/", ...campaign("spring-offer"), views: 1, visits: 1, calls: 0 },
      { page: "/faqs", ...campaign(made(0)), views: 1, visits: 1, calls: 0 },
    ]);
  });

  it("keeps the row of a tag a quote request came from, even with the share spent", () => {
    const counter = counterAt(today);
    for (let index = 0; index <= newTagRowsPerDay; index++)
      visit(counter, today, "/", printed(made(index)));
    counter.flush();
    db.prepare(
      `INSERT INTO quote_requests (dedupe_key, received_at, first_name, last_name, email, phone,
         project_type, message, ip_hash, visit_source, visit_medium, visit_campaign, landing_page)
       VALUES ('k', ?, 'Ann', 'Lee', 'ann@example.org', '01253 000000', 'roofing', 'A leak.', 'x',
         'parish-magazine', 'print', '', '/')`,
    ).run(new Date(today).toISOString());
    visit(counter, today, "/faqs", printed("parish-magazine"));
    visit(counter, today, "/faqs", printed("made-up"));
    counter.flush();
    const rows = rowsOf("2026-11-25").filter((row) => row.page === "/faqs");
    expect(rows).toEqual([
      { page: "/faqs", source: "", medium: "other", campaign: "", views: 1, visits: 1, calls: 0 },
      { page: "/faqs", ...printed("parish-magazine"), views: 1, visits: 1, calls: 0 },
    ]);
  });

  it("makes at most the day's ceiling of rows for tags, the owner's first", () => {
    const seen = db.prepare(
      "INSERT INTO visit_tags (source, medium, campaign, first_day) VALUES (?, 'email', '', '2026-11-01')",
    );
    const owners = Array.from({ length: tagRowsPerDay / 2 + 10 }, (_, index) => `list-${index}`);
    for (const name of owners) seen.run(name);
    const counter = counterAt(today);
    for (let index = 0; index < 40; index++)
      visit(counter, today, "/contact", campaign(made(index)));
    for (const name of owners) {
      visit(counter, today, "/", campaign(name));
      visit(counter, today, "/faqs", campaign(name));
    }
    counter.flush();
    const rows = rowsOf("2026-11-25");
    expect(rows.filter((row) => !isOther(row))).toHaveLength(tagRowsPerDay);
    // The 40 new ones lost to the owner's, seen before; 20 of the owner's went over the ceiling.
    expect(rows.filter((row) => row.page === "/contact" && !isOther(row))).toEqual([]);
    expect(totals(rows.filter(isOther))).toMatchObject({ views: 60, visits: 60 });
    expect(totals(rows).views).toBe(40 + 2 * owners.length);
  });
});

describe("tags counted before the share began", () => {
  it("are the owner's from their first day (migration 022)", () => {
    const old = new Database(":memory:");
    applyMigrations(
      old,
      listMigrations().filter((migration) => migration.version < 22),
    );
    const add = old.prepare(
      `INSERT INTO page_views (day, page, source, medium, campaign, device, views, visits)
       VALUES (?, '/', ?, ?, ?, 'phone', 1, 1)`,
    );
    add.run("2026-10-03", "van", "print", "");
    add.run("2026-11-20", "van", "print", "");
    add.run("2026-11-20", "", "", "");
    old
      .prepare(
        `INSERT INTO page_views_monthly (month, page, source, medium, campaign, device, views, visits)
         VALUES ('2025-09', '/', 'facebook', 'paid-social', 'spring', 'phone', 9, 9)`,
      )
      .run();
    applyMigrations(old);
    expect(old.prepare("SELECT * FROM visit_tags ORDER BY source").all()).toEqual([
      { source: "facebook", medium: "paid-social", campaign: "spring", first_day: "2025-09-01" },
      { source: "van", medium: "print", campaign: "", first_day: "2026-10-03" },
    ]);
    old.close();
  });
});
