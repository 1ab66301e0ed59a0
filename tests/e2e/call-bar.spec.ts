import type { Page } from "@playwright/test";
import { content } from "../support/site-content";
import { expect, test } from "./fixtures";
import { newOwner, unique } from "./owner-pages";

const { company, services } = content;
const service = services[0];
const callBar = (page: Page) => page.getByRole("navigation", { name: "Call or message us" });
const footerLast = (page: Page) => page.getByRole("contentinfo").locator("a, button").last();

test.describe("the call bar on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the bar is for phones");

  for (const width of [360, 390]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 844 } });

      test("offers Call, WhatsApp and Get a quote at the bottom, each easy to tap", async ({
        page,
      }) => {
        await page.goto(`/services/${service?.slug}`);
        const bar = callBar(page);
        await expect(bar).toBeVisible();
        const links = bar.getByRole("link");
        await expect(links).toHaveText(
          company.whatsApp ? [/^Call/, "WhatsApp", "Get a quote"] : [/^Call/, "Get a quote"],
        );
        const box = await bar.boundingBox();
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
        for (const link of await links.all()) {
          const target = await link.boundingBox();
          expect(target?.height).toBeGreaterThanOrEqual(48);
          expect(target?.width).toBeGreaterThanOrEqual(48);
        }
        await expect(bar.getByRole("link", { name: `Call ${company.phone}` })).toHaveAttribute(
          "href",
          `tel:+44${company.phone.replace(/\s+/g, "").slice(1)}`,
        );
        await expect(bar.getByRole("link", { name: "Get a quote" })).toHaveAttribute(
          "href",
          "/contact",
        );
      });

      test("leaves the page to the reader once scrolled, and covers nothing at the end", async ({
        page,
      }) => {
        await page.goto("/");
        await page.mouse.wheel(0, 1500);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        const header = await page.getByRole("banner").boundingBox();
        const bar = await callBar(page).boundingBox();
        const covered = (header?.y ?? 0) + (header?.height ?? 0) + (bar?.height ?? 0);
        expect(covered / 844).toBeLessThanOrEqual(0.15);

        // At the very end of the page: the footer is laid out as it comes into view, so the
        // page's length settles only once the end has been reached.
        await expect(async () => {
          const remaining = await page.evaluate(() => {
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
            return document.documentElement.scrollHeight - window.scrollY - window.innerHeight;
          });
          expect(remaining).toBeLessThanOrEqual(1);
          const last = await footerLast(page).boundingBox();
          const barTop = (await callBar(page).boundingBox())?.y ?? 0;
          expect(last?.y).toBeGreaterThan(0);
          expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(barTop);
        }).toPass();
      });
    });
  }

  test("comes after the footer when moving with the keyboard", async ({ page }) => {
    await page.goto("/faqs");
    await footerLast(page).focus();
    const bar = callBar(page);
    const order = ["Call", ...(company.whatsApp ? ["WhatsApp"] : []), "Get a quote"];
    for (const name of order) {
      await page.keyboard.press("Tab");
      await expect(bar.getByRole("link", { name: new RegExp(`^${name}`) })).toBeFocused();
    }
  });

  test("opens WhatsApp with the firm's number and a first line naming the page", async ({
    page,
  }) => {
    test.skip(!company.whatsApp, "the firm has given no WhatsApp number");
    await page.goto(`/services/${service?.slug}`);
    const href = await callBar(page).getByRole("link", { name: "WhatsApp" }).getAttribute("href");
    const url = new URL(href ?? "");
    expect(url.origin + url.pathname).toBe(
      `https://wa.me/44${company.whatsApp?.replace(/\s+/g, "").slice(1)}`,
    );
    expect(url.searchParams.get("text")).toMatch(
      new RegExp(
        `^Hello, I'm looking at your ${service?.title} page \\(https?://[^)]+/services/${service?.slug}\\)`,
      ),
    );
  });

  test("steps aside while the visitor types in the quote form", async ({ page }) => {
    await page.goto("/contact");
    await expect(callBar(page)).toBeVisible();
    await page.getByLabel("First name").focus();
    await expect(callBar(page)).toBeHidden();
    await page.getByLabel("First name").blur();
    await expect(callBar(page)).toBeVisible();
  });

  test("a WhatsApp chat started from the site shows on Results under the visit's source", async ({
    page,
  }) => {
    test.skip(!company.whatsApp, "the firm has given no WhatsApp number");
    const tag = unique("bar").toLowerCase();
    await page.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
    await page.goto(`/faqs?src=${tag}`);
    const reported = page.waitForRequest((request) => request.url().includes("/contact-tap?"));
    await callBar(page).getByRole("link", { name: "WhatsApp" }).click();
    await reported;
    await page.waitForURL(/wa\.me/);

    await newOwner(page);
    await page.goto("/owner/results");
    const source = page.getByRole("listitem").filter({ hasText: `Printed tag “${tag}”` });
    await expect(source).toContainText("1 visit · 0 requests · 1 WhatsApp chat");
  });
});

test.describe("no call bar on a wider screen", () => {
  test.skip(({ isMobile }) => isMobile, "a computer's screen");
  for (const width of [768, 1280]) {
    test.describe(`${width} px wide`, () => {
      test.use({ viewport: { width, height: 900 } });
      test("the header carries the phone number instead", async ({ page }) => {
        await page.goto("/");
        await expect(callBar(page)).toBeHidden();
        await expect(
          page.getByRole("banner").getByRole("link", { name: new RegExp(company.phone) }),
        ).toBeVisible();
      });
    });
  }
});
