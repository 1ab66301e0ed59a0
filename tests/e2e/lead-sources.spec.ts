import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { content } from "../support/site-content";
import { expect, test, wakePart } from "./fixtures";
import { fillValidRequest } from "./quote-request-fill";

/**
 * Each lead knows where its visit came from, as far as that can be known without tracking:
 * remembered in the page while the visitor moves around the site, sent with the form.
 */
const service = content.services[0];
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.org`;

function sourceOf(email: string) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? "", "site.db"), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT visit_source AS source, visit_medium AS medium, visit_campaign AS campaign,
           landing_page AS landingPage FROM quote_requests WHERE email = ?`,
      )
      .get(email);
  } finally {
    db.close();
  }
}

/** From any page, on to the contact page the way a visitor does it: a link, not a new load. */
async function sendQuoteAfterMovingOn(page: Page, email: string) {
  const contact = page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" });
  // Once the footer's code is live: before, the link loads the page whole, a new arrival.
  await wakePart(page, contact);
  await contact.click();
  await expect(page).toHaveURL(/\/contact$/);
  const send = page.getByRole("button", { name: "Send Quote Request" });
  await wakePart(page, send);
  await fillValidRequest(page, email);
  await send.click();
  await expect(page.getByRole("heading", { name: /your request has reached us/ })).toBeVisible();
}

test.describe("where a lead came from", () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test("from a search engine: the search, and the page the visitor landed on", async ({ page }) => {
    const email = uniqueEmail("search");
    await page.goto(`/services/${service?.slug}`, { referer: "https://www.google.co.uk/" });
    await sendQuoteAfterMovingOn(page, email);
    expect(sourceOf(email)).toEqual({
      source: "google",
      medium: "search",
      campaign: "",
      landingPage: `/services/${service?.slug}`,
    });
  });

  test("from a campaign's tagged address", async ({ page }) => {
    const email = uniqueEmail("campaign");
    await page.goto("/?utm_source=Newsletter&utm_medium=email&utm_campaign=spring");
    await sendQuoteAfterMovingOn(page, email);
    expect(sourceOf(email)).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "spring",
      landingPage: "/",
    });
  });

  test("a direct visit", async ({ page }) => {
    const email = uniqueEmail("direct");
    await page.goto("/faqs");
    await sendQuoteAfterMovingOn(page, email);
    expect(sourceOf(email)).toMatchObject({
      source: "direct",
      medium: "direct",
      landingPage: "/faqs",
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the source is unknown, never a guess", async ({ page }) => {
    const email = uniqueEmail("nojs");
    await page.goto("/contact", { referer: "https://www.google.co.uk/" });
    await fillValidRequest(page, email);
    await page.getByRole("button", { name: "Send Quote Request" }).click();
    await expect(page.getByRole("heading", { name: /your request has reached us/ })).toBeVisible();
    expect(sourceOf(email)).toEqual({
      source: null,
      medium: null,
      campaign: null,
      landingPage: null,
    });
  });
});
