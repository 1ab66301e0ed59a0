import { beforeAll, describe, expect, it } from "vitest";
import { localDate } from "../app/lib/uk-time";
import { ownerAreaServer } from "../tests/support/owner-area-server";
import { signIn } from "../tests/support/owner-session";

/**
 * "How the site is doing" against the real server: hostile referrers and tags, as anyone can
 * send them in a request, are shown as text and kept text in the CSV; the page is the owner's.
 */
const area = ownerAreaServer();
const { get } = area;
const today = localDate(Date.now());
const month = today.slice(0, 7);
const hostileSource = "<img src=x onerror=alert(1)>.example";
const formulaTag = '=HYPERLINK("http://evil.example","Click")';

beforeAll(() => {
  const db = area.app.services.db;
  const count = db.prepare(
    `INSERT INTO page_views (day, page, source, medium, campaign, device, views, visits)
     VALUES (?, ?, ?, ?, ?, 'phone', ?, ?)`,
  );
  count.run(today, "/", hostileSource, "referral", "", 7, 7);
  count.run(today, "/faqs", formulaTag, "campaign", "<b>spring</b>", 3, 3);
  count.run(today, "/faqs", "", "", "", 11, 0);
  db.prepare("UPDATE quote_requests SET source_by_owner = ? WHERE id = ?").run(
    "@SUM(1+1) <script>alert(2)</script>",
    area.photoLeadId,
  );
});

describe("How the site is doing", () => {
  it("shows this month's visits, pages and sources, hostile ones as plain text", async () => {
    const response = await get("/owner/results", area.ownerCookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("How the site is doing");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(2)");
    expect(html).not.toContain("<b>spring</b>");
    expect(html).toContain("A link on &lt;img src=x onerror=alert(1)&gt;.example");
    expect(html).toContain("&lt;b&gt;spring&lt;/b&gt;");
    expect(html).toContain("@SUM(1+1) &lt;script&gt;alert(2)&lt;/script&gt;");
    // 10 visits and 21 page views were counted above.
    expect(html).toMatch(/Visits<\/dt><dd[^>]*>10</);
    expect(html).toMatch(/Pages viewed<\/dt><dd[^>]*>21</);
  });

  it("gives the same figures as a spreadsheet whose cells are never formulas", async () => {
    const response = await get(`/owner/results.csv?period=${month}`, area.ownerCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`website-${month}.csv`);
    const csv = await response.text();
    // A tag is quoted inside words; the owner's own words lead their cell, so get the apostrophe.
    expect(csv).toContain(
      `"Campaign “=HYPERLINK(""http://evil.example"",""Click"")”, <b>spring</b>`,
    );
    expect(csv).toContain("Source,'@SUM(1+1) <script>alert(2)</script>,0,,1,");
    expect(csv).toContain("Page,/faqs,,14,");
    for (const line of csv.split("\r\n"))
      expect(line.split(",")[1] ?? "", line).not.toMatch(/^[=+\-@]/);
  });

  it("answers a period it does not offer with 400 and a message beside the picker", async () => {
    for (const period of ["2099", "2026-13", "<script>", "1999-01"]) {
      const response = await get(
        `/owner/results?period=${encodeURIComponent(period)}`,
        area.ownerCookie,
      );
      expect(response.status, period).toBe(400);
      const html = await response.text();
      expect(html).toContain('id="period-error"');
      expect(html).toContain("Choose a month or a year from the list.");
      expect(html).not.toContain("<script>\n");
      const csv = await get(
        `/owner/results.csv?period=${encodeURIComponent(period)}`,
        area.ownerCookie,
      );
      expect(csv.status, period).toBe(400);
    }
  });

  it("is the owner's alone: staff get 403, nobody signed in is sent to sign in", async () => {
    const staff = await signIn(area.app.url, "staff@example.com");
    for (const page of ["/owner/results", "/owner/results.data", "/owner/results.csv"]) {
      expect((await get(page, staff)).status, page).toBe(403);
      expect((await get(page)).status, page).not.toBe(200);
    }
    const staffMenu = await (await get("/owner", staff)).text();
    expect(staffMenu).not.toContain('href="/owner/results"');
  });
});
