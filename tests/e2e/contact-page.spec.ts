import { content } from "../support/site-content";
import { expect, test, wakePart } from "./fixtures";

test.describe("contact page", () => {
  test("has every field of the quote form, labelled, with required ones marked", async ({
    page,
  }) => {
    await page.goto("/contact");
    const required = ["First name", "Last name", "Email", "Phone", "Project details"];
    for (const label of required) {
      const field = page.getByRole("textbox", { name: label });
      await expect(field).toBeVisible();
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    await expect(page.getByRole("combobox", { name: "Type of project" })).toHaveAttribute(
      "required",
      "",
    );
    const types = page
      .getByRole("combobox", { name: "Type of project" })
      .locator("option:not([value=''])");
    expect(
      await types.evaluateAll((options) =>
        options.map((option) => (option as HTMLOptionElement).value),
      ),
    ).toEqual(["new-build", "extension", "renovation", "commercial", "joinery", "other"]);
    const budget = page.getByRole("combobox", { name: /^Budget/ });
    expect(
      await budget
        .locator("option:not([value=''])")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(["under-25k", "25k-50k", "50k-100k", "100k-250k", "over-250k"]);
    await expect(page.locator("label", { hasText: "First name" })).toContainText("*");
    await expect(
      page.getByRole("main").getByRole("link", { name: "privacy policy" }),
    ).toHaveAttribute("href", "/privacy-policy");
  });

  test("shows contact cards and the urgent call card", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Call us" })).toBeVisible();
    await expect(main.getByRole("link", { name: content.company.email })).toHaveAttribute(
      "href",
      `mailto:${content.company.email}`,
    );
    await expect(
      main.getByRole("heading", { name: content.pages.contact.urgentCall.title }),
    ).toBeVisible();
  });

  test("loads nothing from the map service until the visitor asks", async ({ page }) => {
    const mapRequests: string[] = [];
    await page.route("https://www.openstreetmap.org/**", (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>map</title><p>map</p>",
      });
    });
    await page.goto("/contact");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("img", { name: /Drawn map of the Fylde coast/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Open in maps" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
    expect(mapRequests).toEqual([]);

    await wakePart(page, page.getByRole("link", { name: "Show map" }));
    await page.getByRole("link", { name: "Show map" }).click();
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/,
    );
    await expect(map).toHaveAttribute("title", /Map showing/);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("Show map works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
    );
    await page.goto("/contact");
    await page.getByRole("link", { name: "Show map" }).click();
    await expect(page).toHaveURL(/\/contact\?map=show#map$/);
    await expect(page.locator("iframe")).toHaveAttribute("src", /openstreetmap/);
    await context.close();
  });
});
