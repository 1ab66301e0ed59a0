import { devices } from "@playwright/test";
import Database from "better-sqlite3";
import type { Db } from "../../app/db/database.server";
import { addOwnerAccount, storeLead } from "../support/owner-fixtures";
import { content } from "../support/site-content";
import { smallJpeg } from "../support/test-photos";
import { customerReview, testReviewSecrets, writeReview } from "../support/test-reviews";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { serverOfItsOwn } from "./own-server";
import { ownerPassword, unique } from "./owner-pages";

// A server of its own: keeping a review off the site publishes the site at once, and a publish
// changes the content it was started with (here a copy), never this checkout's.
test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => !isMobile, "the owner asks for reviews from a phone");
// A refused form answers 400, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 400/] });

const own = serverOfItsOwn();
const { at } = own;

/** Reviews written as the customer's page writes them, straight into the server's database. */
async function asCustomers(write: (db: Db) => Promise<void> | void) {
  const db = new Database(own.server.databasePath) as unknown as Db;
  db.pragma("busy_timeout = 5000");
  try {
    await write(db);
  } finally {
    db.close();
  }
}

test("the owner asks for a review from a lead, the customer writes it, and the owner replies and keeps spam off the site", async ({
  page,
  browser,
}) => {
  // The phone's share sheet, where the browser has one: recorded instead of opened.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
      },
    });
  });
  const email = `${unique("reviews")}@example.com`;
  await page.goto(at(addOwnerAccount(email, { dataDir: own.server.dataDir })));
  await page.getByLabel("New password").fill(ownerPassword);
  await page.getByLabel("The same password again").fill(ownerPassword);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText("Your password is saved and you are signed in.")).toBeVisible();

  const customer = {
    firstName: "Ruth",
    lastName: "Ellison",
    email: "ruth.ellison@example.org",
    phone: "07700 900321",
    projectType: "renovation",
    message: "Renovating a terrace in Lytham: new roof, windows and kitchen.",
  };
  const lead = storeLead(customer, own.server.dataDir);

  const link = await test.step("ask for a review from the lead's page", async () => {
    await page.goto(at(`/owner/leads/${lead.id}`));
    await page.getByLabel("Status", { exact: true }).selectOption("won");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status changed to Won.")).toBeVisible();

    const section = page.getByRole("region", { name: "Review" });
    // The service the lead's project type points to is chosen first.
    const renovation = content.services.find(
      (service) => service.quoteProjectType === "renovation",
    );
    await expect(section.getByLabel("The service it was")).toHaveValue(renovation?.slug ?? "");
    await expect(section.getByLabel("The project, if it is on the website")).toHaveValue("");
    await section.getByLabel("The service it was").selectOption({ label: "Roofing" });
    await section.getByLabel("Town of the job").fill("Lytham St Annes");
    await expectNoViolations(page, "a lead's page, before asking for a review");
    await section.getByRole("button", { name: "Ask for a review" }).click();

    await expect(section.getByText("Review request sent by email.")).toBeVisible();
    await expect(section).toContainText(`by ${email}`);
    await expect(section).toContainText("Roofing, Lytham St Annes");
    await expect(section).toContainText(
      /Waiting for the review: the link works until \d+ \w+ \d{4}/,
    );
    const shown = (await section.getByText(/\/review\/[\w-]{43}$/).textContent()) ?? "";
    expect(shown).toMatch(/^https?:\/\/\S+\/review\/[\w-]{43}$/);

    const text = await section.getByRole("link", { name: "Send by text" }).getAttribute("href");
    expect(text).toMatch(/^sms:\?&body=/);
    expect(decodeURIComponent(text?.split("body=")[1] ?? "")).toContain(shown);
    const whatsApp = section.getByRole("link", { name: "Send by WhatsApp" });
    expect(await whatsApp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent((await whatsApp.getAttribute("href")) ?? "")).toContain(shown);
    await section.getByRole("button", { name: "Share" }).click();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({
      text: expect.stringContaining("Hi Ruth"),
      url: shown,
    });

    const emails = page.getByRole("region", { name: "Emails" });
    await expect(emails.getByText("Review request", { exact: true })).toBeVisible();
    await expectNoViolations(page, "a lead's page with its review asked for");

    await section.getByRole("button", { name: "Send a reminder by email" }).click();
    await expect(section.getByText("Reminder sent by email.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Send a reminder by email" })).toHaveCount(0);
    await expect(emails.getByText("Review reminder", { exact: true })).toBeVisible();
    return shown;
  });

  await test.step("the customer writes the review, with a photo, from the emailed link", async () => {
    const db = new Database(own.server.databasePath, { readonly: true });
    const email = db
      .prepare("SELECT message FROM outbox WHERE kind = 'review-request' AND quote_request_id = ?")
      .pluck()
      .get(lead.id) as string;
    db.close();
    const emailed = /https?:\/\/\S+\/review\/[\w-]{43}/.exec(JSON.parse(email).text)?.[0] ?? "";
    expect(emailed).toBe(link);
    const customerPage = await (await browser.newContext({ ...devices["Pixel 7"] })).newPage();
    const form = at(new URL(emailed).pathname);
    await customerPage.goto(form);
    await expect(customerPage.getByRole("heading", { name: "How did we do, Ruth?" })).toBeVisible();
    await expectNoViolations(customerPage, "the customer's review page");
    const photos = customerPage.getByLabel("Photos of the finished job");
    const roof = { name: "roof.jpg", mimeType: "image/jpeg", buffer: await smallJpeg(800, 600) };
    await customerPage.getByText("4 stars: Good").click();
    await customerPage.getByLabel("Your review").fill("A new roof.");
    await customerPage.getByLabel("Ruth E.").check();
    await customerPage.getByLabel("Your town or village").fill("Lytham St Annes");
    await photos.setInputFiles(roof);
    await customerPage.getByLabel(/^I agree to my review/).check();
    await customerPage.getByRole("button", { name: "Send my review" }).click();
    // Too short: said beside it, what was typed kept; a photo cannot be, and the page says so.
    const review = customerPage.getByLabel("Your review");
    await expect(review).toHaveAttribute("aria-invalid", "true");
    await expect(review).toHaveAccessibleDescription(
      /Write a little more \(at least 20 characters\)/,
    );
    await expect(review).toHaveValue("A new roof.");
    await expect(customerPage.getByText("4 stars: Good")).toBeChecked();
    await expect(customerPage.getByLabel("Ruth E.")).toBeChecked();
    await expect(customerPage.getByLabel(/^I agree to my review/)).toBeChecked();
    await expect(photos).toHaveAccessibleDescription(
      /Your photos were not kept: please choose them again\./,
    );
    await expectNoViolations(customerPage, "the customer's review page, refused");
    await review.fill("A new roof in three days. Tidy and polite.");
    await photos.setInputFiles(roof);
    await customerPage.getByRole("button", { name: "Send my review" }).click();
    await expect(customerPage.getByRole("heading", { name: "Thank you, Ruth E." })).toBeVisible();
    // The link takes one review: opened again, it says so kindly, with the phone number.
    const again = await customerPage.goto(form);
    expect(again?.status()).toBe(410);
    await expect(
      customerPage.getByRole("heading", { name: /this link has been used/ }),
    ).toBeVisible();
    await expect(
      customerPage.getByRole("main").getByRole("link", { name: `Call ${content.company.phone}` }),
    ).toBeVisible();
    await customerPage.context().close();
  });

  const ids =
    await test.step("two more customers write reviews (straight into the database)", async () => {
      const secrets = testReviewSecrets(content.company);
      let written = { tom: 0, spam: 0 };
      await asCustomers((db) => {
        const owner = db.prepare("SELECT id, email FROM users WHERE email = ?").get(email) as {
          id: number;
          email: string;
        };
        const other = (firstName: string) =>
          storeLead(
            { ...customer, firstName, email: `${firstName}@example.org` },
            own.server.dataDir,
          ).id;
        written = {
          tom: writeReview(db, {
            leadId: other("Tom"),
            by: owner,
            secrets,
            review: customerReview({
              rating: 2,
              text: "The roof is fine but they left the garden in a mess for a week.",
            }),
          }),
          spam: writeReview(db, {
            leadId: other("Cheap"),
            by: owner,
            secrets,
            review: customerReview({
              rating: 5,
              text: "Cheap watches and loans at a site near you!",
            }),
          }),
        };
      });
      return written;
    });

  await test.step("the menu counts them; the reviews screen lists them and marks them seen", async () => {
    await page.goto(at("/owner"));
    const nav = page.getByRole("navigation", { name: "Owner area" });
    await nav.getByRole("link", { name: "Reviews 3 new" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Reviews from your customers" }),
    ).toBeVisible();
    await expect(nav.getByRole("link", { name: "Reviews", exact: true })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByText("New", { exact: true })).toHaveCount(3);
    const ruth = page.getByRole("article", { name: /^Ruth E\./ });
    await expect(ruth).toContainText("A new roof in three days. Tidy and polite.");
    await expect(ruth).toContainText("4 of 5 stars");
    await expect(ruth).toContainText("Roofing, Lytham St Annes");
    await expect(ruth).toContainText("Waiting for the next publish");
    const thumbs = ruth.getByRole("img");
    await expect(thumbs).toHaveCount(1);
    for (const thumb of await thumbs.all())
      expect(await thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
        0,
      );
    await expect(page.getByRole("link", { name: "reviews you type in" })).toHaveAttribute(
      "href",
      "/owner/site/reviews",
    );
    // Put on the site after the owner has read them, saying what: below the reviews.
    const waiting = page.getByRole("region", { name: "Not on the site yet" });
    await expect(waiting).toContainText(
      "Waiting for your next publish of the website: 3 reviews to go on the site.",
    );
    expect(
      await page.evaluate(
        () =>
          (document
            .querySelector("#reviews-heading")
            ?.compareDocumentPosition(
              document.querySelector("#not-on-the-site-yet-heading") as Node,
            ) ?? 0) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ).toBeTruthy();
    await expect(waiting.getByRole("button", { name: "Put them on the site now" })).toBeVisible();
    const csv = page.getByRole("link", { name: "Download all reviews (CSV)" });
    const download = await page.request.get(at((await csv.getAttribute("href")) ?? ""));
    expect(download.headers()["content-disposition"]).toBe('attachment; filename="reviews.csv"');
    expect(await download.text()).toContain("A new roof in three days. Tidy and polite.");
    await expectNoViolations(page, "the reviews screen");
  });

  await test.step("a public reply to the 2-star review", async () => {
    const tom = page.getByRole("article", { name: /^Tom E\./ });
    await tom.getByText("Reply in public").click();
    const tooLong = "Sorry. ".repeat(150);
    await tom.getByLabel("Your reply, shown under the review").fill(tooLong);
    await tom.getByRole("button", { name: "Save reply" }).click();
    // Refused: said beside it, the form open with what was typed.
    const refused = page
      .getByRole("article", { name: /^Tom E\./ })
      .getByLabel("Your reply, shown under the review");
    await expect(refused).toBeVisible();
    await expect(refused).toHaveAttribute("aria-invalid", "true");
    await expect(refused).toHaveAccessibleDescription(/this one has 1,049/);
    await expect(refused).toHaveValue(tooLong);
    await refused.fill("Sorry about the garden, Tom: we now tidy up every evening.");
    await tom.getByRole("button", { name: "Save reply" }).click();
    const replied = page.getByRole("article", { name: /^Tom E\./ });
    await expect(replied.getByText("Reply saved.", { exact: true })).toBeVisible();
    // When it shows is said once, by where the review stands.
    await expect(replied).toContainText("Waiting for the next publish to go on the site.");
    await expect(replied).toContainText(
      "Sorry about the garden, Tom: we now tidy up every evening.",
    );
  });

  await test.step("the spam is kept off the site, for that reason", async () => {
    const spam = page.getByRole("article", { name: /^Cheap E\./ });
    await spam.getByText("Keep off the site").first().click();
    await spam.getByLabel("Spam or advertising").check();
    await spam.getByRole("button", { name: /^Keep off the site/ }).click();
    const kept = page.getByRole("article", { name: /^Cheap E\./ });
    await expect(kept).toContainText(`Kept off the site: Spam or advertising. By ${email}`);
    // Announced, not only shown: a status message on the card, where its form was.
    await expect(kept.getByRole("status")).toHaveText(
      /^Kept off the site: it (comes off the website in a few seconds|will not go on the website)\.$/,
    );
    // Said once, and neither form is offered on it: a reply would not be shown.
    await expect(kept.getByText(/Spam or advertising/)).toHaveCount(1);
    await expect(kept.getByRole("button", { name: /^Keep off the site/ })).toHaveCount(0);
    await expect(kept.getByText("Reply in public")).toHaveCount(0);
    await expectNoViolations(page, "the reviews screen after keeping one off the site");
  });

  await test.step("the 2-star review cannot be kept off for being negative", async () => {
    const tom = page.getByRole("article", { name: /^Tom E\./ });
    await tom.getByText("Keep off the site").first().click();
    await expect(tom.getByRole("radio")).toHaveCount(4);
    for (const reason of [
      "Abusive or offensive",
      "Gives someone else's personal details",
      "Not about this firm's work",
      "Spam or advertising",
    ])
      await expect(tom.getByRole("radio", { name: reason })).toBeVisible();
    await expect(tom).toContainText("A review cannot be kept off the site for being negative");
    await tom.getByRole("button", { name: /^Keep off the site/ }).click();
    const reasons = page
      .getByRole("article", { name: /^Tom E\./ })
      .getByRole("group", { name: "Why keep it off the site?" });
    await expect(reasons).toHaveAttribute("aria-invalid", "true");
    await expect(reasons).toHaveAccessibleDescription(/Choose one of the reasons above\./);
    const forged = await page.request.post(at("/owner/reviews"), {
      form: { intent: "withhold", id: String(ids.tom), reason: "negative" },
      headers: { Origin: own.server.url },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    const edit = await page.request.post(at("/owner/reviews"), {
      form: { intent: "edit", id: String(ids.tom), rating: "5", text: "Brilliant work!" },
      headers: { Origin: own.server.url },
      maxRedirects: 0,
    });
    expect(edit.status()).toBe(400);
    // A fresh visit, not a reload: that would send the last form again.
    await page.goto(at("/owner/reviews"));
    const after = page.getByRole("article", { name: /^Tom E\./ });
    await expect(after).toContainText("2 of 5 stars");
    await expect(after).toContainText("left the garden in a mess");
    await expect(after).not.toContainText("Kept off the site:");
  });

  await test.step("on the site: the reviews as written, verified, with the job; the spam gone, and the audit log says who and why", async () => {
    // Keeping the spam off published at once, with the other reviews.
    await expect(async () => {
      const html = await (await fetch(at("/testimonials"))).text();
      expect(html).toContain("A new roof in three days. Tidy and polite.");
    }).toPass({ timeout: 90_000 });
    await page.goto(at("/testimonials"));
    const ruth = page.getByRole("listitem").filter({ hasText: "A new roof in three days." });
    await expect(ruth).toContainText("Verified customer");
    await expect(ruth).toContainText("Roofing, Lytham St Annes");
    await expect(ruth).toContainText("Ruth E.");
    await expect(ruth.getByRole("link", { name: /finished job/ })).toHaveCount(1);
    const tom = page.getByRole("listitem").filter({ hasText: "left the garden in a mess" });
    await expect(tom).toContainText("Sorry about the garden, Tom: we now tidy up every evening.");
    await expect(page.getByText("Cheap watches and loans")).toHaveCount(0);
    await expect(page.getByText(/Sample review/)).toHaveCount(0);
    const db = new Database(own.server.databasePath, { readonly: true });
    const audit = db
      .prepare("SELECT email, detail FROM audit_log WHERE event = 'review-withheld'")
      .all();
    db.close();
    expect(audit).toEqual([
      { email, detail: expect.stringMatching(/\(Cheap E\.\): Spam or advertising$/) },
    ]);
  });

  await test.step("the typed-in reviews page links back", async () => {
    await page.goto(at("/owner/site/reviews"));
    await page.getByRole("link", { name: "Reviews from your customers" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Reviews from your customers" }),
    ).toBeVisible();
  });
});
