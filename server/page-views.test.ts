import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/** Page views counted by the real server: people, not crawlers; kept over a restart; never at a page's cost. */
const person =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const googlebot =
  "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.stop().catch(() => {});
  for (const app of apps) removeDir(app.dataDir);
});

/** The whole answer read, as a browser would: it has gone out by then. */
async function get(app: TestApp, page: string, headers: Record<string, string>) {
  const response = await fetch(app.url + page, { headers });
  await response.arrayBuffer();
  return response;
}
const counted = (app: TestApp) =>
  app.services.db
    .prepare(
      "SELECT page, source, medium, device, SUM(views) AS views, SUM(visits) AS visits FROM page_views GROUP BY page, source, medium, device ORDER BY page, source",
    )
    .all();

describe("page views", () => {
  it("counts people's pages and visits, not a crawler's, and keeps them over a restart", async () => {
    const app = await startTestApp();
    apps.push(app);
    expect(
      (await get(app, "/", { "User-Agent": person, Referer: "https://www.google.co.uk/" })).status,
    ).toBe(200);
    expect(
      (await get(app, "/faqs.data", { "User-Agent": person, Referer: `${app.url}/` })).status,
    ).toBe(200);
    expect((await get(app, "/faqs?src=van", { "User-Agent": person })).status).toBe(200);
    expect((await get(app, "/", { "User-Agent": googlebot })).status).toBe(200);
    expect((await get(app, "/no-such-page", { "User-Agent": person })).status).toBe(404);
    await app.stop();
    const again = await startTestApp({}, { dataDir: app.dataDir });
    apps.push(again);
    expect(counted(again)).toEqual([
      { page: "/", source: "google", medium: "search", device: "phone", views: 1, visits: 1 },
      { page: "/faqs", source: "", medium: "", device: "phone", views: 1, visits: 0 },
      { page: "/faqs", source: "van", medium: "print", device: "phone", views: 1, visits: 1 },
    ]);
  });

  it("a database locked by a backup costs that round's counts, never a page", async () => {
    const app = apps.at(-1) as TestApp;
    const backup = new Database(path.join(app.dataDir, "site.db"));
    backup.exec("BEGIN EXCLUSIVE");
    try {
      for (const page of ["/", "/faqs", "/contact"])
        expect((await get(app, page, { "User-Agent": person })).status).toBe(200);
      expect(app.services.pageViews.flush()).toBe(0);
    } finally {
      backup.exec("ROLLBACK");
      backup.close();
    }
    expect((await get(app, "/faqs", { "User-Agent": person })).status).toBe(200);
    expect(app.services.pageViews.flush()).toBe(1);
  });
});

describe("taps on Call and WhatsApp", () => {
  const ping = (app: TestApp, query: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/contact-tap?${query}`, {
      method: "POST",
      headers: { "User-Agent": person, "Content-Type": "text/ping", ...headers },
      body: "PING",
    });

  it("counts a browser's report per page and the visit's source; refuses what is not one", async () => {
    const app = apps.at(-1) as TestApp;
    app.services.pageViews.flush();
    app.services.db.exec("DELETE FROM page_views");
    const landing = encodeURIComponent("/?utm_source=flyer");
    expect((await ping(app, `kind=call&page=/faqs&landing=${landing}&referrer=`)).status).toBe(204);
    expect((await ping(app, "kind=whatsapp&page=/faqs")).status).toBe(204);
    // Not a ping: a form or a script on another site cannot send text/ping without asking first.
    const form = await ping(app, "kind=call&page=/faqs", {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    expect((await ping(app, "kind=fax&page=/faqs")).status).toBe(400);
    expect((await ping(app, "kind=call&page=/owner")).status).toBe(400);
    expect((await fetch(`${app.url}/contact-tap?kind=call&page=/faqs`)).status).toBe(404);
    app.services.pageViews.flush();
    expect(
      app.services.db
        .prepare("SELECT page, source, calls, chats FROM page_views ORDER BY source")
        .all(),
    ).toEqual([
      { page: "/faqs", source: "", calls: 0, chats: 1 },
      { page: "/faqs", source: "flyer", calls: 1, chats: 0 },
    ]);
  });
});

describe("a flood of made-up tags, sites, codes, taps and addresses", () => {
  it("adds no more rows than the day's share and the pages' other rows, and counts every page", async () => {
    const app = await startTestApp();
    apps.push(app);
    const made = (index: number) =>
      `${index.toString(36)}z${Math.random().toString(36).slice(2, 8)}`;
    const pages = ["/", "/faqs", "/contact"];
    for (let index = 0; index < 80; index++) {
      const page = pages[index % pages.length] as string;
      const answers = await Promise.all([
        get(app, `${page}?utm_source=${made(index)}&utm_campaign=${made(index)}`, {
          "User-Agent": person,
        }),
        get(app, `${page}?src=${made(index)}`, { "User-Agent": person }),
        get(app, page, { "User-Agent": person, Referer: `https://${made(index)}.example.net/` }),
        get(app, `/${made(index)}?utm_source=${made(index)}`, { "User-Agent": person }),
        fetch(
          `${app.url}/contact-tap?${new URLSearchParams({ kind: "call", page, landing: `/?utm_source=${made(index)}` })}`,
          {
            method: "POST",
            headers: { "User-Agent": person, "Content-Type": "text/ping" },
            body: "PING",
          },
        ),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 204]);
    }
    app.services.pageViews.flush();
    const written = app.services.db
      .prepare(
        `SELECT COUNT(*) AS rows, SUM(views) AS views, SUM(visits) AS visits, SUM(calls) AS calls,
           COUNT(DISTINCT page) AS pages FROM page_views`,
      )
      .get();
    // Three kinds' shares of 50 rows, and one other row for each page.
    expect(written).toEqual({
      rows: 3 * 50 + pages.length,
      views: 240,
      visits: 240,
      calls: 80,
      pages: 3,
    });
  });
});
