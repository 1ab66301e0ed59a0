import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { e2eDataDir, storeLead } from "../support/owner-fixtures";
import { content } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner, unique } from "./owner-pages";

/**
 * The written quote on phones: the owner writes one from a template and sends it; the customer
 * opens the link, asks a question and accepts; the owner records the deposit.
 */

test.skip(
  ({ isMobile }) => !isMobile,
  "quotes are written and accepted on phones: one run is enough",
);

function database() {
  const db = new Database(path.join(e2eDataDir(), "site.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/** A template of the test's own, as the owner would have saved one from an earlier quote. */
function saveTemplate(name: string) {
  const db = database();
  try {
    const line = (description: string, pence: number) => ({
      description,
      quantityHundredths: 100,
      unit: "",
      unitPricePence: pence,
      vatRate: "none",
    });
    db.prepare(
      "INSERT INTO quote_templates (name, content, saved_at, saved_by) VALUES (?, ?, ?, 'test')",
    ).run(
      name,
      JSON.stringify({
        title: "Garden wall rebuild",
        lines: [
          line("Take down the old wall and clear away", 45_000),
          line("New footing and brickwork", 180_000),
          line("Coping stones", 32_000),
        ],
        included: "All materials and waste.",
        excluded: "Planting.",
        startWindow: "Within three weeks",
        validDays: 30,
        deposit: { kind: "share", percent: 10 },
        stages: [],
        customerIsBusiness: false,
        newBuilding: false,
      }),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

/** The customer's link, from the email the outbox holds for the lead's latest quote. */
function customerLink(leadId: number): string {
  const db = database();
  try {
    const message = db
      .prepare(
        "SELECT message FROM outbox WHERE quote_request_id = ? AND kind LIKE 'quote-sent-%' ORDER BY id DESC",
      )
      .pluck()
      .get(leadId) as string;
    const link = /\/quote\/[A-Za-z0-9_-]{43}/.exec(JSON.parse(message).text)?.[0];
    if (!link) throw new Error("no quote link in the email");
    return link;
  } finally {
    db.close();
  }
}

function newLead(lastName: string) {
  return storeLead({
    firstName: "Nadia",
    lastName,
    email: "nadia@example.org",
    phone: "07700 900456",
    projectType: "landscaping",
    message: "The garden wall is leaning and needs rebuilding.",
  });
}

/** Counts the screens the owner sees: the one on now, then each page the main frame lands on. */
function countScreens(page: Page) {
  let screens = 1;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) screens++;
  });
  return () => screens;
}

async function sendFromTemplate(owner: Page, leadId: number, template: string) {
  await owner.goto(`/owner/leads/${leadId}`);
  const screens = countScreens(owner);
  await owner.getByRole("link", { name: "Write a quote" }).click();
  await owner.getByRole("link", { name: template }).click();
  await expect(owner.getByLabel("Description").first()).toHaveValue(
    "Take down the old wall and clear away",
  );
  await owner.getByLabel("Address of the work").fill("4 Marine Road, Fleetwood, FY7 6AB");
  await owner.screenshot({ path: test.info().outputPath("owner-quote-editor.png") });
  await expectNoViolations(owner, "the quote editor");
  await owner.getByRole("button", { name: "Preview the quote" }).click();
  await expect(owner.getByRole("heading", { name: "Check and send" })).toBeVisible();
  await expect(owner.getByText("Total to pay")).toBeVisible();
  await owner.screenshot({ path: test.info().outputPath("owner-quote-preview.png") });
  await expectNoViolations(owner, "the quote's preview");
  await owner.getByRole("button", { name: /^Send to/ }).click();
  await expect(owner.getByRole("status")).toContainText("Quote sent");
  return screens();
}

test("owner writes and sends → customer asks, accepts → owner records the deposit", async ({
  page,
  browser,
}) => {
  const template = unique("Garden wall");
  saveTemplate(template);
  const lead = newLead(unique("Shah"));
  await newOwner(page);
  await page.goto("/owner/quote-settings");
  await page.getByLabel("Name on the account").fill("Marram Construction Ltd");
  await page.getByLabel("Sort code").fill("12-34-56");
  await page.getByLabel("Account number").fill("12345678");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved.")).toBeVisible();
  await expectNoViolations(page, "the quote settings");

  const screens = await sendFromTemplate(page, lead.id, template);
  test.info().annotations.push({ type: "screens", description: String(screens) });
  expect(screens, "screens from the lead to the quote sent").toBeLessThanOrEqual(6);
  const section = page.getByRole("region", { name: "Quote" });
  await expect(section).toContainText("Sent, not opened yet");

  // The customer, on their own phone. The page ships no JavaScript: every step is plain HTML.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  const link = customerLink(lead.id);
  const opened = await customer.goto(link);
  expect(opened?.headers()["cache-control"]).toContain("no-store");
  await expect(customer.locator("script[src], script[type=module]")).toHaveCount(0);
  await expect(customer.getByRole("heading", { name: "Garden wall rebuild" })).toBeVisible();
  await expect(customer.getByText("Sort code")).toHaveCount(0);
  await customer.screenshot({ path: test.info().outputPath("customer-quote.png") });
  await customer.getByRole("heading", { name: "Accept this quote" }).scrollIntoViewIfNeeded();
  await customer.screenshot({ path: test.info().outputPath("customer-quote-accept.png") });
  await expectNoViolations(customer, "the quote");
  await customer.getByLabel("Your question").fill("Can you <b>match</b> the old bricks?");
  await customer.getByRole("button", { name: "Send the question" }).click();
  await expect(customer.getByRole("status")).toContainText("Your question has reached us");

  await customer.getByLabel("Your full name").fill("Nadia Shah");
  await customer.getByRole("button", { name: /^Accept this quote/ }).click();
  await expect(customer.getByRole("status").first()).toContainText("you have accepted this quote");
  await expect(customer.getByText("Accepted online by Nadia Shah")).toBeVisible();
  await expect(customer.getByText("We start after the 14-day cancellation period.")).toBeVisible();
  await expect(customer.getByText("12345678")).toBeVisible();
  await expect(customer.getByRole("button", { name: "Cancel this contract" })).toBeVisible();
  await expectNoViolations(customer, "the accepted quote");
  await customer.getByRole("heading", { name: "Paying the deposit" }).scrollIntoViewIfNeeded();
  await customer.screenshot({ path: test.info().outputPath("customer-quote-accepted.png") });

  // The owner sees the question and the acceptance, and records the deposit.
  await page.reload();
  await expect(section).toContainText("Accepted");
  await expect(section).toContainText("Question: Can you <b>match</b> the old bricks?");
  await expect(page.getByText("Won · £2,570").first()).toBeVisible();
  await section.screenshot({ path: test.info().outputPath("owner-lead-quote.png") });
  await expectNoViolations(page, "the lead with its accepted quote");
  await section.getByRole("link", { name: "Record the deposit received" }).click();
  await expectNoViolations(page, "the deposit's page");
  // 10% of £2,570, with VAT at 20% on top where the firm is registered.
  const deposit = content.company.vatNumber ? "308.40" : "257.00";
  await expect(page.getByLabel("Amount received (£)")).toHaveValue(deposit);
  await page.getByRole("button", { name: "Record and send the receipt" }).click();
  await expect(page.getByRole("status")).toContainText("Deposit recorded");
  await customer.reload();
  await expect(customer.getByText(/We received your deposit on/)).toBeVisible();
  await expect(customer.getByText("12345678")).toHaveCount(0);
  await context.close();
});

test("a customer who asks to start within the 14 days, then cancels; a post from another site", async ({
  page,
  browser,
}) => {
  const template = unique("Garden wall");
  saveTemplate(template);
  const lead = newLead(unique("Okafor"));
  await newOwner(page);
  await sendFromTemplate(page, lead.id, template);
  const customer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const link = customerLink(lead.id);
  await customer.goto(link);
  const forged = await customer.request.post(link, {
    form: { intent: "accept", shown: "x", name: "Someone Else" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(forged.status()).toBe(403);
  await customer.getByLabel(/Start sooner/).check();
  await customer.getByLabel("Your full name").fill("Ade Okafor");
  await customer.getByRole("button", { name: /^Accept this quote/ }).click();
  await expect(
    customer.getByText("You asked us to start within the 14-day cancellation period."),
  ).toBeVisible();
  // Changing their mind inside the 14 days: one box and one button, no reason asked.
  await customer.getByLabel("I want to cancel this contract.").check();
  await customer.getByRole("button", { name: "Cancel this contract" }).click();
  await expect(customer.getByRole("status").first()).toContainText("Your contract is cancelled");
  await expect(customer.getByRole("button", { name: "Cancel this contract" })).toHaveCount(0);
  await expectNoViolations(customer, "the cancelled contract");
  await customer.close();
});
