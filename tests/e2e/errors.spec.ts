import { expect, test, wakePart } from "./fixtures";

test.describe("not-found page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("answers 404, says so, logs the path as a warning and leads home", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect.poll(() => warnings.join("\n")).toContain("/no-such-page");

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
  });
});

test.describe("error page", () => {
  test.use({ allowedConsoleErrors: [/.*/] });

  test("a failure loading a page shows the branded error page with a way home, never a stack", async ({
    page,
  }) => {
    await page.goto("/");
    await page.route("**/faqs.data*", (route) =>
      route.fulfill({ status: 500, body: "Internal failure at line 42" }),
    );
    const faqsLink = page.getByRole("contentinfo").getByRole("link", { name: "FAQs" });
    // The footer's code loads when it is reached for: until then its links load pages whole.
    await wakePart(page, faqsLink);
    await faqsLink.click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeVisible();
    await expect(page.getByText("500", { exact: true })).toBeVisible();
    await expect(page.getByText("line 42")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Return to Home" }),
    ).toHaveAttribute("href", "/");
  });
});
