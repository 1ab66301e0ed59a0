import { projectCategories } from "../../app/projects/project-categories";
import { content, sitePages } from "../support/site-content";
import { expectNoViolations, wcagTags } from "./axe";
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

test.describe("the accessibility statement", () => {
  test.skip(({ isMobile }) => isMobile, "the statement's text does not depend on the device");

  test("is linked from every page's footer and claims only what these tests check", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
    const statement = (await page.getByRole("main").textContent()) ?? "";

    // The standard it names is the one axe holds every page to.
    const [, major, minor, level] = /WCAG\)? (\d)\.(\d) at level (A{1,3})\b/.exec(statement) ?? [];
    expect(level, "the statement names a WCAG version and level").toBeDefined();
    expect(wcagTags).toContain(`wcag${major}${minor}${level?.toLowerCase()}`);

    // The widths it says pages are tested at are the browser tests' own.
    const widths = [...statement.matchAll(/(\d+) pixels wide/g)].map((match) => Number(match[1]));
    expect(widths.length).toBeGreaterThan(0);
    const tested = test.info().config.projects.map((project) => project.use.viewport?.width);
    for (const width of widths) expect(tested).toContain(width);

    // Every page it speaks for is checked above: the statement itself included.
    expect(sitePages.map((entry) => entry.path)).toContain("/accessibility");
    await expect(
      page.getByRole("main").getByRole("link", { name: content.company.email }),
    ).toHaveAttribute("href", `mailto:${content.company.email}`);
  });
});
