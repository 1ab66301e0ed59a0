import { content } from "../support/site-content";
import { expect, test } from "./fixtures";

/** What is below the first screen is drawn after it (docs/decisions/014). */
test.describe("drawing the first screen first", () => {
  const drawnLater = "main section:not(main > section:first-child), .draw-later";
  const skippedCount = (selector: string) =>
    [...document.querySelectorAll(selector)].filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    ).length;

  test("leaves the rest of the page until the page has loaded, then draws all of it", async ({
    page,
  }) => {
    // Hold the hero picture back: the page cannot finish loading until it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/pages-images-home-hero/, async (route) => {
      await held;
      await route.continue();
    });
    const goto = page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-drawing", "");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(skippedCount, drawnLater)).toBeGreaterThan(0);

    release();
    await goto;
    await expect(page.locator("html")).not.toHaveAttribute("data-drawing");
    expect(await page.evaluate(skippedCount, drawnLater)).toBe(0);
    expect(await page.locator("main section[style]").count()).toBe(0);
  });

  test("a visitor following a link to one service lands on it", async ({ page }) => {
    const service = content.services.at(-1);
    if (!service) throw new Error("no services in the content");
    await page.goto(`/services#${service.slug}`);
    await expect(
      page.locator(`li#${service.slug}`).getByRole("heading", { name: service.title }),
    ).toBeInViewport();
  });

  test("skips nothing without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-drawing");
    expect(await page.evaluate(skippedCount, drawnLater)).toBe(0);
    await context.close();
  });
});
