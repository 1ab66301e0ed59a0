import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { projectCategories } from "../../app/projects/project-categories";
import { content } from "../support/site-content";
import { expect, test } from "./fixtures";

/** The pictures the build made, by content key: what each gallery link opens. */
const { images } = JSON.parse(readFileSync(".generated/site-content.json", "utf8")) as {
  images: Record<string, { full: string }>;
};

const inCategory = (label: string) =>
  content.projects.filter((project) => project.category === label).length;

/** Each filter button with how many projects the content has in it; "All" first. */
const expectedCounts: [label: string, slug: string | undefined, count: number][] = [
  ["All", undefined, content.projects.length],
  ...projectCategories.map(
    ({ label, slug }) => [label, slug, inCategory(label)] as [string, string, number],
  ),
];
/** A category with no project yet, whose button leads to the empty state, if there is one. */
const emptyCategory = projectCategories.find(({ label }) => inCategory(label) === 0);

/** The first project with pictures enough to move about in, for the lightbox; the last, for the phone. */
const browsable = content.projects.find((project) => project.gallery.length >= 4);
const lastProject = content.projects.at(-1);

async function projectCardCount(page: Page) {
  return page.getByRole("link", { name: /^Learn More about / }).count();
}

test.describe("projects filter", () => {
  test("shows the right projects for each category, keeps the choice in the URL and marks it", async ({
    page,
  }) => {
    await page.goto("/projects");
    const filter = page.getByRole("navigation", { name: "Filter projects by category" });
    await expect(filter.getByRole("link", { name: /^All/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const [label, slug, count] of expectedCounts) {
      const link = filter.getByRole("link", {
        name: new RegExp(`^${label} \\(${count} projects?\\)$`),
      });
      await link.click();
      await expect(link).toHaveAttribute("aria-current", "page");
      await expect(filter.locator("[aria-current]")).toHaveCount(1);
      if (slug) await expect(page).toHaveURL(new RegExp(`\\?category=${slug}$`));
      await expect.poll(() => projectCardCount(page)).toBe(count);
    }
  });

  test("a category with no project shows a helpful empty state", async ({ page }) => {
    test.skip(!emptyCategory, "every category has a project, so no empty state shows");
    await page.goto(`/projects?category=${emptyCategory?.slug}`);
    await expect(
      page.getByRole("heading", { name: content.pages.projects.emptyCategory.title }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Our renovation service" })).toHaveAttribute(
      "href",
      "/services/renovation",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Get Free Quote" }).first(),
    ).toHaveAttribute("href", "/contact?service=renovation");
    await expect(
      page.getByRole("status").filter({ hasText: `Showing 0 projects in ${emptyCategory?.label}` }),
    ).toBeVisible();
  });

  test("works without JavaScript, from a shared link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [label, slug, count] of expectedCounts) {
      await page.goto(slug ? `/projects?category=${slug}` : "/projects");
      await expect.poll(() => projectCardCount(page)).toBe(count);
      await expect(page.getByRole("link", { name: new RegExp(`^${label} \\(`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await page.goto("/projects");
    await page.getByRole("link", { name: /^Commercial \(/ }).click();
    await expect(page).toHaveURL(/\?category=commercial$/);
    await expect.poll(() => projectCardCount(page)).toBe(inCategory("Commercial"));
    await context.close();
  });
});

test.describe("project pages", () => {
  for (const project of content.projects) {
    test(`${project.title}: breadcrumb, details, features and a gallery of ${project.gallery.length}`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile && project !== lastProject, "one project is enough at phone width");
      await page.goto(`/projects/${project.slug}`);
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(breadcrumb.getByRole("listitem")).toHaveText([
        "Home",
        "Projects",
        project.title,
      ]);
      await expect(breadcrumb.getByRole("link", { name: "Projects" })).toHaveAttribute(
        "href",
        "/projects",
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);

      const details = page.getByRole("complementary", { name: "Project details" });
      await expect(details.getByText(project.location, { exact: true })).toBeVisible();
      await expect(details.getByText("Completed", { exact: true }).first()).toBeVisible();
      await expect(details.getByText(project.type, { exact: true })).toBeVisible();
      await expect(details.getByRole("link")).toHaveCount(project.servicesProvided.length);
      for (const feature of project.features)
        await expect(page.getByText(feature, { exact: true })).toBeVisible();

      await expect(page.getByRole("link", { name: /Open picture \d+ of/ })).toHaveCount(
        project.gallery.length,
      );
      await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(
        page.getByRole("main").getByRole("link", { name: "View All Projects" }),
      ).toHaveAttribute("href", "/projects");
    });
  }
});

test.describe("gallery lightbox", () => {
  test("opens from the keyboard, moves with the arrows, keeps focus inside and gives it back on Escape", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "keyboard use is tested at desktop width");
    const total = browsable?.gallery.length ?? 0;
    test.skip(!browsable, "needs a gallery of four pictures or more");
    await page.goto(`/projects/${browsable?.slug}`);
    const of = (n: number) => `${n} of ${total}`;
    const thumbnails = page.getByRole("link", {
      name: new RegExp(`Open picture \\d+ of ${total}`),
    });
    await thumbnails.nth(2).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toContainText(of(3));

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading")).toContainText(of(4));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading")).toContainText(of(2));
    await page.keyboard.press("End");
    await expect(dialog.getByRole("heading")).toContainText(of(total));
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading")).toContainText(of(1));

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumbnails.nth(0)).toBeFocused();
  });

  test("moves on with a swipe and closes with its button", async ({ page }) => {
    const project = lastProject && lastProject.gallery.length > 1 ? lastProject : browsable;
    const total = project?.gallery.length ?? 0;
    test.skip(total < 2, "needs a gallery of two pictures or more");
    await page.goto(`/projects/${project?.slug}`);
    await page.getByRole("link", { name: `Open picture 1 of ${total}` }).click();
    const dialog = page.getByRole("dialog");
    // The figure, not the picture: it has its full width before the picture has loaded.
    const box = await dialog.getByRole("figure").boundingBox();
    if (!box) throw new Error("no picture in the lightbox");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x + 100, y);
    await page.mouse.down();
    await page.mouse.move(x - 100, y, { steps: 5 });
    await page.mouse.up();
    await expect(dialog.getByRole("heading")).toContainText(`2 of ${total}`);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("without JavaScript, a picture opens full size", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [project] = content.projects;
    const cover = project?.gallery[0];
    await page.goto(`/projects/${project?.slug}`);
    const href = await page
      .getByRole("link", { name: `Open picture 1 of ${project?.gallery.length}` })
      .getAttribute("href");
    expect(href).toBe(images[cover?.src ?? ""]?.full);
    expect(href).toMatch(/^\/img\/.+\.jpg$/);
    const response = await page.request.get(href ?? "");
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    await context.close();
  });
});

test.describe("before and after", () => {
  // A project of the content with a pair (one sample has one); none: nothing to compare.
  const project = content.projects.find((candidate) => candidate.beforeAfter.length > 0);
  test.skip(!project, "no project in the content has a before/after pair");
  const region = (page: Page) =>
    page.getByRole("region", { name: "The same place, before and after the work" });
  const clip = (page: Page) => region(page).locator(".before-after-after picture").first();

  test("compares by dragging and with the arrow keys", async ({ page }) => {
    await page.goto(`/projects/${project?.slug}`);
    const slider = region(page).getByRole("slider", { name: "Before and after: move to compare" });
    await slider.scrollIntoViewIfNeeded();
    await expect(clip(page)).toHaveCSS("clip-path", "inset(0px 0px 0px 50%)");
    await expect(region(page).getByRole("img")).toHaveCount(2);

    await slider.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("55");
    await expect(clip(page)).toHaveCSS("clip-path", "inset(0px 0px 0px 55%)");

    const box = await slider.boundingBox();
    if (!box) throw new Error("the slider is not drawn");
    await page.mouse.move(box.x + box.width * 0.55, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const value = Number(await slider.inputValue());
    expect(value).toBeGreaterThan(10);
    expect(value).toBeLessThan(30);
    await expect(clip(page)).toHaveCSS("clip-path", `inset(0px 0px 0px ${value}%)`);
  });

  test("both captions stay whole and readable wherever the handle is, near each end too", async ({
    page,
  }) => {
    await page.goto(`/projects/${project?.slug}`);
    const slider = region(page).getByRole("slider", { name: "Before and after: move to compare" });
    const photos = region(page).locator(".before-after-photos").first();
    await slider.focus();
    for (const [keys, at] of [
      [["Home"], 0],
      [Array(5).fill("ArrowRight"), 5],
      [Array(5).fill("ArrowRight"), 10],
      [["End", ...Array(50).fill("ArrowLeft")], 50],
      [Array(40).fill("ArrowRight"), 90],
      [Array(5).fill("ArrowRight"), 95],
      [["End"], 100],
    ] as const) {
      for (const key of keys) await page.keyboard.press(key);
      await expect(slider).toHaveValue(String(at));
      await expect(region(page).locator(".before-after").first()).toHaveAttribute(
        "style",
        `--split: ${at}%;`,
      );
      for (const caption of ["Before", "After"]) {
        const label = photos.locator("figcaption", { hasText: caption });
        // Inside the photos, and the label itself wherever it is drawn: not cut off by the
        // edge of the photo it is on, nor covered by the other photo.
        const seen = await label.evaluate((element) => {
          // In the middle of the screen, clear of the sticky header.
          element.scrollIntoView({ block: "center" });
          const box = element.getBoundingClientRect();
          const frame = element.closest(".before-after-photos")?.getBoundingClientRect();
          const inside =
            frame !== undefined &&
            box.left >= frame.left &&
            box.right <= frame.right &&
            box.top >= frame.top &&
            box.bottom <= frame.bottom;
          const hidden = [0.03, 0.25, 0.5, 0.75, 0.97].filter((across) => {
            const hit = document.elementFromPoint(
              box.left + across * box.width,
              box.top + box.height / 2,
            );
            return !(hit && element.contains(hit));
          });
          return { inside, hidden };
        });
        expect.soft(seen, `"${caption}" with the handle at ${at}%`).toEqual({
          inside: true,
          hidden: [],
        });
      }
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the two photos side by side, captioned Before and After", async ({ page }) => {
      await page.goto(`/projects/${project?.slug}`);
      const before = region(page).locator("figure").filter({ hasText: "Before" }).first();
      const after = region(page).locator("figure").filter({ hasText: "After" }).first();
      await expect(before.getByText("Before", { exact: true })).toBeVisible();
      await expect(after.getByText("After", { exact: true })).toBeVisible();
      await expect(region(page).getByRole("slider")).toBeHidden();
      const [left, right] = [await before.boundingBox(), await after.boundingBox()];
      expect(left && right && right.x >= left.x + left.width).toBe(true);
    });
  });
});
