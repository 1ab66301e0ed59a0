import type { Page } from "@playwright/test";
import { replyWithinMinutes } from "../../app/company/company";
import { formatMinutes } from "../../app/lib/uk-time";
import { addOwnerAccount, storeLead } from "../support/owner-fixtures";
import { content } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner, openAccountMenu, ownerPassword, unique } from "./owner-pages";

/** The owner's area as the owner uses it from a phone (and at a desk, in the desktop project). */
const password = ownerPassword;

async function signIn(page: Page, email: string, withPassword = password) {
  await page.goto("/owner/sign-in");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password").fill(withPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

function newLead(word: string) {
  const lead = {
    firstName: "Lena",
    lastName: unique("Marsh"),
    email: `${unique("lena")}@example.org`,
    phone: "07700 900456",
    projectType: "extension",
    message: `Garden room in ${word}, about 3 by 4 metres.\nCan you price it?`,
  };
  return { ...lead, ...storeLead(lead), name: `${lead.firstName} ${lead.lastName}` };
}

test("a set-up link, a password and the new lead at the top of the inbox, one tap from a call", async ({
  page,
}) => {
  await newOwner(page);
  const lead = newLead(unique("Lytham"));
  await page.goto("/owner");
  // This month's replies against the promise the site makes (replyWithin in company.yaml).
  const promised = formatMinutes(replyWithinMinutes(content.company));
  const month = page.getByText(/^This month: /);
  await expect(month).toContainText(new RegExp(` ${promised}\\b`));
  await expect(month).toContainText(/\d+ answered, [1-9]\d* waiting\.$/);
  const card = page.getByRole("listitem").filter({ hasText: lead.name });
  await expect(card.getByText("New", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: `Call ${lead.name}` })).toHaveAttribute(
    "href",
    "tel:+447700900456",
  );
  await card.getByRole("link", { name: lead.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: lead.name })).toBeVisible();
  await expect(page.getByText(lead.reference).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/447700900456",
  );
  const mailto = await page.getByRole("link", { name: "Email" }).getAttribute("href");
  expect(decodeURIComponent(mailto ?? "")).toContain(`Your quote request ${lead.reference}`);
  await expect(page.getByText("Can you price it?")).toBeVisible();
});

test("a lead worked from its page: status, note, follow-up, then found by search and filter", async ({
  page,
}) => {
  const email = await newOwner(page);
  const town = unique("Knott-End");
  const lead = newLead(town);
  await page.goto(`/owner/leads/${lead.id}`);
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed to Contacted.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(`Contacted · ${email}`);

  await page.getByLabel("New note").fill("Rang back <b>visit</b> Tuesday");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByText("Rang back <b>visit</b> Tuesday", { exact: true })).toBeVisible();

  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  await page.getByLabel("Follow up on").fill(today);
  await page.getByRole("button", { name: "Save date" }).click();
  await expect(page.getByText("Follow-up date saved.")).toBeVisible();

  await page.goto("/owner");
  await expect(page.getByRole("listitem").filter({ hasText: lead.name })).toContainText(
    "Follow up today",
  );
  await page.getByLabel("Search").fill(town.toLowerCase());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("1 lead found")).toBeVisible();
  await expect(page.getByRole("link", { name: lead.name, exact: true })).toBeVisible();
  await page.getByLabel("Status").selectOption("won");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("0 leads found")).toBeVisible();
});

test.describe("the value of won work", () => {
  // A refused value answers 400, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("a lead marked won with the job's value shows it with Won, on its page and in the list", async ({
    page,
  }) => {
    const email = await newOwner(page);
    const town = unique("Cleveleys");
    const lead = newLead(town);
    await page.goto(`/owner/leads/${lead.id}`);
    const value = page.getByLabel("Job value (£)");
    await expect(value).toHaveAccessibleDescription("If won: the job's value in pounds (optional)");
    await page.getByLabel("Status", { exact: true }).selectOption("won");
    await value.fill("12.345");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(value).toHaveAccessibleDescription(/at most 2 digits after the point/);
    await expect(value).toHaveAttribute("aria-invalid", "true");
    await expect(value).toHaveValue("12.345");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("won");
    // Nothing was saved: the lead has no history yet.
    await expect(page.getByRole("region", { name: "History" })).toHaveCount(0);

    await value.fill("£12,500");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status changed to Won, job value £12,500.")).toBeVisible();
    await expect(page.getByText("Won · £12,500", { exact: true })).toBeVisible();
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText(`Job value set to £12,500 · ${email}`);
    await expect(history).toContainText(`Won · ${email}`);

    // Once won, the value has its own form, filled in.
    await expect(value).toHaveValue("12,500");
    await value.fill("13,250.5");
    await page.getByRole("button", { name: "Save job value" }).click();
    await expect(page.getByText("Job value saved: £13,250.50.")).toBeVisible();
    await expect(page.getByText("Won · £13,250.50", { exact: true })).toBeVisible();
    await value.fill("-5");
    await page.getByRole("button", { name: "Save job value" }).click();
    await expect(value).toHaveAccessibleDescription(/cannot be negative/);
    await expect(page.getByText("Won · £13,250.50", { exact: true })).toBeVisible();
    await expectNoViolations(page, "a won lead with a refused value");

    await page.goto(`/owner?q=${town}`);
    await expect(page.getByRole("listitem").filter({ hasText: lead.name })).toContainText(
      "Won · £13,250.50",
    );
  });
});

test("the filtered leads download as a spreadsheet file", async ({ page }) => {
  await newOwner(page);
  const town = unique("Pilling");
  const lead = newLead(town);
  await page.goto(`/owner?q=${town}`);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quote-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain(lead.reference);
  expect(text.trim().split("\r\n")).toHaveLength(2);
});

test.describe("deletion", () => {
  // Sent without the tick, the form is refused with a 400, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("a lead deleted on the customer's request is gone, after a confirmation", async ({
    page,
  }) => {
    await newOwner(page);
    const lead = newLead(unique("Garstang"));
    await page.goto(`/owner/leads/${lead.id}`);
    await page.getByText("Delete this lead").click();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByText("Tick the box to confirm")).toBeVisible();
    await page.getByLabel(`Yes, delete ${lead.firstName}'s request`).check();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByText(`${lead.reference} is deleted`)).toBeVisible();
    const response = await page.request.get(`/owner/leads/${lead.id}`);
    expect(response.status()).toBe(404);
  });
});

test.describe("throttling", () => {
  // The refused sign-ins answer 400 and 429, which the browser reports in its console.
  test.use({ allowedConsoleErrors: [/status of 4(00|29)/] });
  test.skip(({ isMobile }) => !isMobile, "the server's slowing down does not depend on the screen");

  test("repeated wrong passwords are slowed down, and the right one then waits too", async ({
    page,
  }) => {
    // Six sign-ins, each slowed down by the server on purpose: more than the usual 30 s on a
    // busy machine, with every step still waiting for what the page shows.
    test.slow();
    const email = await newOwner(page);
    await page.context().clearCookies();
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(page, email, "not the password at all");
      await expect(page.getByRole("alert")).toContainText("do not match");
    }
    await signIn(page, email);
    await expect(page.getByRole("alert")).toContainText("Too many tries");
    await expect(page).toHaveURL(/\/owner\/sign-in/);
  });
});

test("signing out everywhere signs out the other phone too", async ({ page, browser }) => {
  const email = await newOwner(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await expect(otherPage).toHaveURL(/\/owner$/);
  await page.goto("/owner/account");
  await expect(
    page.getByRole("region", { name: "Signed-in devices" }).getByRole("listitem"),
  ).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/owner\/sign-in/);
  await otherPage.goto("/owner");
  await expect(otherPage).toHaveURL(/\/owner\/sign-in/);
  await other.close();
});

test("the owner invites staff from the Team page, and the link works once", async ({
  page,
  browser,
}) => {
  await newOwner(page);
  const staff = `${unique("staff")}@example.com`;
  await openAccountMenu(page);
  await page.getByRole("link", { name: "Team" }).click();
  await page.getByLabel("Their email address").fill(staff);
  await page.getByRole("button", { name: /Make a set-up link|Invite by email/ }).click();
  const link = await page.locator("text=/\\/owner\\/set-up\\/[\\w-]{43}/").textContent();
  const path = new URL(link ?? "").pathname;
  await expect(page.getByText(`${staff} (`)).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: staff })).toContainText("Staff");

  const phone = await browser.newContext();
  const staffPage = await phone.newPage();
  await staffPage.goto(path);
  await staffPage.getByLabel("New password").fill(password);
  await staffPage.getByLabel("The same password again").fill(password);
  await staffPage.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(staffPage.getByText("Your password is saved and you are signed in.")).toBeVisible();
  await expect(staffPage.getByRole("link", { name: "Team" })).toHaveCount(0);
  const again = await staffPage.goto(path);
  expect(again?.status()).toBe(404);
  await phone.close();
});

test("staff work leads but do not see the team", async ({ page }) => {
  await newOwner(page, "staff");
  await expect(page.getByRole("link", { name: "Team" })).toHaveCount(0);
  const response = await page.request.get("/owner/team");
  expect(response.status()).toBe(403);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign in, change a status and add a note with plain forms", async ({ page }) => {
    const email = `${unique("nojs")}@example.com`;
    await page.goto(addOwnerAccount(email));
    await page.getByLabel("New password").fill(password);
    await page.getByLabel("The same password again").fill(password);
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    const lead = newLead(unique("Preesall"));
    await page.goto(`/owner/leads/${lead.id}`);
    await page.getByLabel("Status", { exact: true }).selectOption("visit-booked");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status changed to Visit booked.")).toBeVisible();
    await page.getByLabel("New note").fill("Visit Thursday 10am");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Visit Thursday 10am", { exact: true })).toBeVisible();
  });
});

// One test per page: several pages through axe in one test outran its 30 s in CI.
const signedInPages: Array<[string, () => string]> = [
  ["the inbox", () => "/owner"],
  ["a lead", () => `/owner/leads/${newLead(unique("Fleetwood")).id}`],
  ["the account page", () => "/owner/account"],
  ["the team page", () => "/owner/team"],
];

for (const [name, pathOf] of signedInPages) {
  test(`${name} has no accessibility violations`, async ({ page }) => {
    await newOwner(page);
    const path = pathOf();
    await page.goto(path);
    await expectNoViolations(page, path);
  });
}

for (const path of ["/owner/sign-in", "/owner/forgot-password"]) {
  test(`${path}, signed out, has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page, path);
  });
}
