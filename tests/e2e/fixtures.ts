import { test as base, expect } from "@playwright/test";

export { expect };

interface Options {
  /** Console errors a test expects (e.g. the browser reporting a 404 it asked for). */
  allowedConsoleErrors: RegExp[];
}

/** Every page a test opens must log no console error and throw no uncaught exception. */
export const test = base.extend<Options>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (
        message.type() === "error" &&
        !allowedConsoleErrors.some((allowed) => allowed.test(message.text()))
      ) {
        errors.push(message.text());
      }
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    await use(page);
    expect(errors, "console errors on the page").toEqual([]);
  },
});
