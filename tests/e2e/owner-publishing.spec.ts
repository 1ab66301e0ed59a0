import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { Drafts } from "../../app/publishing/drafts.server";
import { addOwnerAccount } from "../support/owner-fixtures";
import { content } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { serverOfItsOwn } from "./own-server";
import { ownerPassword } from "./owner-pages";

// One server of its own, whose content the owner changes and publishes: the other tests read
// the site as content/ has it. One worker, at phone width, in order.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(({ isMobile }) => !isMobile, "the owner publishes from a phone");
// A refused edit answers 400, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 400/] });

const own = serverOfItsOwn();
const { at } = own;
const owner = "publisher@example.com";

async function signIn(page: Page) {
  await page.goto(at("/owner/sign-in"));
  if (await page.getByLabel("Email").isVisible()) {
    await page.getByLabel("Email").fill(owner);
    await page.getByLabel("Password").fill(ownerPassword);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  }
}

/**
 * Publishes the drafts from the Website page and waits for the result: the answer says it
 * when the publish was quick, else the page refreshes itself until it is done.
 */
async function publish(page: Page, expected: "Live now" | "Not published") {
  await page.goto(at("/owner/site"));
  await page.getByRole("button", { name: /^Publish \d+ changes?$/ }).click();
  await expect(
    page.getByText(/^(Your changes are live now|Publishing has started|Nothing was published:)/),
  ).toBeVisible();
  await expect(latestPublish(page)).toContainText(expected, { timeout: 150_000 });
}

const latestPublish = (page: Page) =>
  page.getByRole("region", { name: "Publishing" }).getByRole("listitem").first();

test("the owner sets up their account", async ({ page }) => {
  await page.goto(at(addOwnerAccount(owner, { dataDir: own.server.dataDir })));
  await page.getByLabel("New password").fill(ownerPassword);
  await page.getByLabel("The same password again").fill(ownerPassword);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText("Your password is saved and you are signed in.")).toBeVisible();
});

test("a review without the customer's agreement, or too short, is refused and nothing is saved", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(at("/owner/site/reviews"));
  const adding = page.getByRole("region", { name: "Add a customer's review" });
  await adding.getByLabel("Name, as the customer agreed to show it").fill("Ann B.");
  await adding.getByLabel("Town").fill("Garstang");
  await adding.getByLabel("The job").fill("Porch, Garstang");
  await adding.getByLabel("What they said").fill("Great.");
  await adding.getByLabel("Date they gave it").fill("2026-11-01");
  await page.getByRole("button", { name: "Save review" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(page.getByLabel("What they said")).toHaveAccessibleDescription(
    /Write at least 60 characters/,
  );
  await expect(
    adding.getByRole("checkbox", { name: /customer agreed/ }),
  ).toHaveAccessibleDescription(/agreed to their review being published/);
  // What was typed stays; no draft exists.
  await expect(adding.getByLabel("Town")).toHaveValue("Garstang");
  await page.goto(at("/owner/site"));
  await expect(page.getByRole("region", { name: "Changes not yet published" })).toContainText(
    "None",
  );
});

test("a real review added and the samples removed are live after publishing", async ({ page }) => {
  const samples = content.testimonials.filter((review) => review.sample);
  await signIn(page);
  await page.goto(at("/owner/site"));
  await expect(page.getByRole("region", { name: "Before you go live" })).toContainText(
    "sample review",
  );

  await page.goto(at("/owner/site/reviews"));
  const adding = page.getByRole("region", { name: "Add a customer's review" });
  const text =
    "They rebuilt our garden wall after the storm and left the place spotless. Fair price, on time, and friendly lads.";
  await adding.getByLabel("Name, as the customer agreed to show it").fill("Ann B.");
  await adding.getByLabel("Town").fill("Garstang");
  await adding.getByLabel("The job").fill("Garden wall, Garstang");
  await adding.getByLabel("Stars").selectOption("5");
  await adding.getByLabel("What they said").fill(text);
  await adding.getByLabel("Date they gave it").fill("2026-11-01");
  await adding.getByRole("checkbox", { name: /customer agreed/ }).check();
  await page.getByRole("button", { name: "Save review" }).click();
  await expect(page.getByText("Ann B.'s review saved as a draft.")).toBeVisible();
  // A correction: the job, with the customer's agreement asked again.
  await page.getByText("Change Ann B.'s review").click();
  const changing = page.getByRole("listitem").filter({ hasText: "Change Ann B.'s review" });
  await changing.getByLabel("The job").fill("Garden wall and gate, Garstang");
  await changing.getByRole("checkbox", { name: /customer agreed/ }).check();
  await changing.getByRole("button", { name: "Save Ann B.'s review" }).click();
  await expect(page.getByText("Ann B.'s review saved as a draft.")).toBeVisible();
  if (samples.length > 0) {
    await page.getByRole("button", { name: /Remove the \d+ sample/ }).click();
    await expect(page.getByText("The sample reviews are removed in your draft.")).toBeVisible();
  }
  // Not on the site before it is published.
  const before = await (await page.request.get(at("/testimonials"))).text();
  expect(before).not.toContain("Ann B.");
  const stylesheetBefore = await stylesheetBytes(page, before);

  await publish(page, "Live now");
  // Built on the server, the pages weigh no more than the developer's build of them.
  const after = await (await page.request.get(at("/testimonials"))).text();
  expect(await stylesheetBytes(page, after)).toBeLessThanOrEqual(stylesheetBefore);
  await page.goto(at("/testimonials"));
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText("Garden wall and gate, Garstang")).toBeVisible();
  for (const sample of samples)
    await expect(page.getByText(sample.text.slice(0, 40))).toHaveCount(0);
  // A version in the content's repository, by the owner.
  const log = execFileSync("git", ["-C", own.sourceDir, "log", "-1", "--format=%an|%s"], {
    encoding: "utf8",
  });
  expect(log.trim()).toBe(`${owner}|Changed Reviews`);
});

test("content that cannot be published leaves the site as it was and says why", async ({
  page,
}) => {
  await signIn(page);
  // A draft the build refuses (as if an editor had let it through): a review with no words.
  new Drafts(path.join(own.server.dataDir, "drafts"), path.join(own.sourceDir, "content")).save(
    "faqs.yaml",
    "- question: ''\n  answer: []\n",
    {
      readHash: new Drafts(
        path.join(own.server.dataDir, "drafts"),
        path.join(own.sourceDir, "content"),
      ).read("faqs.yaml").hash,
      by: owner,
    },
  );
  const home = await (await page.request.get(at("/faqs"))).text();
  // Said before publishing, in the owner's words: what to change, with no file or field path.
  await page.goto(at("/owner/site"));
  await expect(page.getByText("These changes cannot be published yet")).toBeVisible();
  await expect(page.getByText(/^FAQs, item 1, question: /).first()).toBeVisible();
  await expect(page.getByText(/faqs\.yaml/)).toHaveCount(0);
  await publish(page, "Not published");
  await expect(latestPublish(page)).toContainText(
    /Nothing was published\. Change first: FAQs, item 1, question: /,
  );
  expect(await (await page.request.get(at("/faqs"))).text()).toBe(home);
  await page.getByRole("button", { name: "Throw away changes" }).click();
  await expect(page.getByText("Your unpublished changes are thrown away.")).toBeVisible();
});

test("company details and a question: refused when wrong, live together after publishing, and the earlier version put back", async ({
  page,
}) => {
  await signIn(page);
  await page.goto(at("/owner/site/company"));
  const phone = page.getByLabel("Phone number");
  const oldPhone = await phone.inputValue();
  await phone.fill("12345");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription(/UK number/);

  // Written as on a business card abroad: stored and shown in the one UK form.
  await page.getByLabel("Phone number").fill("+44 1253 600700");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Company details saved as a draft.")).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveValue("01253 600700");

  // A question in the same publish: refused without its question mark, then added.
  await page.goto(at("/owner/site/faqs"));
  const adding = page.getByRole("region", { name: "Add a question" });
  await adding.getByLabel("Question").fill("Do you work on listed buildings");
  await adding
    .getByLabel("Answer")
    .fill("Yes. We have repaired sash windows and lime render on listed cottages in Lytham.");
  await adding.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(adding.getByLabel("Question")).toHaveAccessibleDescription(/question with '\?'/);
  await adding.getByLabel("Question").fill("Do you work on listed buildings?");
  await adding.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByText("Question added to your draft.")).toBeVisible();

  // The preview shows the drafted question at once; the site does not have it yet.
  await page.goto(at("/owner/site"));
  await page.getByRole("link", { name: "See the FAQs page as it will be" }).click();
  await expect(page.getByText("Preview of your unpublished changes")).toBeVisible();
  await expect(page.getByText("Do you work on listed buildings?")).toBeVisible();

  // The owner looks at the FAQs page before publishing: the phone keeps it, as a browser does.
  await page.goto(at("/faqs"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Do you work on listed buildings?")).toHaveCount(0);

  await publish(page, "Live now");
  await page.goto(at("/contact"));
  await expect(page.getByRole("link", { name: /01253 600700/ }).first()).toBeVisible();
  // Opened again, not reloaded: the published page, not the one the phone kept.
  await page.goto(at("/faqs"));
  await expect(page.getByText("Do you work on listed buildings?")).toBeVisible();

  // Back to the version with the reviews only: the old number returns.
  await page.goto(at("/owner/site"));
  await page.getByRole("button", { name: /Put this version back.*Changed Reviews/ }).click();
  await expect(page.getByText(/^(That version is live now|Restoring has started)/)).toBeVisible();
  await expect(latestPublish(page)).toContainText("Live now", { timeout: 150_000 });
  const contact = await (await page.request.get(at("/contact"))).text();
  expect(contact).toContain(oldPhone);
  expect(contact).not.toContain("01253 600700");
  expect(await (await page.request.get(at("/faqs"))).text()).not.toContain("listed buildings");
});

test("a project with several photos from the phone: described, published and on the public site, with no GPS position kept", async ({
  page,
}) => {
  const photos = await Promise.all(
    ["#8a5a3c", "#3c6a8a", "#6a8a3c"].map(async (colour, index) => ({
      name: `IMG_00${index + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await photoWithGps(colour),
    })),
  );
  await signIn(page);
  await page.goto(at("/owner/site"));
  await page.getByRole("link", { name: "Projects" }).click();
  await page.getByRole("link", { name: "Add a project" }).click();

  // Too little said: refused beside the fields, nothing drafted.
  await page.getByLabel("Photos of the job").setInputFiles(photos);
  await page.getByLabel("Title").fill("Marsh Lane Barn");
  await page.getByRole("button", { name: "Add the project" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(page.getByLabel("Town or village")).toHaveAccessibleDescription(
    /Fill this in|at least/,
  );
  await expect(page.getByLabel("Title")).toHaveValue("Marsh Lane Barn");
  await expectNoViolations(page, "a refused new project");

  await page.getByLabel("Photos of the job").setInputFiles(photos);
  await page.getByLabel("Kind of project").selectOption("Renovation");
  await page.getByLabel("Town or village").fill("Pilling");
  await page.getByLabel("What the job was").fill("Barn conversion to a family home");
  await page.getByLabel("Year finished").fill("2026");
  await page.getByLabel("How long it took").fill("30 weeks");
  await page
    .getByLabel("Summary")
    .fill("A stone barn on Marsh Lane turned into a three-bedroom family home, keeping its beams.");
  await page
    .getByLabel("The story of the job")
    .fill(
      "The barn had stood empty for twenty years with a failing roof. We underpinned one gable, re-roofed in reclaimed slate and built a new insulated floor inside the old walls.",
    );
  await page
    .getByLabel("What we did")
    .fill("Underpinned gable\nReclaimed slate roof\nInsulated floor\nOak windows and doors");
  await page.getByRole("checkbox", { name: content.services[0]?.title }).check();
  await page
    .getByLabel("Description for search engines")
    .fill("Barn conversion in Pilling: a stone barn made a family home by Marram Construction.");
  await page.getByRole("button", { name: "Add the project" }).click();
  await expect(page.getByRole("heading", { name: "Marsh Lane Barn", level: 1 })).toBeVisible();
  await expect(page.getByText("with 3 photo(s). Now describe each photo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open photo 3 full size" })).toBeVisible();
  await expectNoViolations(page, "a new project's photos, waiting for descriptions");

  // Publishing waits until every photo is described.
  await page.goto(at("/owner/site"));
  await page.getByRole("button", { name: /^Publish \d+ changes?$/ }).click();
  await expect(
    page.getByText(/describe every photo first \(Marsh Lane Barn: 3 photo/),
  ).toBeVisible();

  await page.goto(at("/owner/site/projects/marsh-lane-barn"));
  await page
    .getByLabel("Description for blind visitors")
    .nth(0)
    .fill("The barn before work began, roof sagging.");
  await page
    .getByLabel("Description for blind visitors")
    .nth(1)
    .fill("The finished barn from the lane, new slate roof.");
  await page.getByLabel("Caption (optional)").nth(2).fill("New oak doors to the garden");
  // The finished barn becomes the cover; what was typed for the others is kept.
  await page.getByRole("button", { name: "Make cover photo 2" }).click();
  await expect(page.getByText("Cover photo chosen in your draft.")).toBeVisible();
  await expect(
    page.getByText("The caption was used as the description of 1 photo(s)"),
  ).toBeVisible();
  await expect(page.getByLabel("Description for blind visitors").nth(0)).toHaveValue(
    "The finished barn from the lane, new slate roof.",
  );

  // Seen first in the preview, which only the owner can open; the site does not have it yet.
  // Nothing to wait for: the page is made from the drafts when it is opened.
  await page.goto(at("/owner/site"));
  await page.getByRole("link", { name: "See the page for Marsh Lane Barn as it will be" }).click();
  await expect(page.getByText("Preview of your unpublished changes")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Marsh Lane Barn", level: 1 })).toBeVisible();
  const cover = page.getByRole("img", { name: "The finished barn from the lane, new slate roof." });
  await expect(cover.first()).toBeVisible();
  expect(
    await cover.first().evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
  expect((await page.request.get(at("/projects/marsh-lane-barn"))).status()).toBe(404);

  await publish(page, "Live now");
  await page.goto(at("/projects/marsh-lane-barn"));
  await expect(page.getByRole("heading", { name: "Marsh Lane Barn", level: 1 })).toBeVisible();
  for (const alt of [
    "The finished barn from the lane, new slate roof.",
    "The barn before work began, roof sagging.",
    "New oak doors to the garden",
  ])
    await expect(page.getByRole("img", { name: alt }).first()).toBeVisible();
  // The cover leads the page.
  await expect(page.getByRole("img").first()).toHaveAccessibleName(
    "The finished barn from the lane, new slate roof.",
  );
  await page.goto(at("/projects"));
  await expect(page.getByRole("link", { name: /Marsh Lane Barn/ })).toBeVisible();

  // What went live has no position or camera details left in it.
  const gallery = path.join(own.sourceDir, "content", "projects", "marsh-lane-barn", "gallery");
  const files = readdirSync(gallery);
  expect(files).toHaveLength(3);
  for (const file of files) {
    const metadata = await sharp(path.join(gallery, file)).metadata();
    expect(metadata.exif, file).toBeUndefined();
    expect(metadata.format).toBe("jpeg");
  }
});

/** A phone photo as cameras write it: a JPEG carrying the place it was taken (EXIF GPS). */
function photoWithGps(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "53/1 55/1 3/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "2/1 56/1 1/1",
      },
    })
    .toBuffer();
}

/** The bytes of the stylesheets a page's HTML links to. */
async function stylesheetBytes(page: Page, html: string): Promise<number> {
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  expect(hrefs.length).toBeGreaterThan(0);
  let bytes = 0;
  for (const href of hrefs) bytes += (await (await page.request.get(at(href ?? ""))).body()).length;
  return bytes;
}
