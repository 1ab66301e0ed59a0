import type { Locator, Page, Route } from "@playwright/test";
import { expect, test, wakePart } from "./fixtures";

/**
 * The "Back" link at the top of every inner page: one step back whenever the page before was
 * on this site, however the visitor came from it; the parent page for a visitor who arrived
 * from elsewhere. Each case runs in a browser with the Navigation API (Chromium, Safari 26.2+,
 * Firefox 147+) and in one without it, as older Safari and Firefox are.
 */

function backLink(page: Page): Locator {
  return page.getByRole("main").getByRole("link", { name: "Back", exact: true });
}

/** The header's link to a page as a visitor reaches it: in the menu on a phone. */
async function tapHeaderLink(page: Page, name: string, isMobile: boolean, { wake = false } = {}) {
  const reach = isMobile
    ? page.getByRole("button", { name: "Menu" })
    : page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name });
  if (wake) await wakePart(page, reach);
  if (isMobile) await reach.click();
  const link = isMobile
    ? page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name, exact: true })
    : reach;
  await link.click();
}

/** Waits for the page that has just loaded to hydrate (the fixture's `goto` does the same). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

for (const navigationApi of [true, false]) {
  test.describe(`Back ${navigationApi ? "with" : "without"} the Navigation API`, () => {
    test.beforeEach(async ({ page }) => {
      if (navigationApi) return;
      await page.addInitScript(() =>
        Object.defineProperty(window, "navigation", { value: undefined }),
      );
    });

    test("after moving within the site, returns to the page before", async ({ page, isMobile }) => {
      await page.goto("/services");
      await page.evaluate(() => {
        document.documentElement.dataset.samePageLoad = "";
      });
      await tapHeaderLink(page, "About", isMobile, { wake: true });
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator("html"), "moved without a page load").toHaveAttribute(
        "data-same-page-load",
      );
      await backLink(page).click();
      await expect(page).toHaveURL(/\/services$/);
    });

    test("after a link tapped before the page's scripts had loaded, returns to that page, also after a reload", async ({
      page,
      isMobile,
    }) => {
      // The visitor taps About on /services while its scripts are still on their way: the
      // header's plain link loads /about as a whole new page.
      const held: Route[] = [];
      let tapped = false;
      await page.route("**/*.js", async (route) => {
        if (tapped) await route.fallback();
        else held.push(route);
      });
      await page.mainFrame().goto("/services", { waitUntil: "commit" });
      await expect(backLink(page)).toBeVisible();
      await expect.poll(() => held.length, "scripts requested and held back").toBeGreaterThan(0);
      tapped = true;
      await tapHeaderLink(page, "About", isMobile);
      await expect(page).toHaveURL(/\/about$/);
      for (const route of held) await route.abort().catch(() => {});
      await hydrated(page);
      expect(await page.evaluate(() => document.referrer)).toMatch(/\/services$/);

      await page.reload();
      await hydrated(page);
      await backLink(page).click();
      await expect(page).toHaveURL(/\/services$/);
    });

    test("for a visitor who arrived from elsewhere, goes to the parent page", async ({ page }) => {
      await page.goto("/about");
      await expect(backLink(page)).toHaveAttribute("href", "/");
      await backLink(page).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("for a visitor who left the site and came back by a link, goes to the parent page", async ({
      page,
      baseURL,
    }) => {
      await page.route("http://elsewhere.test/**", (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><title>Elsewhere</title><a href="${baseURL}/about">A builder</a>`,
        }),
      );
      await page.goto("/services");
      await page.mainFrame().goto("http://elsewhere.test/");
      await page.getByRole("link", { name: "A builder" }).click();
      await expect(page).toHaveURL(/\/about$/);
      await hydrated(page);
      await backLink(page).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("skips jumps within the page, such as the skip link's", async ({ page, isMobile }) => {
      await page.goto("/services");
      await tapHeaderLink(page, "About", isMobile, { wake: true });
      await expect(page).toHaveURL(/\/about$/);
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await skip.focus();
      await skip.press("Enter");
      await expect(page).toHaveURL(/\/about#main$/);
      await backLink(page).click();
      // Without the Navigation API an entry made by a jump is anonymous: the parent is safe.
      await expect(page).toHaveURL(navigationApi ? /\/services$/ : /\/$/);
    });
  });
}
