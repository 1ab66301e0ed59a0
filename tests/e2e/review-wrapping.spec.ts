import Database from "better-sqlite3";
import type { Db } from "../../app/db/database.server";
import { askForReview } from "../../app/reviews/review-requests.server";
import { replyToReview } from "../../app/reviews/review-store.server";
import { addOwnerAccount, storeLead } from "../support/owner-fixtures";
import { content } from "../support/site-content";
import { customerReview, testReviewSecrets, writeReview } from "../support/test-reviews";
import { expect, test } from "./fixtures";
import { serverOfItsOwn } from "./own-server";
import { ownerPassword, unique } from "./owner-pages";

// A server of its own: the review is published, which changes the content it was started with.
test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => !isMobile, "a phone's width is what a long word overflows");
test.use({ viewport: { width: 360, height: 780 } });

const own = serverOfItsOwn();
const { at } = own;

/** What a customer may paste: a web address (60 characters) and a long word (40). */
const url = "https://www.example.co.uk/reviews/roofing-lytham-2026/photos";
const word = "Pneumonoultramicroscopicsilicovolcanoes0";

/** How far the page scrolls sideways: 0 when everything wraps within the phone's width. */
const sidewaysScroll = (page: import("@playwright/test").Page) =>
  page.evaluate(() => {
    const scrolling = document.scrollingElement ?? document.documentElement;
    return scrolling.scrollWidth - scrolling.clientWidth;
  });

test("a review with a pasted web address and a long word wraps on a phone, on every page that shows it", async ({
  page,
}) => {
  expect(url).toHaveLength(60);
  expect(word).toHaveLength(40);
  const [project, service] = [content.projects[0], content.services[0]];
  if (!project || !service) throw new Error("The content has no project or service to show it on");
  const email = `${unique("wrapping")}@example.com`;
  await test.step("the owner signs in", async () => {
    await page.goto(at(addOwnerAccount(email, { dataDir: own.server.dataDir })));
    await page.getByLabel("New password").fill(ownerPassword);
    await page.getByLabel("The same password again").fill(ownerPassword);
    await page.getByRole("button", { name: "Save password and sign in" }).click();
    await expect(page.getByText("Your password is saved and you are signed in.")).toBeVisible();
  });
  await test.step("a customer's review, with the owner's reply, straight into the database", () => {
    const db = new Database(own.server.databasePath) as unknown as Db;
    db.pragma("busy_timeout = 5000");
    try {
      const owner = db.prepare("SELECT id, email FROM users WHERE email = ?").get(email) as {
        id: number;
        email: string;
      };
      const secrets = testReviewSecrets(content.company);
      const leadId = storeLead(
        {
          firstName: url,
          lastName: word,
          email: "long.words@example.org",
          phone: "07700 900456",
          projectType: "renovation",
          message: "A roof and a kitchen in Lytham.",
        },
        own.server.dataDir,
      ).id;
      const job = {
        serviceSlug: service.slug,
        job: "Roofing",
        projectSlug: project.slug,
        town: "Lytham",
      };
      const { link } = askForReview(db, { leadId, job, by: owner }, secrets);
      const id = writeReview(db, {
        leadId,
        link,
        by: owner,
        secrets,
        // The town may be at most 60 characters, as the customer's form has it: the address.
        review: customerReview({
          text: `Great roof, photos at ${url} and ${word} all round.`,
          shownAs: "full",
          town: url,
        }),
      });
      replyToReview(db, { id, text: `Thank you! More at ${url} ${word}.`, by: owner });
    } finally {
      db.close();
    }
  });

  await test.step("the owner's Reviews page does not scroll sideways, and publishes it", async () => {
    await page.goto(at("/owner/reviews"));
    await expect(page.getByRole("article")).toContainText(word);
    expect.soft(await sidewaysScroll(page), "/owner/reviews").toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: /^Put (it|them) on the site now/ }).click();
    await expect(async () => {
      const html = await (await fetch(at("/testimonials"))).text();
      expect(html).toContain(word);
    }).toPass({ timeout: 90_000 });
  });

  for (const [name, path] of [
    ["the reviews page", "/testimonials"],
    ["the service's page", `/services/${service.slug}`],
    ["the project's page", `/projects/${project.slug}`],
    ["the home page", "/"],
  ] as const)
    await test.step(`${name} does not scroll sideways`, async () => {
      await page.goto(at(path));
      const review = page.getByRole("listitem").filter({ hasText: "Great roof, photos at" });
      if (path !== "/" || (await review.count()) > 0) {
        await expect(review).toContainText(url);
        await expect(review).toContainText(`Thank you! More at ${url}`);
      }
      expect.soft(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
    });
});
