import { withCompanyFacts } from "../../app/company/company";
import { content, shownTestimonials } from "../support/site-content";
import { expect, test, wakePart } from "./fixtures";

const home = content.pages.home;
/** What each review card says while the firm's reviews are still the samples. */
const sampleLabel = "Sample review shown until the firm publishes its customers";

test.describe("home page", () => {
  test("keeps every section after the visitor goes to the home page again before using them", async ({
    page,
  }) => {
    await page.goto("/");
    const logo = page.getByRole("banner").getByRole("link").first();
    await wakePart(page, logo);
    // Client-side to the same address: the page's data is fetched again and the page re-rendered
    // while its sections' code has not been asked for (it could leave the quote form empty).
    await logo.click();
    await expect(page.getByRole("button", { name: "Send Quote Request" })).toBeVisible();
    await expect(page.getByRole("region", { name: home.services.title })).toBeVisible();
  });

  test("hero offers a quote and the firm's work", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: home.hero.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request Free Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: "View Our Work" })).toHaveAttribute(
      "href",
      "/projects",
    );
    await expect(page.getByText(home.hero.trustedBy)).toBeVisible();
  });

  test("shows every service, each leading to its page", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: home.services.title });
    for (const service of content.services) {
      await expect(section.getByRole("link", { name: service.title, exact: true })).toHaveAttribute(
        "href",
        `/services/${service.slug}`,
      );
    }
    await expect(section.getByRole("listitem")).toHaveCount(content.services.length);
    await expect(section.getByRole("link", { name: "View All Services" })).toHaveAttribute(
      "href",
      "/services",
    );
  });

  test("features every project, in order, with links onward", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: home.projects.title });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      content.projects.map((project) => project.title),
    );
    for (const project of content.projects) {
      await expect(
        section.getByRole("link", { name: `Learn More about ${project.title}` }),
      ).toHaveAttribute("href", `/projects/${project.slug}`);
    }
    await expect(section.getByRole("link", { name: "View All Projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
    await expect(section.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("shows the first three reviews with their ratings, samples labelled", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: home.reviews.title });
    const shown = shownTestimonials.slice(0, 3);
    await expect(section.getByRole("blockquote")).toHaveCount(shown.length);
    for (const review of shown) {
      const card = section.getByRole("listitem").filter({ hasText: review.text });
      await expect(card.getByText(`Rated ${review.rating} out of 5`)).toBeAttached();
      await expect(card.getByText(sampleLabel)).toHaveCount(review.sample ? 1 : 0);
    }
    await expect(section.getByRole("link", { name: "Read All Reviews" })).toHaveAttribute(
      "href",
      "/testimonials",
    );
  });

  test("states the home page's figures and every accreditation", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: home.about.title });
    for (const { value } of home.about.stats) {
      await expect(section.getByText(value, { exact: true })).toBeVisible();
    }
    await expect(section.getByRole("figure")).toHaveCount(content.accreditations.length);
  });

  test("ends with the quote form, contact cards, urgent call card and map", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: content.pages.contact.quote.title });
    await expect(section.getByRole("textbox", { name: "First name" })).toBeVisible();
    await expect(section.getByRole("button", { name: "Send Quote Request" })).toBeVisible();
    await expect(
      section.getByRole("heading", { name: content.pages.contact.urgentCall.title }),
    ).toBeVisible();
    await expect(section.getByRole("link", { name: "Show map" })).toBeVisible();
    await expect(
      section.getByText(
        withCompanyFacts(content.pages.contact.quote.responsePromise, content.company),
      ),
    ).toBeVisible();
  });

  test("preloads its hero picture as AVIF with high priority where it sits beside the headline", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const preload = html.match(/<link rel="preload" as="image"[^>]*>/)?.[0] ?? "";
    expect(preload).toMatch(/type="image\/avif"/);
    expect(preload).toMatch(/fetchpriority="high"/i);
    expect(preload).toMatch(/imagesrcset="[^"]*home-hero[^"]*\.avif 400w/i);
    // On a phone the picture is below the headline, which must not wait for it.
    expect(preload).toContain('media="(min-width: 1024px)"');
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // And the picture itself asks for low priority: a phone fetches it after what the text needs.
    expect(html).toMatch(/<img[^>]*fetchpriority="low"[^>]*>/i);
  });
});
