import { test as base, expect, type Locator, type Page } from "@playwright/test";

export { expect };

interface Options {
  /** Console errors a test expects (e.g. the browser reporting a 404 it asked for). */
  allowedConsoleErrors: RegExp[];
}

/**
 * Every page a test opens must log no console error and throw no uncaught exception. Pages
 * hydrate after they have loaded and painted, so `page.goto` here also waits for
 * `<html data-hydrated>` before a test starts clicking.
 */
/**
 * Playwright's trace recorder (on in every run, kept on failure) fetches the page's `blob:`
 * images (thumbnails of photos chosen for the quote form) to snapshot them, which the page's
 * CSP refuses: the page itself never connects to them (the same test passes with tracing off).
 */
const byTraceRecorder =
  /^Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src/;

export const test = base.extend<Options>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (
        message.type() === "error" &&
        !allowedConsoleErrors.some((allowed) => allowed.test(message.text())) &&
        !byTraceRecorder.test(message.text())
      ) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        // A page sent without scripts (`handle = { scripts: false }`) is ready as it is.
        await page.waitForFunction(
          () =>
            document.documentElement.dataset.hydrated !== undefined ||
            !document.querySelector('script[type="module"]'),
        );
        return response;
      };
    }
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});

/**
 * A part of the page whose code loads on first use (the quote form, the home page's
 * sections, the header and footer): reach for it as a visitor would, then wait until it is live.
 */
export async function wakePart(page: Page, inside: Locator) {
  const part = page.locator("[data-deferred]").filter({ has: inside });
  await inside.hover();
  await expect(part).toHaveAttribute("data-ready", "");
}
