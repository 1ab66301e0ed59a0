import type { Request } from "@playwright/test";
import { dataPathOf } from "../../app/lib/react-router-internals";
import { storedQuotes } from "../support/quote-store";
import { content } from "../support/site-content";
import { expect, test, wakePart } from "./fixtures";
import { fillValidRequest } from "./quote-request-fill";

/** Where a post went: its path and query. */
const postedTo = (request: Request) => {
  const url = new URL(request.url());
  return `${url.pathname}${url.search}`;
};
const isPost = (request: Request) => request.method() === "POST";

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;

test.describe("quote form with JavaScript", () => {
  // A submit before the form's own checks have loaded is checked by the server: a 400 with the
  // same messages, which the browser reports in the console.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("sends, confirms in the page, shows a toast for 5 seconds, and stores the request", async ({
    page,
  }) => {
    const email = uniqueEmail("js");
    await page.goto("/contact");
    await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
    await fillValidRequest(page, email);
    const posted = page.waitForRequest(isPost);
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    // To the page's data address, as `dataPathOf` says (the server lets only those take posts).
    expect(postedTo(await posted)).toBe(dataPathOf("/contact"));

    const notifications = page.getByRole("region", { name: "Notifications" });
    const toast = notifications.getByText("Quote request sent");
    await expect(toast).toBeVisible();
    const { replyWithin } = content.company;
    await expect(notifications.getByText(`in touch within ${replyWithin}.`)).toBeVisible();
    // Pinned to the bottom of the screen, not to a part of the page (decision 014).
    const box = await toast.boundingBox();
    const screenHeight = page.viewportSize()?.height ?? 0;
    const gapBelow = screenHeight - ((box?.y ?? 0) + (box?.height ?? 0));
    expect(gapBelow).toBeGreaterThan(0);
    expect(gapBelow).toBeLessThan(150);
    const confirmation = page.getByRole("heading", {
      name: "Thank you, Sarah: your request has reached us",
    });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(page).toHaveURL(/\/contact$/);

    const [stored] = storedQuotes({ email });
    expect(stored?.reference).toMatch(/^MC-\d{5}$/);
    await expect(page.getByText(stored?.reference ?? "missing")).toBeVisible();
    await expect(page.getByText(`We reply to every request within ${replyWithin}`)).toBeVisible();

    await page.waitForTimeout(3500);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3000 });
  });

  test("an empty submit shows each error beside its field and moves focus to the first", async ({
    page,
  }) => {
    await page.goto("/contact");
    await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    const firstName = page.getByRole("textbox", { name: "First name" });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(firstName).toHaveAccessibleDescription("Enter your first name");
    await expect(
      page.getByRole("textbox", { name: "Project details" }),
    ).toHaveAccessibleDescription(/Tell us about your project$/);
    await expect(
      page.getByRole("combobox", { name: "Type of project" }),
    ).toHaveAccessibleDescription("Choose the type of project");
    await expect(
      page.getByRole("alert").filter({ hasText: "Please check 6 answers" }),
    ).toBeVisible();
  });

  test("a double click stores one request", async ({ page }) => {
    const email = uniqueEmail("double");
    await page.goto("/");
    await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
    await fillValidRequest(page, email);
    await page.getByRole("button", { name: "Send Quote Request" }).dblclick();
    await expect(page.getByRole("heading", { name: /your request has reached us/ })).toBeVisible();
    await page.waitForTimeout(500);
    expect(storedQuotes({ email })).toHaveLength(1);
  });

  test("from the home page, stays on the home page", async ({ page }) => {
    const email = uniqueEmail("home");
    await page.goto("/");
    await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
    await fillValidRequest(page, email);
    const posted = page.waitForRequest(isPost);
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    expect(postedTo(await posted)).toBe(`${dataPathOf("/")}?index`);
    await expect(page.getByRole("heading", { name: /your request has reached us/ })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(storedQuotes({ email })).toHaveLength(1);
  });
});

test.describe("quote form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sends and shows the confirmation page", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/contact");
    await fillValidRequest(page, email);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === "POST"),
      page.getByRole("button", { name: "Send Quote Request" }).click(),
    ]);
    expect(response.status()).toBe(200);
    // To the page itself, without the slash it is prerendered with.
    expect(postedTo(response.request())).toBe("/contact");
    await expect(
      page.getByRole("heading", { name: "Thank you, Sarah: your request has reached us" }),
    ).toBeVisible();
    expect(storedQuotes({ email })).toHaveLength(1);
  });

  test.describe("with mistakes", () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("answers 400 with the same messages beside the fields and keeps what was typed", async ({
      page,
    }) => {
      await page.goto("/contact");
      await page.getByRole("textbox", { name: "First name" }).fill("Sarah");
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.request().method() === "POST"),
        page.getByRole("button", { name: "Send Quote Request" }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Sarah");
      await expect(page.getByRole("textbox", { name: "Last name" })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(page.getByRole("textbox", { name: "Last name" })).toHaveAccessibleDescription(
        "Enter your last name",
      );
      await expect(page.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
        "Enter your email address",
      );
      await expect(page.getByText("Please check 5 answers")).toBeVisible();
    });
  });
});
