import { projectCategories } from "../../app/content/project-categories";
import { content, sitePages } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test, wakePart } from "./fixtures";

/** A category with no project shows the empty state; while every category has one, any filter. */
const emptyCategory =
  projectCategories.find(({ label }) =>
    content.projects.every((project) => project.category !== label),
  ) ?? projectCategories[0];

test.describe("WCAG 2.2 AA, every page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const { path } of [
    ...sitePages,
    { path: "/no-such-page" },
    { path: `/projects?category=${emptyCategory.slug}` },
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, path);
    });
  }
});

test.describe("WCAG 2.2 AA, open states", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("mobile menu open", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button only shows on small screens");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expectNoViolations(page, "the open mobile menu");
  });

  test("an FAQ open", async ({ page }) => {
    await page.goto("/faqs");
    await page.locator("summary").first().click();
    await expectNoViolations(page, "an open FAQ");
  });

  test("lightbox open", async ({ page }) => {
    await page.goto(`/projects/${content.projects[0]?.slug}`);
    await page.getByRole("link", { name: /Open picture 1 of/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "the open lightbox");
  });

  test.describe(() => {
    // A click before the form's checks have loaded is checked by the server, which answers 400.
    test.use({ allowedConsoleErrors: [/status of 40[04]/] });

    test("quote form showing errors", async ({ page }) => {
      await page.goto("/contact");
      await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
      await page.getByRole("button", { name: "Send Quote Request" }).click();
      await expect(page.getByText("Please check 6 answers")).toBeVisible();
      await expectNoViolations(page, "the quote form with errors");
    });
  });

  test("map loaded", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><html lang=en><title>Map</title><p>Map</p></html>",
      }),
    );
    await page.goto("/contact");
    await wakePart(page, page.getByRole("link", { name: "Show map" }));
    await page.getByRole("link", { name: "Show map" }).click();
    await expect(page.locator("iframe")).toBeVisible();
    await expectNoViolations(page, "the loaded map");
  });
});
