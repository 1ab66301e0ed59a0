import type { Page } from "@playwright/test";
import { townProofs } from "../../app/town-pages/town-pages";
import { addOwnerAccount } from "../support/owner-fixtures";
import { content } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { serverOfItsOwn } from "./own-server";
import { ownerPassword } from "./owner-pages";

// A town's page is never taken down by surprise (decision 045): the owner cuts the words a
// town's page stands on, and publishes. A server of its own: the other tests read the site as
// content/ has it.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(({ isMobile }) => !isMobile, "the owner publishes from a phone");
// A publish refused because the page did not name a town page answers 409.
test.use({ allowedConsoleErrors: [/status of 409/] });

const own = serverOfItsOwn();
const { at } = own;

/** Towns whose live page stands on the owner's words alone: no job or review there. */
const onWordsAlone = townProofs(content, content.customerReviews).filter(
  (town) => town.published && town.ownProjects === 0 && town.reviews.length === 0,
);
const [first, second] = onWordsAlone;

/** Empties a town's "More about it" on the Areas page and saves it as a draft. */
async function cutWordsOf(page: Page, name: string) {
  await page.goto(at("/owner/site/areas"));
  const item = page
    .locator("#main ol > li")
    .nth(content.serviceAreas.findIndex((area) => area.name === name));
  await item.getByLabel("More about it, for its own page (optional)").fill("");
  await item.getByRole("button", { name: `Save ${name}`, exact: true }).click();
  await expect(page.getByText("Area saved as a draft.")).toBeVisible();
  return item;
}

const takenDown = (page: Page) => page.getByRole("alert").filter({ hasText: /off the site:/ });

test("a live town page the drafts would take down is named before Publish, and goes only once named", async ({
  page,
  browser,
}) => {
  test.skip(!first || !second, "this content has no two town pages on the owner's words alone");
  if (!first || !second) return;
  await page.goto(at(addOwnerAccount("towns@example.com", { dataDir: own.server.dataDir })));
  await page.getByLabel("New password").fill(ownerPassword);
  await page.getByLabel("The same password again").fill(ownerPassword);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText("Your password is saved and you are signed in.")).toBeVisible();

  // The Areas page names the page and why, above the list and on the town.
  const item = await cutWordsOf(page, first.area.name);
  await expect(takenDown(page)).toContainText(`${first.area.name}: it has nothing of its own`);
  await expect(item).toContainText("Its page comes down when you publish");
  await expectNoViolations(page, "the Areas page with a page taken down");

  // The Website page says it again beside Publish.
  await page.goto(at("/owner/site"));
  await expect(takenDown(page)).toContainText(`${first.area.name}: it has nothing of its own`);

  // Meanwhile, on another phone, a second town's words are cut too.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  await cutWordsOf(await other.newPage(), second.area.name);
  await other.close();

  // Publish on the page opened before: it did not name the second town, so nothing goes.
  await page.getByRole("button", { name: /^Publish \d+ changes?$/ }).click();
  await expect(
    page.getByText(
      `Nothing was published: it would also take the page for ${second.area.name} off the site`,
    ),
  ).toBeVisible();
  expect((await page.request.get(at(second.path))).status()).toBe(200);
  await expect(takenDown(page)).toContainText(`${second.area.name}: it has nothing of its own`);

  // Named now: Publish takes both down, and its record says so.
  await page.getByRole("button", { name: /^Publish \d+ changes?$/ }).click();
  const latest = page.getByRole("region", { name: "Publishing" }).getByRole("listitem").first();
  await expect(latest).toContainText(
    `taking the pages for ${first.area.name} and ${second.area.name} off the site`,
  );
  await expect(latest).toContainText("Live now", { timeout: 150_000 });
  for (const town of [first, second])
    expect((await page.request.get(at(town.path))).status()).toBe(404);
});
