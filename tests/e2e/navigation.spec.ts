import { content } from "../support/site-content";
import { expect, test } from "./fixtures";

const lastService = content.services.at(-1);
const project = content.projects[0];
const article = content.blogPosts[0];

test.describe("moving between pages", () => {
  test("each new page starts at the top, and Back restores where the visitor was", async ({
    page,
  }) => {
    await page.goto("/services");
    await page.locator(`li#${lastService?.slug}`).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(800);
    await page.getByRole("link", { name: `${lastService?.title} details` }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${lastService?.slug}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });

  test("Back on an inner page goes back one step", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("link", { name: `Learn More about ${project?.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project?.slug}$`));
    await page.getByRole("link", { name: "Home", exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await page.getByRole("main").getByRole("link", { name: "Back", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  test("Back goes to the parent page for a visitor who arrived from elsewhere", async ({
    page,
  }) => {
    test.skip(!article, "needs an article");
    await page.goto(`/blog/${article?.slug}`);
    const back = page.getByRole("main").getByRole("link", { name: "Back", exact: true });
    await expect(back).toHaveAttribute("href", "/blog");
    await back.click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
