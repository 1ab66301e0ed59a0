import { openingHoursInWords } from "../../app/company/opening-hours";
import { content } from "../support/site-content";
import { expect, test, wakePart } from "./fixtures";

const { company } = content;
const telHref = `tel:+44${company.phone.replace(/\s+/g, "").slice(1)}`;

test.describe("header", () => {
  test("shows the promo strip, logo, call and quote links", async ({ page, isMobile }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByText("North West Specialists")).toBeVisible();
    await expect(header.getByText("Free Quotes Available")).toBeVisible();
    await expect(
      header.getByRole("link", { name: `${company.tradingName} home page` }),
    ).toHaveAttribute("href", "/");
    // On a phone the call bar at the bottom carries the number instead (call-bar.spec.ts).
    const call = isMobile
      ? page
          .getByRole("navigation", { name: "Call or message us" })
          .getByRole("link", { name: `Call ${company.phone}` })
      : header.getByRole("link", { name: new RegExp(`Call Now ${company.phone}`) });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", telHref);
  });

  test("stays at the top of the window while the page scrolls", async ({ page, isMobile }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const header = page.getByRole("banner");
    if (isMobile) {
      // On a phone the strip of claims scrolls away, leaving the row with the logo and menu.
      await expect(header.getByText("North West Specialists")).not.toBeInViewport();
      const logo = await header.getByRole("link", { name: /home page$/ }).boundingBox();
      expect(logo?.y).toBeGreaterThanOrEqual(0);
      expect(logo?.y).toBeLessThan(16);
    } else expect((await header.boundingBox())?.y).toBe(0);
  });
});

test.describe("desktop navigation", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop bar is hidden on phones");

  test("links every main page and marks the current one", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const expected = [
      ["Home", "/"],
      ["Services", "/services"],
      ["Projects", "/projects"],
      ["About", "/about"],
      ["Testimonials", "/testimonials"],
      ["Contact", "/contact"],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        href as string,
      );
    }
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Get Free Quote" }),
    ).toHaveAttribute("href", "/contact");
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu button only shows on small screens");

  test("opens and closes from its button, and reports its state", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await wakePart(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Testimonials" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Free Quote" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("closes on Escape and gives focus back to the button", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Home" })
      .focus();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("opened before the header's code has loaded, stays open and then reports it", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Projects" }),
    ).toBeVisible();
  });

  test("closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Menu" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Get Free Quote" })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Projects" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await context.close();
  });
});

test.describe("footer", () => {
  test("gives the firm's contact details, services, links and legal details", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(company.blurb)).toBeVisible();
    await expect(footer.getByRole("link", { name: company.phone })).toHaveAttribute(
      "href",
      telHref,
    );
    await expect(footer.getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    await expect(footer.getByText(company.address.postcode).first()).toBeVisible();
    // The words are made from the hours the clock counts with.
    await expect(footer.getByText(openingHoursInWords(company.openingHours))).toBeVisible();

    const services = footer.getByRole("navigation", { name: "Our Services" }).getByRole("link");
    await expect(services).toHaveCount(content.services.length);
    for (const service of content.services) {
      await expect(footer.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        `/services#${service.slug}`,
      );
    }
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" });
    for (const name of [
      "About Us",
      "FAQs",
      "Areas We Cover",
      "Blog & News",
      "Privacy Policy",
      "Terms & Conditions",
    ]) {
      await expect(quickLinks.getByRole("link", { name })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(
      footer.getByRole("link", { name: new RegExp(`^${company.tradingName} on `) }),
    ).toHaveCount(company.social.length);
    await expect(footer.getByText(`company number ${company.companyNumber}`)).toBeVisible();
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} ${company.legalName}`),
    ).toBeVisible();
  });

  test("Back to Top scrolls smoothly to the top and moves focus there", async ({ page }) => {
    await page.goto("/");
    await wakePart(page, page.getByRole("link", { name: "Back to Top" }));
    const startY = await page.evaluate(() => window.scrollY);
    expect(startY).toBeGreaterThan(300);
    // Every position the page passes through on the way up, however busy the machine is.
    await page.evaluate(() => {
      const positions: number[] = [];
      Object.assign(window, { scrollPositions: positions });
      addEventListener("scroll", () => positions.push(window.scrollY));
    });
    await page.getByRole("link", { name: "Back to Top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Smooth: it passed through positions part-way up, rather than jumping.
    const positions = await page.evaluate(
      () => (window as unknown as { scrollPositions: number[] }).scrollPositions,
    );
    expect(positions.filter((y) => y > 0 && y < startY).length).toBeGreaterThan(0);
    await expect(page.locator("#top")).toBeFocused();
  });

  test("Back to Top jumps instantly for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await wakePart(page, page.getByRole("link", { name: "Back to Top" }));
    await page.getByRole("link", { name: "Back to Top" }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("page titles", () => {
  test("read 'Page title | tagline'", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`${content.pages.home.seo.title} | ${company.tagline}`);
  });
});

test.describe("skip link", () => {
  test("is the first thing a keyboard reaches and jumps to the main content", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "keyboard navigation is a desktop concern");
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });
});
