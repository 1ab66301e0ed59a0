import { content, shownTestimonials, sitePages } from "../support/site-content";
import { expect, test } from "./fixtures";

/** The blog categories with a colour of their own (app/components/category-badge.tsx). */
const highlightedCategories = new Set(["Regulations", "Construction Tips", "Project Planning"]);

const { pages, company } = content;
/** What each review card says while the firm's reviews are still the samples. */
const sampleLabel = "Sample review shown until the firm publishes its customers";

test.describe("about page", () => {
  test("tells the story, four differentiators, its accreditations and where the firm works", async ({
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
    await expect(accreditations.getByRole("figure")).toHaveCount(
      content.accreditations.filter((accreditation) => accreditation.onAboutPage).length,
    );
    const serving = page.getByRole("region", { name: pages.about.serving.title });
    for (const town of pages.about.serving.towns) {
      await expect(serving.getByRole("heading", { level: 3, name: town.title })).toBeVisible();
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
  test("shows every review, the page's figures and three reasons", async ({ page }) => {
    await page.goto("/testimonials");
    const reviews = page.getByRole("region", { name: "Reviews" });
    await expect(reviews.getByRole("blockquote")).toHaveCount(shownTestimonials.length);
    for (const review of shownTestimonials) {
      const card = reviews.getByRole("listitem").filter({ hasText: review.text });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(`Rated ${review.rating} out of 5`)).toBeAttached();
      await expect(card.getByText(review.name)).toBeVisible();
      if (review.badge) await expect(card.getByText(review.badge)).toBeVisible();
    }
    for (const { value } of pages.testimonials.stats)
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    for (const reason of pages.testimonials.reasons.items) {
      await expect(page.getByRole("heading", { level: 3, name: reason.title })).toBeVisible();
    }
  });

  test("labels each sample review as one, and shows samples only while there is no real review", async ({
    page,
  }) => {
    await page.goto("/testimonials");
    const reviews = page.getByRole("region", { name: "Reviews" });
    for (const review of shownTestimonials) {
      const card = reviews.getByRole("listitem").filter({ hasText: review.text });
      await expect(card.getByText(sampleLabel)).toHaveCount(review.sample ? 1 : 0);
    }
    await expect(reviews.getByText(sampleLabel)).toHaveCount(
      shownTestimonials.filter((review) => review.sample).length,
    );
  });
});

test.describe("FAQs page", () => {
  test("answers are in the page without JavaScript", async ({ request }) => {
    const html = await (await request.get("/faqs")).text();
    expect(content.faqs.length).toBeGreaterThan(0);
    for (const faq of content.faqs)
      expect(html).toContain(
        faq.answer[0]?.slice(0, 60).replace(/&/g, "&amp;").replace(/'/g, "&#x27;"),
      );
  });

  test("opens one question at a time, and the open one closes again", async ({ page }) => {
    await page.goto("/faqs");
    const questions = page.locator("details");
    await expect(questions).toHaveCount(content.faqs.length);
    test.skip(content.faqs.length < 2, "needs two questions");
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
    await expect(
      page.getByRole("heading", { name: pages.faqs.stillHaveQuestions.title }),
    ).toBeVisible();
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
  test("lists every area with its distance, nearest first, and the office, call and response cards", async ({
    page,
  }) => {
    await page.goto("/areas-we-cover");
    const areas = page.getByRole("region", { name: /towns and villages/ });
    await expect(areas.getByRole("heading", { level: 3 })).toHaveText(
      content.serviceAreas.map((area) => area.name),
    );
    for (const { name, distanceMiles } of content.serviceAreas) {
      const area = areas
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(area).toContainText(
        `${distanceMiles} ${distanceMiles === 1 ? "mile" : "miles"}`,
      );
    }
    await expect(page.getByRole("heading", { name: pages.areas.responseTime.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: pages.areas.headOffice.title })).toBeVisible();
    await expect(page.getByRole("link", { name: `Call ${company.phone}` }).first()).toHaveAttribute(
      "href",
      /^tel:/,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(
      page.getByRole("group", { name: `Map of the ${content.serviceAreas.length} areas` }),
    ).toBeVisible();
  });

  test("links each town that has a page, from the list and the map; its quote button names the town", async ({
    page,
  }) => {
    const townPages = sitePages.filter((entry) => entry.path.startsWith("/areas-we-cover/"));
    test.skip(townPages.length === 0, "no town has local proof in this content");
    await page.goto("/areas-we-cover");
    const nameOf = (town: { title: string }) => town.title.replace("Builders in ", "");
    const list = page
      .getByRole("region", { name: /towns and villages/ })
      .getByRole("heading", { level: 3 });
    const map = page.getByRole("group", { name: /^Map of the/ });
    for (const town of townPages) {
      await expect(list.getByRole("link", { name: nameOf(town), exact: true })).toHaveAttribute(
        "href",
        town.path,
      );
      await expect(map.getByRole("link", { name: town.title })).toHaveAttribute("href", town.path);
    }
    await expect(list.getByRole("link")).toHaveCount(townPages.length);
    await expect(map.getByRole("link")).toHaveCount(townPages.length);

    const [first] = townPages;
    if (!first) return;
    const name = nameOf(first);
    await list.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(first.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await page.getByRole("link", { name: `Get a Free Quote in ${name}` }).click();
    await expect(page.getByLabel("Project details")).toHaveValue(`A job in ${name}: `);
  });
});

test.describe("blog", () => {
  test("shows every article, newest first, with coloured category badges, clamped text and a coming-soon card", async ({
    page,
  }) => {
    await page.goto("/blog");
    const cards = page.getByRole("link", { name: /^Read More about / });
    await expect(cards).toHaveCount(content.blogPosts.length);
    await expect(
      page.getByRole("region", { name: "Articles" }).getByRole("heading", { level: 3 }),
    ).toHaveText([...content.blogPosts.map((post) => post.title), pages.blog.comingSoon.title]);
    const colours = new Map<string, string>();
    for (const post of content.blogPosts) {
      await expect(
        page.getByRole("link", { name: `Read More about ${post.title}` }),
      ).toHaveAttribute("href", `/blog/${post.slug}`);
      const badge = page.locator(`[data-category="${post.category}"]`).first();
      colours.set(
        post.category,
        await badge.evaluate((element) => getComputedStyle(element).backgroundColor),
      );
      const title = page.getByRole("heading", { level: 3, name: post.title });
      expect(await title.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe(
        "2",
      );
      const excerpt = page.getByText(post.excerpt);
      expect(await excerpt.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe(
        "3",
      );
    }
    // Each highlighted category has a colour of its own; any other shares a neutral one.
    const highlighted = [...colours].filter(([category]) => highlightedCategories.has(category));
    expect(new Set(highlighted.map(([, colour]) => colour)).size).toBe(highlighted.length);
    const neutral = new Set(
      [...colours]
        .filter(([category]) => !highlightedCategories.has(category))
        .map(([, colour]) => colour),
    );
    expect(neutral.size).toBeLessThanOrEqual(1);
    for (const [, colour] of highlighted) expect(neutral.has(colour)).toBe(false);
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
  for (const legal of content.legalPages) {
    test(`/${legal.slug} shows its date and the firm's email`, async ({ page }) => {
      await page.goto(`/${legal.slug}`);
      await expect(page.getByText(`Last updated ${legal.lastUpdated}`)).toBeVisible();
      // `{email}` in the text becomes the firm's email link (README, "Editing content").
      if (legal.html.includes("{email}")) {
        await expect(
          page.getByRole("main").getByRole("link", { name: company.email }).first(),
        ).toHaveAttribute("href", `mailto:${company.email}`);
      }
      await expect(page.getByRole("main")).not.toContainText("{email}");
    });
  }
});
