import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner, unique } from "./owner-pages";
import { customerLink, newLead, saveTemplate, sendFromTemplate } from "./written-quotes";

/**
 * The written quote on phones: the owner writes one from a template and sends it; the customer
 * opens the link, asks a question and accepts, which starts the job (its page: job.spec.ts).
 */

test.skip(
  ({ isMobile }) => !isMobile,
  "quotes are written and accepted on phones: one run is enough",
);

test("owner writes and sends → customer asks, accepts → the job starts", async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, eight pages, four through axe and a PDF: 20 to 50 s on this machine
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
  await expect(customer.getByRole("link", { name: "Open your job's page" })).toBeVisible();
  await expect(customer.getByRole("button", { name: "Cancel this contract" })).toBeVisible();
  await expectNoViolations(customer, "the accepted quote");
  await customer.getByRole("heading", { name: "Your job" }).scrollIntoViewIfNeeded();
  await customer.screenshot({ path: test.info().outputPath("customer-quote-accepted.png") });

  // The owner sees the question and the acceptance, and the job it started.
  await page.reload();
  await expect(section).toContainText("Accepted");
  await expect(section).toContainText("Question: Can you <b>match</b> the old bricks?");
  await expect(page.getByText("Won · £2,570").first()).toBeVisible();
  await section.screenshot({ path: test.info().outputPath("owner-lead-quote.png") });
  await expectNoViolations(page, "the lead with its accepted quote");
  await section.getByRole("link", { name: "The job: dates, payments, progress" }).click();
  await expect(page.getByRole("heading", { name: "Garden wall rebuild" })).toBeVisible();
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
