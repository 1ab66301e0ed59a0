import type { Locator, Page } from "@playwright/test";
import { telHref } from "../../app/company/contact-format";
import { projectCategories } from "../../app/projects/project-categories";
import { content, sitePages } from "../support/site-content";
import { expectNoViolations, wcagTags } from "./axe";
import { expect, test, wakePart } from "./fixtures";

/** A category with no project shows the empty state; while every category has one, any filter. */
const emptyCategory =
  projectCategories.find(({ label }) =>
    content.projects.every((project) => project.category !== label),
  ) ?? projectCategories[0];

test.describe("WCAG 2.2 AA, every page", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const { path } of [
    ...sitePages,
    { path: "/no-such-page" },
    { path: `/projects?category=${emptyCategory.slug}` },
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoViolations(page, path);
    });
  }
});

test.describe("WCAG 2.2 AA, open states", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("mobile menu open", async ({ page, isMobile }) => {
    test.skip(!isMobile, "the menu button only shows on small screens");
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expectNoViolations(page, "the open mobile menu");
  });

  test("an FAQ open", async ({ page }) => {
    await page.goto("/faqs");
    await page.locator("summary").first().click();
    await expectNoViolations(page, "an open FAQ");
  });

  test("lightbox open", async ({ page }) => {
    await page.goto(`/projects/${content.projects[0]?.slug}`);
    await page.getByRole("link", { name: /Open picture 1 of/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoViolations(page, "the open lightbox");
  });

  test.describe(() => {
    // A click before the form's checks have loaded is checked by the server, which answers 400.
    test.use({ allowedConsoleErrors: [/status of 40[04]/] });

    test("quote form showing errors", async ({ page }) => {
      await page.goto("/contact");
      await wakePart(page, page.getByRole("button", { name: "Send Quote Request" }));
      await page.getByRole("button", { name: "Send Quote Request" }).click();
      await expect(page.getByText("Please check 6 answers")).toBeVisible();
      await expectNoViolations(page, "the quote form with errors");
    });
  });

  test("map loaded", async ({ page }) => {
    await page.route("https://www.openstreetmap.org/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><html lang=en><title>Map</title><p>Map</p></html>",
      }),
    );
    await page.goto("/contact");
    await wakePart(page, page.getByRole("link", { name: "Show map" }));
    await page.getByRole("link", { name: "Show map" }).click();
    await expect(page.locator("iframe")).toBeVisible();
    await expectNoViolations(page, "the loaded map");
  });
});

test.describe("the accessibility statement", () => {
  test.skip(({ isMobile }) => isMobile, "the statement's text does not depend on the device");

  test("is linked from every page's footer and claims only what these tests check", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility Statement");
    const statement = (await page.getByRole("main").textContent()) ?? "";

    // The standard it names is the one axe holds every page to.
    const [, major, minor, level] = /WCAG\)? (\d)\.(\d) at level (A{1,3})\b/.exec(statement) ?? [];
    expect(level, "the statement names a WCAG version and level").toBeDefined();
    expect(wcagTags).toContain(`wcag${major}${minor}${level?.toLowerCase()}`);

    // The widths it says pages are tested at are the browser tests' own.
    const widths = [...statement.matchAll(/(\d+) pixels wide/g)].map((match) => Number(match[1]));
    expect(widths.length).toBeGreaterThan(0);
    const tested = test.info().config.projects.map((project) => project.use.viewport?.width);
    for (const width of widths) expect(tested).toContain(width);

    // Every page it speaks for is checked above: the statement itself included.
    expect(sitePages.map((entry) => entry.path)).toContain("/accessibility");
    await expect(
      page.getByRole("main").getByRole("link", { name: content.company.email }),
    ).toHaveAttribute("href", `mailto:${content.company.email}`);
  });

  test("says where the phone number is, and it is there on a phone, a tablet and a computer", async ({
    page,
  }) => {
    const { phone } = content.company;
    await page.goto("/accessibility");
    const ask = page
      .getByRole("main")
      .locator("p")
      .filter({ hasText: /\bcall us\b/ });
    await expect(ask).toHaveCount(1);
    const says = (await ask.textContent()) ?? "";
    const written = (on: Locator) => on.getByRole("link", { name: phone, exact: true });
    // Each place the statement could send a caller to, and where the number is found there:
    // written (`written`), or a button that rings it.
    const places: {
      said: RegExp;
      page?: string;
      widths?: (width: number) => boolean;
      number: (on: Page) => Locator;
      written: boolean;
    }[] = [
      { said: new RegExp(`call us on ${phone}`), number: () => written(ask), written: true },
      {
        said: /top of every page/,
        number: (on) => on.getByRole("banner").getByRole("link", { name: phone }).first(),
        written: true,
      },
      {
        said: /foot of every page/,
        number: (on) => written(on.getByRole("contentinfo")),
        written: true,
      },
      {
        said: /on the contact page/,
        page: "/contact",
        number: (on) => written(on.getByRole("main")).first(),
        written: true,
      },
      {
        said: /on a phone the Call button at the bottom of the screen/,
        widths: (width) => width < 768,
        number: (on) =>
          on
            .getByRole("navigation", { name: "Call or message us" })
            .getByRole("link", { name: `Call ${phone}`, exact: true }),
        written: false,
      },
    ];
    const claimed = places.filter((place) => place.said.test(says));
    expect.soft(claimed[0], "the statement gives the number itself").toBe(places[0]);

    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const place of claimed) {
        if (place.widths && !place.widths(width)) continue;
        const what = `${place.said.source} (${width} px wide)`;
        await page.goto(place.page ?? "/accessibility");
        const number = place.number(page);
        await expect(number, what).toHaveAttribute("href", telHref(phone));
        await expect(number, what).toBeVisible();
        const seen = await number.evaluate(onScreen, place.written ? phone : undefined);
        expect(
          seen,
          `${what}: ${place.written ? "the number" : "the button"} on the screen`,
        ).toEqual({
          large: true,
          onTop: true,
        });
        if (!place.written) {
          const box = await number.boundingBox();
          expect((box?.y ?? 0) + (box?.height ?? 0), `${what}: at the bottom`).toBeGreaterThan(700);
        }
      }
    }
  });
});

/**
 * Whether `element` (or, given `text`, the words `text` in it) is on the screen for a sighted
 * visitor, not only in the page: scrolled to the middle, drawn larger than a screen reader's
 * hidden text (1 px), and the topmost thing at its middle (not clipped away or covered).
 */
function onScreen(element: Element, text?: string) {
  element.scrollIntoView({ block: "center" });
  let rect = element.getBoundingClientRect();
  let drawn: Element = element;
  if (text) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !node.textContent?.includes(text)) node = walker.nextNode();
    if (!node?.parentElement) return { large: false, onTop: false };
    const range = document.createRange();
    range.selectNodeContents(node);
    rect = range.getBoundingClientRect();
    drawn = node.parentElement;
  }
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  return {
    large: rect.width > 8 && rect.height > 8,
    onTop: hit !== null && (drawn.contains(hit) || hit.contains(drawn)),
  };
}
