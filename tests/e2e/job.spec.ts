import type { Locator, Page } from "@playwright/test";
import { formatPounds, parsePounds } from "../../app/lib/pounds";
import { minimalPdf } from "../support/test-pdf";
import { smallJpeg } from "../support/test-photos";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner, unique } from "./owner-pages";
import { customerLink, newLead, saveTemplate, sendFromTemplate } from "./written-quotes";

/**
 * The job on phones, from the quote's acceptance: the owner plans the start and a visit, posts an
 * update with photos and records the deposit; the customer sees them on their page (no
 * JavaScript) and asks a question; the owner answers it, proposes a change the customer approves,
 * adds a certificate and finishes the job; then asks for a review and starts the job's project.
 */

test.skip(({ isMobile }) => !isMobile, "jobs are run from phones: one run is enough");
// A job from its contract to its project: the longest story the browser tests tell.
test.setTimeout(120_000);
// A payment of more than is left of the deposit is refused with a 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/**
 * A part of the page at 360 px wide, the narrowest phone the pages are made for: from the top of
 * `from` to the bottom of `part`.
 */
async function narrowShot(page: Page, part: Locator, name: string, from: Locator = part) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: size?.height ?? 800 });
  const onPage = (where: Locator) =>
    where.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
    });
  const [top, bottom] = [(await onPage(from)).top, (await onPage(part)).bottom];
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    fullPage: true,
    clip: { x: 0, y: top, width: 360, height: bottom - top },
  });
  if (size) await page.setViewportSize(size);
}

/** The pence of the first amount in a text: "Deposit (£1,234.56 to pay)" is 123456. */
function penceIn(text: string) {
  const read = parsePounds(/£[\d,]+\.\d\d/.exec(text)?.[0] ?? "");
  if (!read.ok || read.pence === null) throw new Error(`No amount in ${text}`);
  return read.pence;
}
/** Pence as the pages show money: "£1,234.00". */
const money = (pence: number) => `${formatPounds(pence)}${pence % 100 === 0 ? ".00" : ""}`;
/** Pence as typed in a form: "1234.56". */
const pounds = (pence: number) => (pence / 100).toFixed(2);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("acceptance → dates, photos, the deposit, a question, a change approved, a certificate → finished → review asked, project started", async ({
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
  await sendFromTemplate(page, lead.id, template);

  // The customer accepts on their phone, and goes on to their job's page.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const customer = await context.newPage();
  await customer.goto(customerLink(lead.id));
  await customer.getByLabel("Your full name").fill("Nadia Shah");
  await customer.getByRole("button", { name: /^Accept this quote/ }).click();
  await customer.getByRole("link", { name: "Open your job's page" }).click();
  const jobPage = customer.url();
  await expect(
    customer.getByRole("heading", { name: "Garden wall rebuild", level: 1 }),
  ).toBeVisible();
  await expect(customer.locator("script[src], script[type=module]")).toHaveCount(0);
  const deposit = customer.getByRole("listitem").filter({ hasText: "Deposit" });
  await expect(deposit).toContainText("Due");
  await expect(customer.getByText("12345678")).toBeVisible();
  await expectNoViolations(customer, "the new job's page");

  // The owner, from the lead: the start day, a visit, an update with photos, the deposit.
  await page.goto(`/owner/leads/${lead.id}`);
  await page.getByRole("link", { name: "The job: dates, payments, progress" }).click();
  await expect(page.getByRole("heading", { name: "Garden wall rebuild" })).toBeVisible();
  const ownerJob = page.url();
  const today = new Date().toISOString().slice(0, 10);
  await expectNoViolations(page, "the owner's job page");
  const start = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Work starts on").fill(start);
  await page.getByRole("button", { name: "Set the start day" }).click();
  await expect(page.getByRole("status")).toContainText("Start day set");
  await page.getByLabel("Day", { exact: true }).fill(start);
  await page.getByLabel("Who comes").fill("Dave, bricklayer");
  await page.getByLabel("What for").fill("Taking down the old wall");
  await page.getByRole("button", { name: "Add the visit and tell the customer" }).click();
  await expect(page.getByRole("status")).toContainText("Visit added");

  await page.getByRole("link", { name: "Post an update" }).click();
  await expectNoViolations(page, "posting an update");
  await page.getByLabel("What was done").fill("Old wall down, <b>footing</b> dug.");
  await page.getByLabel("Photos").setInputFiles(
    await Promise.all(
      ["#8a5a3c", "#3c6a8a"].map(async (colour, index) => ({
        name: `IMG_00${index + 1}.jpg`,
        mimeType: "image/jpeg",
        buffer: await smallJpeg(1200, 900, colour),
      })),
    ),
  );
  await page.getByRole("button", { name: "Post the update" }).click();
  await expect(page.getByRole("status")).toContainText("Update posted");
  await expect(page.getByAltText(/Old wall down/).first()).toBeVisible();

  // The deposit, paid in two transfers: the first part now, more than the rest refused.
  const offered = page.getByLabel("Which payment").locator("option:checked");
  await expect(offered).toHaveText(/^Deposit \(£[\d,]+\.\d\d to pay\)$/);
  const depositPence = penceIn((await offered.textContent()) ?? "");
  const firstPart = Math.floor(depositPence / 2);
  const amount = page.getByLabel("Amount received (£)");
  await expect(amount).toHaveValue("");
  await amount.fill(pounds(firstPart));
  await page.getByRole("button", { name: "Record and send the receipt" }).click();
  await expect(page.getByRole("status")).toContainText("Payment recorded");
  const rest = depositPence - firstPart;
  const ownerDeposit = page
    .getByRole("region", { name: "Payments" })
    .getByRole("listitem")
    .filter({ hasText: "Deposit" });
  await expect(ownerDeposit).toContainText(
    new RegExp(`received on .* \\(receipt Q-\\d{4}-1\\); ${escaped(money(rest))} still to pay by`),
  );
  await expect(offered).toHaveText(`Deposit (${money(rest)} to pay)`);
  await narrowShot(
    page,
    page.getByRole("region", { name: "Payments" }),
    "owner-payments-part-paid",
  );
  await amount.fill(pounds(rest + 1));
  await page.getByRole("button", { name: "Record and send the receipt" }).click();
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(`more than is left to pay of the deposit \\(${escaped(money(rest))}\\)`),
  );
  await shot(page, "owner-job");

  // The customer sees the part received and what is still to pay of it.
  await customer.goto(jobPage);
  await expect(deposit).toContainText("Due");
  await expect(deposit).toContainText(`${money(rest)} still to pay by`);
  await expect(customer.getByText(`(the rest of ${money(depositPence)})`)).toBeVisible();
  await narrowShot(
    customer,
    customer.locator("#payments ~ dl").first(),
    "customer-payments-part-paid",
    customer.locator("#payments"),
  );

  // The rest arrives.
  await amount.fill(pounds(rest));
  await page.getByRole("button", { name: "Record and send the receipt" }).click();
  await expect(page.getByRole("status")).toContainText("Payment recorded");
  await expect(ownerDeposit).toContainText(
    /paid: .*\(receipt Q-\d{4}-1\); .*\(receipt Q-\d{4}-2\)/,
  );

  // The customer sees it all, and asks a question.
  await customer.goto(jobPage);
  await expect(customer.getByText(/^Work starts on/)).toBeVisible();
  await expect(customer.getByText("Dave, bricklayer: Taking down the old wall")).toBeVisible();
  await expect(customer.getByText("Old wall down, <b>footing</b> dug.")).toBeVisible();
  const photo = customer.getByAltText(/Old wall down/).first();
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(deposit).toContainText("Paid");
  await expectNoViolations(customer, "the job's page with progress");
  await customer.getByLabel("Your question").fill("Can the skip go on the drive?");
  await customer.getByRole("button", { name: "Send the question" }).click();
  await expect(customer.getByRole("status").first()).toContainText("Your question has reached us");
  await shot(customer, "customer-job");

  await page.reload();
  await page.getByLabel("Your answer").fill("Yes, on boards to protect it.");
  await page.getByRole("button", { name: "Send the answer" }).click();
  await expect(page.getByRole("status")).toContainText("Answer sent");
  await customer.reload();
  await expect(customer.getByText("Yes, on boards to protect it.")).toBeVisible();

  // A change to the work: proposed with its price, approved by the customer, in the totals.
  await page.getByRole("link", { name: "Propose a change" }).click();
  await expectNoViolations(page, "proposing a change");
  await page.getByLabel("The change").fill("Raise the wall by two courses");
  await page.getByLabel("What changes in the work").fill("Two more courses of brick, same coping.");
  await page.getByLabel("Price, VAT included (£)").fill("320");
  await page.getByRole("button", { name: "Send it to the customer" }).click();
  await expect(page.getByRole("status")).toContainText("Change sent");
  await customer.reload();
  const change = customer.getByRole("listitem").filter({ hasText: "Raise the wall" });
  await expect(change).toContainText("Waiting for your answer");
  await expectNoViolations(customer, "a change waiting for the customer");
  await change.getByLabel("Your full name").fill("Nadia Shah");
  await change.getByRole("button", { name: /^Approve Change 1/ }).click();
  await expect(customer.getByRole("status").first()).toContainText("you approved the change");
  await expect(customer.getByText("Changes you approved")).toBeVisible();

  // The certificates, then the job finished: a review asked for, the job on the website.
  await page.goto(ownerJob);
  await page.getByRole("link", { name: "Add a document" }).click();
  await expectNoViolations(page, "adding a document");
  await page.getByLabel("What it is").selectOption({ label: "Guarantee or warranty" });
  await page.getByLabel("Its title").fill("Ten-year workmanship guarantee");
  await page.getByLabel("The day on the document").fill(today);
  await page.getByLabel("The document", { exact: true }).setInputFiles({
    name: "guarantee.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf(),
  });
  await page.getByRole("button", { name: "Add the document and tell the customer" }).click();
  await expect(page.getByRole("status")).toContainText("Document added");
  await page.getByLabel("The work is done").check();
  await page.getByRole("button", { name: "Job finished" }).click();
  await expect(page.getByRole("status")).toContainText("Job finished");
  await customer.reload();
  await expect(customer.getByText(/We finished this job on/)).toBeVisible();
  await expect(
    customer.getByRole("link", { name: /Ten-year workmanship guarantee/ }),
  ).toBeVisible();
  await shot(customer, "customer-job-finished");
  await context.close();

  // Next, from the finished job: a review asked for, and the job on the website with its photos.
  await page.getByRole("link", { name: "Ask the customer for a review" }).click();
  const review = page.getByRole("region", { name: "Review" });
  await review.getByLabel("The service it was").selectOption({ index: 1 });
  await review.getByLabel("Town of the job").fill("Fleetwood");
  await review.getByRole("button", { name: "Ask for a review" }).click();
  await expect(review.getByText("Review request sent by email.")).toBeVisible();
  await page.goto(ownerJob);
  await page.getByRole("link", { name: "Add this job to the website, with its photos" }).click();
  const fromTheJob = page.getByRole("group", { name: "Photos from the job" }).getByRole("checkbox");
  await expect(fromTheJob).toHaveCount(2);
  await expect(fromTheJob.first()).toBeChecked();
  await expectNoViolations(page, "a new project from the job");
  await page.getByLabel("Title").fill(unique("Garden wall in Fleetwood"));
  await page.getByLabel("Kind of project").selectOption({ index: 1 });
  await page.getByLabel("Town or village").fill("Fleetwood");
  await page.getByLabel("How long it took").fill("3 weeks");
  await page
    .getByLabel("Summary")
    .fill("A leaning garden wall taken down and rebuilt two courses higher.");
  await page
    .getByLabel("The story of the job")
    .fill("We took the old wall down, dug a new footing and rebuilt it in matching brick.");
  await page
    .getByLabel("What we did")
    .fill("Old wall taken down\nNew footing\nMatching brick\nTwo more courses");
  await page
    .getByLabel("Description for search engines")
    .fill("A leaning garden wall in Fleetwood taken down and rebuilt in matching brick.");
  const services = page.getByRole("group", { name: /services/i }).getByRole("checkbox");
  if (
    (await services.evaluateAll(
      (boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length,
    )) === 0
  )
    await services.first().check();
  await page.getByRole("button", { name: "Add the project" }).click();
  await expect(page.getByText("Project added as a draft with 2 photo(s).")).toBeVisible();
});
