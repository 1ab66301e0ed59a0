import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { foldOldPageViews } from "./fold-page-views.server";
import { type PageView, PageViewCounter, pageViewOf, type ServedPage } from "./page-views.server";

const person =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const laptop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const pages = new Set(["/", "/faqs", "/services/roofing"]);
const options = { isPage: (page: string) => pages.has(page), siteHost: "marram.example" };
const served = (address: string, changes: Partial<ServedPage> = {}): ServedPage => ({
  method: "GET",
  url: new URL(address, "https://marram.example"),
  status: 200,
  headers: { "user-agent": person },
  ...changes,
});

describe("pageViewOf", () => {
  it("counts a person's page, with the visit's source when the page is loaded whole", () => {
    expect(
      pageViewOf(
        served("/services/roofing?utm_source=van", {
          headers: { "user-agent": person, referer: "https://www.google.com/" },
        }),
        { ...options, now: Date.parse("2026-07-01T23:30:00Z") },
      ),
    ).toEqual({
      page: "/services/roofing",
      // Half past midnight in the UK (BST).
      day: "2026-07-02",
      device: "phone",
      visit: { source: "van", medium: "campaign", campaign: "" },
    });
  });

  it("counts a move inside the site (the page's data) as a view, not a visit", () => {
    const view = pageViewOf(
      served("/faqs.data", {
        headers: { "user-agent": laptop, referer: "https://marram.example/" },
      }),
      options,
    );
    expect(view).toMatchObject({ page: "/faqs", device: "computer", visit: null });
    expect(pageViewOf(served("/_.data"), options)?.page).toBe("/");
  });

  it("leaves out crawlers, other methods, errors, files, prefetches and unknown addresses", () => {
    const none = [
      served("/", { headers: { "user-agent": googlebot } }),
      served("/", { headers: {} }),
      served("/", { method: "HEAD" }),
      served("/", { status: 404 }),
      served("/assets/app.js"),
      served("/owner"),
      served("/no-such-page"),
      served("/", { headers: { "user-agent": person, "sec-purpose": "prefetch" } }),
    ];
    for (const request of none) expect(pageViewOf(request, options)).toBeNull();
  });
});

describe("PageViewCounter", () => {
  let db: Db;
  const logged: string[] = [];
  const logger = { warn: (_: object, message: string) => void logged.push(message) };
  beforeEach(() => {
    logged.length = 0;
    db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), "page-views-")), "site.db"));
  });
  afterEach(() => db.close());

  const view = (visit: PageView["visit"]): PageView => ({
    page: "/faqs",
    day: "2026-11-25",
    device: "phone",
    visit,
  });
  const rows = () =>
    db.prepare("SELECT page, source, medium, views, visits FROM page_views ORDER BY source").all();

  it("adds up the counts in memory and writes them in one go", () => {
    const counter = new PageViewCounter(db, logger, {
      isPage: () => true,
      siteHost: "marram.example",
    });
    const google = { source: "google", medium: "search", campaign: "" };
    counter.count(view(google));
    counter.count(view(google));
    counter.count(view(null));
    expect(rows()).toEqual([]);
    expect(counter.flush()).toBe(2);
    counter.count(view(google));
    counter.flush();
    expect(rows()).toEqual([
      { page: "/faqs", source: "", medium: "", views: 1, visits: 0 },
      { page: "/faqs", source: "google", medium: "search", views: 3, visits: 3 },
    ]);
  });

  it("tallies answers as they go out and decides once per kind, leaving crawlers and prefetches out", () => {
    const counter = new PageViewCounter(db, logger, {
      isPage: (page) => pages.has(page),
      siteHost: "marram.example",
    });
    for (let time = 0; time < 3; time++)
      counter.served("/faqs", { "user-agent": person, referer: "https://www.bing.com/" });
    counter.served("/faqs.data", { "user-agent": person, referer: "https://marram.example/" });
    counter.served("/faqs", { "user-agent": googlebot });
    counter.served("/faqs", { "user-agent": person, "sec-purpose": "prefetch" });
    counter.served("/assets/app.js", { "user-agent": person });
    counter.flush(Date.parse("2026-11-25T12:00:00Z"));
    expect(rows()).toEqual([
      { page: "/faqs", source: "", medium: "", views: 1, visits: 0 },
      { page: "/faqs", source: "bing", medium: "search", views: 3, visits: 3 },
    ]);
  });

  it("counts a flood of made-up user agents as its tally fills, losing none, and cuts over-long ones", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    const counter = new PageViewCounter(
      db,
      logger,
      { isPage: (page) => pages.has(page), siteHost: "marram.example" },
      30_000,
      () => now,
    );
    const huge = `${person} ${"x".repeat(100_000)}`;
    counter.served("/faqs", {
      "user-agent": huge,
      referer: `https://www.bing.com/${"q".repeat(50_000)}`,
    });
    for (let agent = 0; agent < 12_000; agent++)
      counter.served("/faqs", { "user-agent": `${person} build/${agent}` });
    counter.served("/faqs", { "user-agent": `${person} build/0` });
    counter.flush();
    expect(rows()).toEqual([
      { page: "/faqs", source: "bing", medium: "search", views: 1, visits: 1 },
      { page: "/faqs", source: "direct", medium: "direct", views: 12_001, visits: 12_001 },
    ]);
  });

  it("holds at most 20,000 rows a round: past it, new tags share their page's other row", () => {
    const counter = new PageViewCounter(db, logger, { isPage: () => true, siteHost: "x.example" });
    for (let tag = 0; tag < 25_000; tag++)
      counter.count(view({ source: `made-up-${tag}`, medium: "email", campaign: "" }));
    // Past the cap, the owner's search engines and views inside a visit still get their rows.
    counter.count(view({ source: "google", medium: "search", campaign: "" }));
    counter.count(view(null));
    counter.flush();
    const written = db
      .prepare(
        `SELECT COUNT(*) AS rows, SUM(views) AS views, SUM(visits) AS visits,
           SUM(source = '' AND medium = 'other') AS others FROM page_views`,
      )
      .get();
    // 50 rows of made-up tags (the day's share), the "other" row, google's and the visit's.
    expect(written).toEqual({ rows: 53, views: 25_002, visits: 25_001, others: 1 });
  });

  it("drops a round's counts, without waiting, while a backup holds the database", () => {
    const counter = new PageViewCounter(db, logger, {
      isPage: () => true,
      siteHost: "marram.example",
    });
    const backup = new Database(db.name);
    backup.exec("BEGIN EXCLUSIVE");
    try {
      counter.count(view(null));
      expect(counter.flush()).toBe(0);
      expect(logged).toEqual([
        "page views: the database could not take this round's counts, so they were dropped",
      ]);
    } finally {
      backup.exec("ROLLBACK");
      backup.close();
    }
    // The lock the site's own writes wait for is as it was.
    expect(db.pragma("busy_timeout", { simple: true })).toBe(2000);
    counter.count(view(null));
    expect(counter.flush()).toBe(1);
    expect(rows()).toEqual([{ page: "/faqs", source: "", medium: "", views: 1, visits: 0 }]);
  });

  it("folds days older than 13 months into their month's totals", () => {
    const add = db.prepare(
      `INSERT INTO page_views (day, page, source, medium, campaign, device, views, visits, calls)
       VALUES (?, '/faqs', 'google', 'search', '', 'phone', ?, ?, 1)`,
    );
    add.run("2025-09-03", 4, 2);
    add.run("2025-09-20", 6, 1);
    add.run("2025-10-01", 5, 5);
    expect(foldOldPageViews(db, Date.parse("2026-11-25T12:00:00Z"))).toBe(2);
    expect(db.prepare("SELECT day FROM page_views").pluck().all()).toEqual(["2025-10-01"]);
    expect(db.prepare("SELECT month, views, visits, calls FROM page_views_monthly").all()).toEqual([
      { month: "2025-09", views: 10, visits: 3, calls: 2 },
    ]);
  });
});

describe("taps on Call and WhatsApp", () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(":memory:");
  });
  afterEach(() => db.close());
  const counter = () =>
    new PageViewCounter(
      db,
      { warn() {} },
      { isPage: (page) => pages.has(page), siteHost: "marram.example" },
    );
  const tap = (
    kind: string,
    page: string,
    landing: string | null = null,
    referrer: string | null = null,
  ) => ({
    kind,
    page,
    landing,
    referrer,
  });
  const taps = () =>
    db
      .prepare(
        "SELECT page, source, medium, device, views, visits, calls, chats FROM page_views ORDER BY page, source",
      )
      .all();

  it("counts each under its page and the visit's source, with no view or visit of its own", () => {
    const counting = counter();
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(counting.tapped(tap("call", "/faqs", "/?utm_source=van"), person, now)).toBe(true);
    expect(counting.tapped(tap("call", "/faqs", "/?utm_source=van"), person, now)).toBe(true);
    expect(
      counting.tapped(
        tap("whatsapp", "/services/roofing", "/services/roofing", "https://www.google.com/"),
        laptop,
        now,
      ),
    ).toBe(true);
    // No arrival (the script had not run): counted, its source unknown.
    expect(counting.tapped(tap("whatsapp", "/"), person, now)).toBe(true);
    counting.flush(now);
    expect(taps()).toEqual([
      {
        page: "/",
        source: "",
        medium: "",
        device: "phone",
        views: 0,
        visits: 0,
        calls: 0,
        chats: 1,
      },
      {
        page: "/faqs",
        source: "van",
        medium: "campaign",
        device: "phone",
        views: 0,
        visits: 0,
        calls: 2,
        chats: 0,
      },
      {
        page: "/services/roofing",
        source: "google",
        medium: "search",
        device: "computer",
        views: 0,
        visits: 0,
        calls: 0,
        chats: 1,
      },
    ]);
  });

  it("refuses what is not a tap on a page of the site, and leaves crawlers out", () => {
    const counting = counter();
    expect(counting.tapped(tap("email", "/faqs"), person)).toBe(false);
    expect(counting.tapped(tap("call", "/owner"), person)).toBe(false);
    expect(
      counting.tapped({ kind: "call", page: null, landing: null, referrer: null }, person),
    ).toBe(false);
    expect(counting.tapped(tap("call", "/faqs"), googlebot)).toBe(true);
    expect(counting.tapped(tap("call", "/faqs", "//evil.example/<script>"), person)).toBe(true);
    counting.flush();
    expect(taps()).toEqual([
      {
        page: "/faqs",
        source: "",
        medium: "",
        device: "phone",
        views: 0,
        visits: 0,
        calls: 1,
        chats: 0,
      },
    ]);
  });
});
