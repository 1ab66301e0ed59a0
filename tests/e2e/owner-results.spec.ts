import path from "node:path";
import Database from "better-sqlite3";
import { formatDay, localDate, weekStart } from "../../app/lib/uk-time";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner, unique } from "./owner-pages";

/**
 * Visits counted today from a printed tag of this test's own, written where the server's
 * counter writes them (the counter itself is tested in server/page-views.test.ts).
 */
function countVisits(tag: string, visits: number) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "site.db"), { timeout: 5000 });
  try {
    db.prepare(
      `INSERT INTO page_views (day, page, source, medium, campaign, device, views, visits)
       VALUES (?, '/faqs', ?, 'print', '', 'phone', ?, ?)`,
    ).run(localDate(Date.now()), tag, visits, visits);
  } finally {
    db.close();
  }
}

test.skip(({ isMobile }) => !isMobile, "the owner looks at the figures on a phone");

test("the owner sees how the site is doing on a phone, picks the year and downloads it", async ({
  page,
}) => {
  const tag = unique("leaflet").toLowerCase();
  countVisits(tag, 37);
  await newOwner(page);
  await page
    .getByRole("navigation", { name: "Owner area" })
    .getByRole("link", { name: "Results" })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "How the site is doing" }),
  ).toBeVisible();

  const source = page.getByRole("listitem").filter({ hasText: `Printed tag “${tag}”` });
  await expect(source).toContainText("37 visits · 0 requests");
  await expect(page.getByRole("img", { name: /^Visits per week\. Highest: / })).toBeVisible();

  // The chart's numbers, opened from the keyboard.
  await page.getByText("The numbers, week by week").focus();
  await page.keyboard.press("Enter");
  const thisWeek = weekStart(localDate(Date.now()));
  const row = page
    .getByRole("table", { name: "Visits per week" })
    .getByRole("row")
    .filter({ hasText: formatDay(thisWeek) });
  await expect(row).toBeVisible();
  await expectNoViolations(page, "How the site is doing");

  const year = localDate(Date.now()).slice(0, 4);
  await page.getByLabel("Month or year").selectOption(year);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`/owner/results\\?period=${year}$`));
  await expect(page.getByRole("heading", { level: 2, name: year })).toBeVisible();
  await expect(source).toContainText("37 visits");

  const csvLink = page.getByRole("link", { name: "Download CSV" });
  const csv = await (await page.request.get((await csvLink.getAttribute("href")) ?? "")).text();
  expect(csv).toContain(`Source,Printed tag “${tag}”,37,,0,0,0.00,`);
});
