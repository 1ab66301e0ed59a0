import { content } from "../support/site-content";
import { expect, test } from "./fixtures";

test.describe("services page", () => {
  test("lists every service with three features, a picture, a quote button and a details link", async ({
    page,
  }) => {
    await page.goto("/services");
    for (const service of content.services) {
      const card = page.locator(`li#${service.slug}`);
      await expect(card.getByRole("heading", { level: 2, name: service.title })).toBeVisible();
      await expect(card.getByRole("img")).toHaveCount(1);
      for (const feature of service.features) await expect(card.getByText(feature)).toBeVisible();
      await expect(card.getByRole("link", { name: /^Get Your Quote/ })).toHaveAttribute(
        "href",
        `/contact?service=${service.slug}`,
      );
      await expect(card.getByRole("link", { name: `${service.title} details` })).toHaveAttribute(
        "href",
        `/services/${service.slug}`,
      );
    }
  });

  test("states the services page's own figures", async ({ page }) => {
    await page.goto("/services");
    for (const { value } of content.pages.services.stats)
      await expect(page.getByText(value, { exact: true })).toBeVisible();
  });
});

test.describe("service pages", () => {
  for (const service of content.services) {
    test(`${service.title}: hero, highlights, four steps, gallery and closing call to action`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile && service.slug !== "roofing", "one service is enough at phone width");
      await page.goto(`/services/${service.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.hero.title);
      const quoteHref = `/contact?service=${service.slug}`;
      await expect(
        page.getByRole("main").getByRole("link", { name: "Get Free Quote" }).first(),
      ).toHaveAttribute("href", quoteHref);
      for (const highlight of service.highlights) {
        await expect(page.getByRole("heading", { level: 3, name: highlight.title })).toBeVisible();
      }
      const steps = page.getByRole("region", { name: /process/i }).getByRole("listitem");
      await expect(steps).toHaveCount(4);
      await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
        "Step 1: Survey",
        "Step 2: Quote",
        "Step 3: Build",
        "Step 4: Sign-off",
      ]);
      await expect(page.getByRole("link", { name: /Open picture \d+ of/ })).toHaveCount(
        service.gallery.length,
      );
      await expect(page.getByRole("link", { name: "Get Written Quote" })).toHaveAttribute(
        "href",
        quoteHref,
      );
      await expect(page.getByRole("link", { name: /^Call / }).last()).toHaveAttribute(
        "href",
        /^tel:\+44/,
      );
    });
  }

  test("the quote button pre-selects a fitting project type and starts the details", async ({
    page,
  }) => {
    await page.goto("/services/new-builds");
    await page.getByRole("main").getByRole("link", { name: "Get Free Quote" }).first().click();
    await expect(page).toHaveURL(/\/contact\?service=new-builds$/);
    await expect(page.getByRole("combobox", { name: "Type of project" })).toHaveValue("new-build");
    await expect(page.getByRole("textbox", { name: "Project details" })).toHaveValue(
      /^New Builds: /,
    );
  });

  test("a service with no fitting project type leaves the choice to the visitor", async ({
    page,
  }) => {
    await page.goto("/contact?service=roofing");
    await expect(page.getByRole("combobox", { name: "Type of project" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Project details" })).toHaveValue(/^Roofing: /);
  });
});
