import type { Page } from "@playwright/test";
import { content } from "../support/site-content";
import { expectNoViolations } from "./axe";
import { expect, test } from "./fixtures";
import { newOwner } from "./owner-pages";

// The blog posts editor, as the owner uses it from a phone. Drafts only: publishing is tested
// in owner-publishing.spec.ts, and content/ stays as it is.
test.skip(({ isMobile }) => !isMobile, "the owner writes posts from a phone");
// A refused edit answers 400, which the browser reports in the console.
test.use({ allowedConsoleErrors: [/status of 400/] });

const unpublished = (page: Page) => page.getByRole("region", { name: "Changes not yet published" });

/** Fills a new post's answers (the picture: the first in the list, with words of its own). */
async function fillPost(page: Page, title: string) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page
    .getByLabel("Summary")
    .fill(
      "What a new porch adds to a house by the sea, how long it takes and which approvals it needs.",
    );
  await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Date", { exact: true }).fill("2026-11-20");
  await page
    .getByLabel("Description for search engines")
    .fill("A porch before winter: time, approvals and materials, explained in plain words.");
  await page.getByLabel("Picture", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Words for the picture").fill("A drawing of a brick porch");
  await page
    .getByLabel("The post", { exact: true })
    .fill(
      [
        "## Why build a porch",
        "",
        "A porch keeps wind and rain out of the hall, and gives wet boots and coats a place of their own. It also makes the front door warmer in winter.",
        "",
        "- **Time**: about two weeks",
        "- **Approvals**: usually none, see [the Planning Portal](https://www.planningportal.gov.uk)",
        "",
        "<script>alert('typed')</script>",
      ].join("\n"),
    );
}

test("a new post previewed, saved as a draft and listed as a change not yet published", async ({
  page,
}) => {
  const title = `Porches before winter ${Date.now().toString(36)}`;
  await newOwner(page);
  await page.goto("/owner/site");
  await page.getByRole("link", { name: /^Blog posts/ }).click();
  await expect(page.getByRole("heading", { name: "Blog posts", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Write a new post" }).click();
  await fillPost(page, title);

  // Preview: the body rendered below the form, typed HTML shown as text; nothing saved.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Why build a porch", level: 2 })).toBeVisible();
  await expect(preview.getByRole("link", { name: "the Planning Portal" })).toBeVisible();
  await expect(preview).toContainText("<script>alert('typed')</script>");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expectNoViolations(page, page.url());

  // HTML in the body is not saved: the live page would run it.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(page.getByLabel("The post", { exact: true })).toHaveAccessibleDescription(
    /Markdown only/,
  );
  const body = await page.getByLabel("The post", { exact: true }).inputValue();
  await page
    .getByLabel("The post", { exact: true })
    .fill(body.replace("<script>alert('typed')</script>", ""));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Post saved as a draft.")).toBeVisible();
  const slug = title.toLowerCase().replaceAll(" ", "-");
  await expect(page).toHaveURL(new RegExp(`/owner/site/blog/${slug}\\?saved$`));
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

  await page.getByRole("link", { name: "Blog posts" }).click();
  await expect(page.getByRole("link", { name: new RegExp(title) })).toContainText(
    "changed, not yet published",
  );
  await expectNoViolations(page, page.url());
  await page.goto("/owner/site");
  await expect(unpublished(page)).toContainText(`Blog posts: ${slug.replaceAll("-", " ")}`);
  // Not on the site before it is published.
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});

test("a post with a short title is refused, with the error beside the title and what was typed kept", async ({
  page,
}) => {
  await newOwner(page);
  await page.goto("/owner/site/blog/new");
  await fillPost(page, "Porches");
  const body = await page.getByLabel("The post", { exact: true }).inputValue();
  await page
    .getByLabel("The post", { exact: true })
    .fill(body.replace("<script>alert('typed')</script>", ""));
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveAccessibleDescription(
    /Write at least 10 characters/,
  );
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Porches");
  await expect(page.getByLabel("Words for the picture")).toHaveValue("A drawing of a brick porch");
  await expect(page).toHaveURL(/\/owner\/site\/blog\/new$/);
  await expectNoViolations(page, page.url());
});

test("a post changed in another tab is not overwritten, even after a preview", async ({
  page,
  context,
}) => {
  await newOwner(page);
  await page.goto("/owner/site/blog");
  await page.getByRole("region", { name: "Posts" }).getByRole("link").first().click();
  const other = await context.newPage();
  await other.goto(page.url());

  await other.getByLabel("Or a new category (optional)").fill("Coastal homes");
  await other.getByRole("button", { name: "Save draft" }).click();
  await expect(other.getByText("saved as a draft")).toBeVisible();

  // The first tab still has the version it opened: a preview does not make it the newest.
  await page.getByLabel("Or a new category (optional)").fill("Old houses");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Preview" })).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("changed by someone else")).toBeVisible();
  await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Coastal homes");
});

test("a post is removed only once the owner ticks that they mean it", async ({ page }) => {
  const oldest = content.blogPosts.at(-1);
  if (!oldest) throw new Error("the content has no blog post");
  await newOwner(page);
  await page.goto(`/owner/site/blog/${oldest.slug}`);
  const removing = page.getByRole("region", { name: "Remove this post" });
  await removing.getByRole("button", { name: "Remove post" }).click();
  await expect(page.getByText("Nothing was saved")).toBeVisible();
  await expect(
    page.getByRole("checkbox", { name: /take this post off/ }),
  ).toHaveAccessibleDescription(/Tick this/);

  await page.getByRole("checkbox", { name: /take this post off/ }).check();
  await page.getByRole("button", { name: "Remove post" }).click();
  await expect(page.getByText("The post is removed in your draft.")).toBeVisible();
  await expect(page.getByRole("link", { name: oldest.title })).toHaveCount(0);
  await page.goto("/owner/site");
  await expect(unpublished(page)).toContainText(
    `Blog posts: ${oldest.slug.replaceAll("-", " ")} (removed)`,
  );
  // Still on the site until published.
  expect((await page.request.get(`/blog/${oldest.slug}`)).status()).toBe(200);
});
