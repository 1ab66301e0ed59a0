import type { Page } from "@playwright/test";
import { townSlug } from "../../app/town-pages/town-pages";
import { content, sitePages } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner } from "./owner-pages";

// The services, areas and legal dates editors, as the owner uses them from a phone. Drafts
// only: publishing is tested in owner-publishing.spec.ts, and content/ stays as it is.
test.skip(({ isMobile }) => !isMobile, "the owner edits the site from a phone");
// A refused edit answers 400, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 400/] });

const unpublished = (page: Page) => page.getByRole("region", { name: "Changes not yet published" });
/** A service the content has (the samples, or the firm's own). */
const service = content.services.at(-1) ?? { slug: "", title: "" };

test("a service's features: refused with two, saved with three, and listed as a change not yet published", async ({
  page,
}) => {
  await newOwner(page);
  await page.goto("/owner/site");
  await page.getByRole("link", { name: /^Services/ }).click();
  const startsWith = new RegExp(`^${service.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
  await page.getByRole("link", { name: startsWith }).click();
  await expect(page.getByRole("heading", { name: service.title, level: 1 })).toBeVisible();

  const features = page.getByLabel("Features", { exact: true });
  await features.fill("Storm-proof windows for the seafront\nBifold doors for extensions");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(features).toHaveAccessibleDescription(/List exactly three features/);
  // What was typed stays in the form.
  await expect(features).toHaveValue(
    "Storm-proof windows for the seafront\nBifold doors for extensions",
  );

  await features.fill(
    "Storm-proof windows for the seafront\nBifold doors for extensions\nSash windows for listed homes",
  );
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(`${service.title} saved as a draft.`)).toBeVisible();
  await expect(page.getByLabel("Features", { exact: true })).toHaveValue(
    "Storm-proof windows for the seafront\nBifold doors for extensions\nSash windows for listed homes",
  );

  // Up to the list of services, then up to the Website page (links above each heading).
  await page.locator("#main").getByRole("link", { name: "Services", exact: true }).click();
  await page.locator("#main").getByRole("link", { name: "Website", exact: true }).click();
  await expect(unpublished(page)).toContainText(`Services: ${service.slug.replaceAll("-", " ")}`);
  // Not on the site before it is published.
  expect(await (await page.request.get(`/services/${service.slug}`)).text()).not.toContain(
    "Sash windows for listed homes",
  );
});

test("an area off the map is refused beside its answers and nothing is saved", async ({ page }) => {
  await newOwner(page);
  await page.goto("/owner/site/areas");
  const adding = page.getByRole("region", { name: "Add an area" });
  await adding.getByLabel("Town or village").fill("Morecambe");
  await adding.getByLabel("Miles from your office").fill("far");
  await adding.getByLabel("Latitude").fill("51.5, -0.12");
  await adding
    .getByLabel("What you do there")
    .fill("A seaside town across the bay, with Victorian terraces and bungalows near the front.");
  await adding.getByRole("button", { name: "Add area" }).click();

  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(adding.getByLabel("Latitude")).toHaveAccessibleDescription(/between 53.5 and 54.5/);
  await expect(adding.getByLabel("Miles from your office")).toHaveAccessibleDescription(
    /number of miles/,
  );
  await expect(adding.getByLabel("Town or village")).toHaveValue("Morecambe");
  await page.goto("/owner/site");
  await expect(unpublished(page)).not.toContainText("Areas covered");
});

test("each area says whether it has a page of its own, and what would give it one", async ({
  page,
}) => {
  await newOwner(page);
  await page.goto("/owner/site/areas");
  const townPages = new Set(sitePages.map((entry) => entry.path));
  for (const [index, area] of content.serviceAreas.entries()) {
    const item = page.locator("#main ol > li").nth(index);
    await expect(item.getByLabel("Town or village")).toHaveValue(area.name);
    await expect(item.getByLabel("More about it, for its own page (optional)")).toBeVisible();
    if (townPages.has(`/areas-we-cover/${townSlug(area.name)}`)) {
      await expect(item).toContainText("Has its own page");
      await expect(item.getByRole("link", { name: "See its page" })).toHaveAttribute(
        "href",
        `/areas-we-cover/${townSlug(area.name)}`,
      );
    } else {
      await expect(item).toContainText("No page of its own yet");
      // What would give it one: its own proof, or words that are more than a copy of another's.
      await expect(item).toContainText(
        /80 words of your own|\d+% of what it has of its own .+ is the same as .+'s/,
      );
    }
  }
});

test("a priced job's answers: a line it cannot read is refused beside its box, then saved as checked today", async ({
  page,
}) => {
  const job = content.priceGuides[0] ?? { title: "" };
  await newOwner(page);
  await page.goto("/owner/site");
  await page.getByRole("link", { name: /^Price guide/ }).click();
  const item = page.locator("#main ol > li").first();
  await item.locator("summary").click();
  const answers = item.getByLabel("Answers and what each adds").first();
  const typed = await answers.inputValue();
  await answers.fill(`${typed}\nA bigger one for about thirty grand`);
  await item.getByRole("button", { name: `Save ${job.title}` }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(page.locator("#main ol > li").first()).toContainText(
    "(“A bigger one for about thirty grand”): write each answer as its words, a colon and its prices",
  );
  await expectNoViolations(page, "the price guide's editor, an answer refused");

  const refused = page.locator("#main ol > li").first();
  await refused
    .getByLabel("Answers and what each adds")
    .first()
    .fill(`${typed}\nA bigger one: £30,000 to £40,000`);
  await refused.getByRole("button", { name: `Save ${job.title}` }).click();
  await expect(
    page.getByText(/^Prices saved as a draft, and marked as checked today/),
  ).toBeVisible();
  await page.goto("/owner/site");
  await expect(unpublished(page)).toContainText("Price guide");
});

test("accreditations and insurance: a check page that is not https refused beside its box, the rest saved", async ({
  page,
}) => {
  const scheme = content.accreditations[0] ?? { name: "" };
  await newOwner(page);
  await page.goto("/owner/site");
  await page.getByRole("link", { name: /^Accreditations and insurance/ }).click();
  const item = page.locator("#main ol > li").first();
  await item
    .getByLabel("The scheme's “check a member” page")
    .fill("http://scheme.example.org/check");
  await item.getByRole("button", { name: `Save ${scheme.name}` }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(
    page.locator("#main ol > li").first().getByLabel("The scheme's “check a member” page"),
  ).toHaveAccessibleDescription(/starting https:\/\//);
  await expectNoViolations(page, "the credentials editor, a check page refused");

  const refused = page.locator("#main ol > li").first();
  await refused
    .getByLabel("The scheme's “check a member” page")
    .fill("https://scheme.example.org/check");
  await refused.getByLabel("Membership number").fill("EX-4471");
  await refused.getByRole("button", { name: `Save ${scheme.name}` }).click();
  await expect(page.getByText("Accreditation saved as a draft.")).toBeVisible();
  await page.goto("/owner/site");
  await expect(unpublished(page)).toContainText("Accreditations and insurance");
});

test("a legal page's date is set to a month and a year", async ({ page }) => {
  await newOwner(page);
  await page.goto("/owner/site");
  await page.getByRole("link", { name: /^Legal pages' dates/ }).click();
  const privacy = page.getByRole("region", { name: "Privacy policy" });
  await privacy.getByLabel("Month").selectOption("October");
  await privacy.getByLabel("Year").fill("2026");
  await privacy.getByRole("button", { name: /Save date/ }).click();
  await expect(
    page.getByText("Privacy policy: last updated October 2026, saved as a draft."),
  ).toBeVisible();
  await expect(privacy).toContainText("Now says: Last updated October 2026");

  await page.goto("/owner/site");
  await expect(unpublished(page)).toContainText("Legal pages' dates: privacy policy");
});

test("opening hours on a phone: Saturday refused with its closing time first, then saved, every target big enough", async ({
  page,
}) => {
  await newOwner(page);
  await page.goto("/owner/site");
  await page.getByRole("link", { name: /^Opening hours/ }).click();
  await expect(page.getByRole("heading", { name: "Opening hours", level: 1 })).toBeVisible();
  // Every box, button and tick (with its words, the whole of which is tapped) is at least 44 px
  // tall, and the page fits the phone's width.
  const main = page.locator("#main");
  for (const target of await main
    .locator("input:not([type=hidden],[type=checkbox],[type=radio]), button, label:has(input)")
    .all())
    if (await target.isVisible())
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const saturday = page.getByRole("group", { name: "Saturday" });
  await saturday.getByText("Open on Saturday").click();
  await saturday.getByLabel("Opens").fill("13:00");
  await saturday.getByLabel("Closes").fill("09:00");
  await page.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(saturday.getByLabel("Closes")).toHaveAccessibleDescription(
    "Close after you open: enter a time later than 13:00.",
  );
  await expect(saturday.getByLabel("Opens")).toHaveValue("13:00");
  await page.screenshot({
    path: test.info().outputPath("opening-hours-refused.png"),
    fullPage: true,
  });
  await expectNoViolations(page, "refused opening hours");

  await saturday.getByLabel("Opens").fill("09:00");
  await saturday.getByLabel("Closes").fill("13:00");
  await page.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByText(/The site will say: .*, Sat 9am–1pm\./)).toBeVisible();

  const closing = page.getByRole("region", { name: "Days you are closed" });
  await closing.getByLabel("First day closed").fill("2026-12-24");
  await closing.getByLabel("Last day closed").fill("2027-01-01");
  await closing.getByLabel("What for (optional)").fill("Christmas shutdown");
  await closing.getByRole("button", { name: "Add closed days" }).click();
  await expect(
    closing.getByText("Thu 24 Dec 2026 to Fri 1 Jan 2027: Christmas shutdown"),
  ).toBeVisible();
  await page.screenshot({
    path: test.info().outputPath("opening-hours-saved.png"),
    fullPage: true,
  });

  await page.goto("/owner/site");
  await expect(unpublished(page)).toContainText("Company details");
  // Not on the site before it is published.
  expect(await (await page.request.get("/contact")).text()).not.toContain("Sat 9am–1pm");
});

test("the editors have no accessibility violations, also with answers refused", async ({
  page,
}) => {
  test.slow(); // seven pages through axe: about 33 s at phone width on this machine
  const check = (where: string) => expectNoViolations(page, where);
  await newOwner(page);
  for (const path of [
    "/owner/site/services",
    `/owner/site/services/${content.services[0]?.slug}`,
    "/owner/site/areas",
    "/owner/site/hours",
    `/owner/site/projects/${content.projects[0]?.slug}`,
    // Last: the refused date below is typed on it.
    "/owner/site/legal",
  ]) {
    await page.goto(path);
    await check(path);
  }
  await page.getByRole("region", { name: "Terms & conditions" }).getByLabel("Year").fill("20");
  await page.getByRole("button", { name: /Save date of the terms/ }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await check("a refused date");
  await page.goto(`/owner/site/services/${service.slug}`);
  await page.getByLabel("Name of the service").fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await check("a refused service");
});
