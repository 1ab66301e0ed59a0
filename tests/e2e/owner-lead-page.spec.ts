import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDataDir, storeLead, type TestLead } from "../support/owner-fixtures";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner, unique } from "./owner-pages";

/** A lead as the quote form stores it, then `visit` (columns of its row) set as a visit would. */
function leadWith(sent: Partial<TestLead>, visit: Record<string, string>) {
  const lead = storeLead({
    firstName: "Lena",
    lastName: unique("Marsh"),
    email: "lena@example.org",
    phone: "07700 900789",
    projectType: "extension",
    message: "A garden room, about 3 by 4 metres.",
    ...sent,
  });
  const db = new Database(path.join(e2eDataDir(), "site.db"));
  try {
    const columns = Object.keys(visit).map((column) => `${column} = @${column}`);
    db.prepare(`UPDATE quote_requests SET ${columns.join(", ")} WHERE id = @id`).run({
      ...visit,
      id: lead.id,
    });
  } finally {
    db.close();
  }
  return lead;
}

test("where a lead found the site: its first page by name, and what the customer said", async ({
  page,
}) => {
  await newOwner(page);
  const lead = leadWith({}, { visit_source: "google", visit_medium: "search", landing_page: "/" });
  await page.goto(`/owner/leads/${lead.id}`);
  const found = page.getByRole("region", { name: "Where they found you" });
  await expect(found).toContainText("Google search, arriving on the home page");
  await found.getByLabel("Where they say they found you").fill("  saw the van ");
  await found.getByRole("button", { name: "Save" }).click();
  await expect(found.getByText("Saved.")).toBeVisible();
  await expect(found.getByText("saw the van", { exact: true })).toBeVisible();
  await expect(found.getByLabel("Where they say they found you")).toHaveValue("saw the van");
});

test("the lead's survey visit: when, where, access, who booked it, and the one it moved from", async ({
  page,
}, testInfo) => {
  await newOwner(page);
  const lead = storeLead({
    firstName: "Lena",
    lastName: unique("Marsh"),
    email: "lena@example.org",
    phone: "07700 900789",
    projectType: "extension",
    message: "A garden room, about 3 by 4 metres.",
  });
  const db = new Database(path.join(e2eDataDir(), "site.db"));
  try {
    const visit = db.prepare(
      `INSERT INTO survey_visits (quote_request_id, starts_at, ends_at, postcode, address_line,
         access_notes, booked_by, booked_at, cancelled_at, cancelled_by)
       VALUES (@id, @start, @end, 'FY8 1AB', '12 Clifton Street', @notes, @by, @at, @cancelled, @cancelledBy)`,
    );
    // Booked online for Tuesday 3 March, then moved by the owner to Wednesday (GMT: UK time).
    visit.run({
      id: lead.id,
      start: "2026-03-03T14:00:00.000Z",
      end: "2026-03-03T14:45:00.000Z",
      notes: "",
      by: "customer",
      at: "2026-03-01T20:10:00.000Z",
      cancelled: "2026-03-02T09:05:00.000Z",
      cancelledBy: "owner",
    });
    visit.run({
      id: lead.id,
      start: "2026-03-04T10:00:00.000Z",
      end: "2026-03-04T10:45:00.000Z",
      notes: "Side gate; the dog is friendly",
      by: "owner",
      at: "2026-03-02T09:05:00.000Z",
      cancelled: null,
      cancelledBy: null,
    });
  } finally {
    db.close();
  }
  await page.goto(`/owner/leads/${lead.id}`);
  const section = page.getByRole("region", { name: "Survey visit" });
  await expect(section.getByRole("definition")).toHaveText([
    "Wed 4 Mar, 10:00–10:45",
    "12 Clifton Street, FY8 1AB",
    "Side gate; the dog is friendly",
  ]);
  await expect(section.getByText("Booked by the owner, Mon 2 Mar, 09:05")).toBeVisible();
  await expect(section.getByRole("listitem")).toHaveText(
    "Tue 3 Mar, 14:00–14:45 at 12 Clifton Street, FY8 1AB · Moved by the owner, Mon 2 Mar, 09:05",
  );
  await expectNoViolations(page, "a lead with a survey visit");
  const shot = testInfo.outputPath("lead-survey-visit.png");
  await section.screenshot({ path: shot });
  await testInfo.attach("the lead's survey visit", { path: shot, contentType: "image/png" });
});

test.describe("a search the inbox's form could not send", () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("is refused beside the box, what was typed kept, and every lead shown", async ({ page }) => {
    await newOwner(page);
    const typed = `Lytham ${"x".repeat(200)}`;
    const response = await page.goto(`/owner?q=${encodeURIComponent(typed)}`);
    expect(response?.status()).toBe(400);
    const search = page.getByLabel("Search");
    await expect(search).toHaveValue(typed);
    await expect(search).toHaveAttribute("aria-invalid", "true");
    await expect(search).toHaveAccessibleDescription(/at most 200 characters/);
    await expect(page.getByText(/^\d+ leads?$/)).toBeVisible();
    await expectNoViolations(page, "the inbox with a refused search");
  });
});

/**
 * What a visitor types is theirs to make as long as they like: a link pasted whole, a word with
 * no space in it. On a small phone (360 px) the owner's pages wrap it, never scroll sideways.
 */
test.describe("long words on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test.skip(({ isMobile }) => !isMobile, "one phone's width is the test");

  /** A 40-character word no other test has, and a 60-character link. */
  const word = unique("Llanfairpwll").replace(/\W/g, "").padEnd(40, "x").slice(0, 40);
  const link = `https://example.org/${"a".repeat(40)}`;

  async function expectNoSidewaysScroll(page: Page, where: string) {
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth);
  }

  test("wrap on the lead's page and in the inbox", async ({ page }) => {
    await newOwner(page);
    const lead = leadWith(
      { firstName: word, lastName: link, message: `See ${link} and ${word}, thanks.` },
      {
        email: `${word}@${link.slice(8)}.example`,
        visit_source: `${link} ${word}`,
        visit_medium: "referral",
        landing_page: `/${word}`,
        source_by_owner: link,
      },
    );
    await page.goto(`/owner/leads/${lead.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(word);
    await expect(page.getByRole("region", { name: "Where they found you" })).toContainText(
      `A link on ${link} ${word}, arriving on /${word}`,
    );
    await page.getByLabel("New note").fill(`Rang ${word} about ${link}`);
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    await page.getByText("Delete this lead").click();
    await expectNoSidewaysScroll(page, "the lead's page");

    await page.goto(`/owner?q=${encodeURIComponent(word)}`);
    await expect(page.getByText("1 lead found")).toBeVisible();
    await expectNoSidewaysScroll(page, "the inbox");
  });
});
