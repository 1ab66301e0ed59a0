import { content } from "../support/site-content";
import { expect, test } from "./fixtures";

const { pages, company } = content;

test.describe("about page", () => {
  test("tells the story, four differentiators, two accreditations and where the firm works", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(
      page.getByRole("heading", { level: 2, name: pages.about.story.title }),
    ).toBeVisible();
    for (const title of ["Safety First", "Skilled Team", "On Time Delivery", "Quality Guarantee"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    const accreditations = page.getByRole("region", { name: pages.about.accreditations.title });
    await expect(accreditations.getByRole("figure")).toHaveCount(2);
    const serving = page.getByRole("region", { name: pages.about.serving.title });
    for (const town of ["Blackpool", "Preston", "Lancaster"]) {
      await expect(serving.getByRole("heading", { level: 3, name: town })).toBeVisible();
    }
    await expect(serving.getByRole("heading", { name: "Residential" })).toBeVisible();
    await expect(serving.getByRole("heading", { name: "Commercial" })).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${company.phone}` }).last()).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Get Free Quote" }),
    ).toHaveAttribute("href", "/contact");
  });
});

test.describe("testimonials page", () => {
  test("shows three reviews, the page's figures and three reasons", async ({ page }) => {
    await page.goto("/testimonials");
    await expect(page.getByRole("blockquote")).toHaveCount(3);
    for (const value of ["150+", "98%", "10+"])
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    for (const reason of pages.testimonials.reasons.items) {
      await expect(page.getByRole("heading", { level: 3, name: reason.title })).toBeVisible();
    }
    await expect(page.getByText("Local Guide")).toBeVisible();
  });
});

test.describe("FAQs page", () => {
  test("answers are in the page without JavaScript", async ({ request }) => {
    const html = await (await request.get("/faqs")).text();
    expect(content.faqs).toHaveLength(12);
    for (const faq of content.faqs)
      expect(html).toContain(
        faq.answer[0]?.slice(0, 60).replace(/&/g, "&amp;").replace(/'/g, "&#x27;"),
      );
  });

  test("opens one question at a time, and the open one closes again", async ({ page }) => {
    await page.goto("/faqs");
    const questions = page.locator("details");
    await expect(questions).toHaveCount(12);
    const [first, second] = [content.faqs[0], content.faqs[1]];
    await page.getByText(first?.question ?? "").click();
    await expect(page.getByText(first?.answer[0] ?? "")).toBeVisible();
    await page.getByText(second?.question ?? "").click();
    await expect(page.getByText(second?.answer[0] ?? "")).toBeVisible();
    await expect(page.getByText(first?.answer[0] ?? "")).toBeHidden();
    await expect(page.locator("details[open]")).toHaveCount(1);
    await page.getByText(second?.question ?? "").click();
    await expect(page.locator("details[open]")).toHaveCount(0);
  });

  test("offers a call, a message, and three ways to explore", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page.getByRole("heading", { name: "Still Have Questions?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Send Message" })).toHaveAttribute(
      "href",
      "/contact",
    );
    for (const href of ["/services", "/projects", "/testimonials"]) {
      await expect(
        page.getByRole("region", { name: "Explore further" }).locator(`a[href="${href}"]`),
      ).toHaveCount(1);
    }
  });
});

test.describe("areas page", () => {
  test("lists all twelve areas with distances, and the office, call and response cards", async ({
    page,
  }) => {
    await page.goto("/areas-we-cover");
    const areas = page.getByRole("region", { name: /towns and villages/ });
    await expect(areas.getByRole("heading", { level: 3 })).toHaveCount(12);
    const area = (name: string) =>
      areas.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(area("Thornton-Cleveleys")).toContainText("2 miles");
    await expect(area("Lancaster")).toContainText("25 miles");
    await expect(
      page.getByRole("heading", { name: "Same day quotes within 25 miles" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: pages.areas.headOffice.title })).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${company.phone}` }).first()).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("img", { name: /Map of the 12 areas/ })).toBeVisible();
  });
});

test.describe("blog", () => {
  test("shows three articles with coloured category badges, clamped text and a coming-soon card", async ({
    page,
  }) => {
    await page.goto("/blog");
    const cards = page.getByRole("link", { name: /^Read More about / });
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "More Content Coming Soon" })).toBeVisible();
    const colours = new Set<string>();
    for (const post of content.blogPosts) {
      await expect(
        page.getByRole("link", { name: `Read More about ${post.title}` }),
      ).toHaveAttribute("href", `/blog/${post.slug}`);
      const badge = page.locator(`[data-category="${post.category}"]`);
      colours.add(await badge.evaluate((element) => getComputedStyle(element).backgroundColor));
      const title = page.getByRole("heading", { level: 3, name: post.title });
      expect(await title.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe(
        "2",
      );
      const excerpt = page.getByText(post.excerpt);
      expect(await excerpt.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe(
        "3",
      );
    }
    expect(colours.size).toBe(3);
  });

  for (const post of content.blogPosts) {
    test(`the article "${post.title}" reads as a page of its own`, async ({ page, isMobile }) => {
      test.skip(isMobile, "articles are checked at desktop width");
      await page.goto("/blog");
      await page.getByRole("link", { name: `Read More about ${post.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(
        page.getByRole("article").getByRole("heading", { level: 2 }).first(),
      ).toBeVisible();
      await expect(page.getByRole("article").getByText(post.author)).toBeVisible();
    });
  }
});

test.describe("privacy and terms", () => {
  for (const path of ["/privacy-policy", "/terms-conditions"]) {
    test(`${path} shows its date and the firm's email`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("Last updated March 2024")).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: company.email }).first(),
      ).toHaveAttribute("href", `mailto:${company.email}`);
      await expect(page.getByRole("main")).not.toContainText("{email}");
    });
  }
});
