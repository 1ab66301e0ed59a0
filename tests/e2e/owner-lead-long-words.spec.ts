import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDataDir, storeLead } from "../support/owner-fixtures";
import { expect, test } from "./fixtures";
import { newOwner, unique } from "./owner-pages";

/**
 * What a visitor types is theirs to make as long as they like: a link pasted whole, a word with
 * no space in it. On a small phone (360 px) the owner's pages wrap it, never scroll sideways.
 */
test.use({ viewport: { width: 360, height: 780 } });
test.skip(({ isMobile }) => !isMobile, "one phone's width is the test");

/** A 40-character word no other test has, and a 60-character link. */
const word = unique("Llanfairpwll").replace(/\W/g, "").padEnd(40, "x").slice(0, 40);
const link = `https://example.org/${"a".repeat(40)}/${word.slice(0, 15)}`.slice(0, 60);

function longLead() {
  const lead = storeLead({
    firstName: word,
    lastName: link,
    email: "long@example.org",
    phone: "07700 900789",
    projectType: "extension",
    message: `See ${link} and ${word}, thanks.`,
  });
  const db = new Database(path.join(e2eDataDir(), "site.db"));
  try {
    db.prepare(
      `UPDATE quote_requests SET email = ?, visit_source = ?, visit_medium = 'referral',
         landing_page = ?, source_by_owner = ? WHERE id = ?`,
    ).run(`${word}@${link.slice(8)}.example`, `${link} ${word}`, `/${word}`, link, lead.id);
  } finally {
    db.close();
  }
  return lead;
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, where).toBeLessThanOrEqual(clientWidth);
}

test("a lead of long words and links fits a 360 px phone, on its page and in the inbox", async ({
  page,
}) => {
  await newOwner(page);
  const lead = longLead();
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
