import type { Page } from "@playwright/test";
import { content } from "../support/site-content";
import { expect, test } from "./fixtures";

const expectedCounts = [
  ["All", 5],
  ["New Build", 2],
  ["Commercial", 1],
  ["Social Housing", 1],
  ["Extension", 1],
  ["Renovation", 0],
] as const;

async function projectCardCount(page: Page) {
  return page.getByRole("link", { name: /^Learn More about / }).count();
}

test.describe("projects filter", () => {
  test("shows the right projects for each category, keeps the choice in the URL and marks it", async ({
    page,
  }) => {
    await page.goto("/projects");
    const filter = page.getByRole("navigation", { name: "Filter projects by category" });
    await expect(filter.getByRole("link", { name: /^All/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const [label, count] of expectedCounts) {
      const link = filter.getByRole("link", {
        name: new RegExp(`^${label} \\(${count} projects?\\)$`),
      });
      await link.click();
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(filter.locator("[aria-current]")).toHaveCount(1);
      if (label !== "All")
        await expect(page).toHaveURL(
          new RegExp(`\\?category=${label.toLowerCase().replace(" ", "-")}$`),
        );
      await expect.poll(() => projectCardCount(page)).toBe(count);
    }
  });

  test("Renovation shows a helpful empty state", async ({ page }) => {
    await page.goto("/projects?category=renovation");
    await expect(
      page.getByRole("heading", { name: content.pages.projects.emptyCategory.title }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Our renovation service" })).toHaveAttribute(
      "href",
      "/services/renovation",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Get Free Quote" }).first(),
    ).toHaveAttribute("href", "/contact?service=renovation");
    await expect(
      page.getByRole("status").filter({ hasText: "Showing 0 projects in Renovation" }),
    ).toBeVisible();
  });

  test("works without JavaScript, from a shared link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [label, count] of expectedCounts) {
      const slug = label.toLowerCase().replace(" ", "-");
      await page.goto(label === "All" ? "/projects" : `/projects?category=${slug}`);
      await expect.poll(() => projectCardCount(page)).toBe(count);
      await expect(page.getByRole("link", { name: new RegExp(`^${label} \\(`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await page.goto("/projects");
    await page.getByRole("link", { name: /^Commercial \(/ }).click();
    await expect(page).toHaveURL(/\?category=commercial$/);
    await expect.poll(() => projectCardCount(page)).toBe(1);
    await context.close();
  });
});

const galleries: Record<string, number> = {
  "fieldstone-gardens": 15,
  "george-street": 8,
  "grace-grey": 17,
  "st-francis-mews": 13,
  "cart-lane": 14,
};

test.describe("project pages", () => {
  for (const project of content.projects) {
    test(`${project.title}: breadcrumb, details, features and a gallery of ${galleries[project.slug]}`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile && project.slug !== "cart-lane", "one project is enough at phone width");
      await page.goto(`/projects/${project.slug}`);
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("listitem")).toHaveText([
        "Home",
        "Projects",
        project.title,
      ]);
      await expect(breadcrumb.getByRole("link", { name: "Projects" })).toHaveAttribute(
        "href",
        "/projects",
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);

      const details = page.getByRole("complementary", { name: "Project details" });
      await expect(details.getByText(project.location, { exact: true })).toBeVisible();
      await expect(details.getByText("Completed", { exact: true }).first()).toBeVisible();
      await expect(details.getByText(project.type, { exact: true })).toBeVisible();
      await expect(details.getByRole("link")).toHaveCount(project.servicesProvided.length);
      for (const feature of project.features)
        await expect(page.getByText(feature, { exact: true })).toBeVisible();

      await expect(page.getByRole("link", { name: /Open picture \d+ of/ })).toHaveCount(
        galleries[project.slug] ?? -1,
      );
      await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(
        page.getByRole("main").getByRole("link", { name: "View All Projects" }),
      ).toHaveAttribute("href", "/projects");
    });
  }
});

test.describe("gallery lightbox", () => {
  test("opens from the keyboard, moves with the arrows, keeps focus inside and gives it back on Escape", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "keyboard use is tested at desktop width");
    await page.goto("/projects/fieldstone-gardens");
    const thumbnails = page.getByRole("link", { name: /Open picture \d+ of 15/ });
    await thumbnails.nth(2).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toContainText("3 of 15");

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading")).toContainText("4 of 15");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading")).toContainText("2 of 15");
    await page.keyboard.press("End");
    await expect(dialog.getByRole("heading")).toContainText("15 of 15");
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading")).toContainText("1 of 15");

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumbnails.nth(0)).toBeFocused();
  });

  test("moves on with a swipe and closes with its button", async ({ page }) => {
    await page.goto("/projects/cart-lane");
    await page.getByRole("link", { name: /Open picture 1 of 14/ }).click();
    const dialog = page.getByRole("dialog");
    // The figure, not the picture: it has its full width before the picture has loaded.
    const box = await dialog.getByRole("figure").boundingBox();
    if (!box) throw new Error("no picture in the lightbox");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x + 100, y);
    await page.mouse.down();
    await page.mouse.move(x - 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByRole("heading")).toContainText("2 of 14");
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("without JavaScript, a picture opens full size", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/projects/george-street");
    const href = await page.getByRole("link", { name: /Open picture 1 of 8/ }).getAttribute("href");
    expect(href).toMatch(/^\/img\/.+-1600\.jpg$/);
    const response = await page.request.get(href ?? "");
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    await context.close();
  });
});
