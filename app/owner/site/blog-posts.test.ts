import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Drafts, EditConflict } from "../../../server/publish/drafts";
import type { OwnerArea } from "../owner-area";
import { saveBlogPost } from "./blog-post-save.server";
import { blogPostForm, blogPostsPage, previewHtml, removeBlogPost } from "./blog-posts.server";

/** A post as a developer wrote it: folded strings, a comment, a field the form does not show. */
const existing = `---
title: "Choosing roof tiles for a windy coast"
excerpt: >-
  Slate, clay or concrete: a short guide to the roof tiles that stand up to gales and salt, and
  what each costs to fit and keep.
category: Roofing
date: 2025-02-01
author: Test Author
# The picture is a sample drawing.
image:
  src: images/roof-test
  alt: A drawing of a pitched roof with rows of grey tiles
seoDescription: >-
  Roof tiles for homes near the sea: slate, clay and concrete compared for wind and salt.
---

Tiles on an exposed roof have to resist wind lifting them, and salt eating their fixings.

## Slate

Natural slate lasts longest, *if* it is fixed with copper nails. Clay is heavier and needs a
stronger roof, and concrete is the cheapest to buy but the first to weather.

- one
- two
`;

const newPost = {
  title: "Fitting a new porch before winter",
  excerpt:
    "What a porch adds to a house by the sea, how long it takes to build and which approvals it needs.",
  category: "Roofing",
  date: "2026-10-05",
  seoDescription: "Building a porch before winter: time, approvals and materials, in plain words.",
  image: "images/porch-test",
  imageAlt: "A drawing of a brick porch with a tiled roof",
  body: "## Why a porch\n\nA porch keeps the wind and rain out of the hall, and gives boots and coats a place of their own. It also makes the front door warmer.\n\n- **Time**: about two weeks\n- **Approvals**: usually none, see [the Planning Portal](https://www.planningportal.gov.uk)\n",
};

/** An owner area whose content/blog holds one post and two pictures. */
function area() {
  const root = mkdtempSync(path.join(tmpdir(), "blog-editor-"));
  const contentDir = path.join(root, "content");
  mkdirSync(path.join(contentDir, "blog", "images"), { recursive: true });
  writeFileSync(path.join(contentDir, "blog", "roof-tiles.md"), existing);
  for (const name of ["roof-test", "porch-test"])
    writeFileSync(path.join(contentDir, "blog", "images", `${name}.svg`), "<svg/>");
  const drafts = new Drafts(path.join(root, "drafts"), contentDir);
  return { area: { publishing: { drafts } } as unknown as OwnerArea, drafts, contentDir };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
/** The form of a post as the page shows it, with some answers changed. */
const editForm = (owner: OwnerArea, slug: string, changes: Record<string, string> = {}) => {
  const shown = blogPostForm(owner, slug);
  if (!shown) throw new Error(`no post ${slug}`);
  return form({ ...shown.values, version: shown.version, ...changes });
};

describe("the blog posts editor", () => {
  it("drafts a new post at an address made from its title, the newest first in the list", () => {
    const { area: owner, drafts, contentDir } = area();
    const version = blogPostForm(owner, undefined)?.version ?? "";
    const saved = saveBlogPost(owner, form({ ...newPost, version }), "o@example.com", undefined);
    expect(saved).toMatchObject({ ok: true, slug: "fitting-a-new-porch-before-winter" });
    expect(Object.keys(drafts.changes())).toEqual(["blog/fitting-a-new-porch-before-winter.md"]);
    const text = drafts.read("blog/fitting-a-new-porch-before-winter.md").text ?? "";
    expect(text).toMatch(/^---\ntitle: Fitting a new porch before winter\n/);
    // The author of the newest post signs it too.
    expect(text).toContain("author: Test Author");
    expect(text).toContain("date: 2026-10-05");
    expect(text).toContain("\n---\n\n## Why a porch\n");
    expect(blogPostsPage(owner).posts.map((post) => [post.slug, post.drafted])).toEqual([
      ["fitting-a-new-porch-before-winter", true],
      ["roof-tiles", false],
    ]);
    // Live content untouched until publishing.
    expect(() =>
      readFileSync(path.join(contentDir, "blog", "fitting-a-new-porch-before-winter.md")),
    ).toThrow();
  });

  it("refuses a new post whose address another post has, saying so with its other mistakes", () => {
    const { area: owner, drafts } = area();
    const refused = saveBlogPost(
      owner,
      form({
        ...newPost,
        title: "Roof tiles!",
        image: "",
        category: "",
        excerpt: "Tiles.",
        version: "none",
      }),
      "o@example.com",
      undefined,
    );
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({
      title: [expect.stringContaining("already a post at /blog/roof-tiles")],
      image: ["Choose one of the pictures."],
      category: ["Choose a category, or type a new one."],
      excerpt: ["Write at least 60 characters."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("changes only what was changed: other fields, comments and the body stay byte for byte", () => {
    const { area: owner, drafts } = area();
    const saved = saveBlogPost(
      owner,
      // A browser sends the body's lines with \r\n: that is no change.
      editForm(owner, "roof-tiles", {
        title: "Choosing roof tiles for a windy, salty coast",
        body: (blogPostForm(owner, "roof-tiles")?.values.body ?? "").replace(/\n/g, "\r\n"),
      }),
      "o@example.com",
      "roof-tiles",
    );
    expect(saved).toMatchObject({ ok: true, slug: "roof-tiles" });
    expect(drafts.read("blog/roof-tiles.md").text).toBe(
      existing.replace(
        '"Choosing roof tiles for a windy coast"',
        "Choosing roof tiles for a windy, salty coast",
      ),
    );

    // A new picture and body: the rest of the front matter as it was.
    const changed = saveBlogPost(
      owner,
      editForm(owner, "roof-tiles", {
        image: "images/porch-test",
        imageAlt: "A drawing of a porch",
        body: "Just one new paragraph, long enough for the site to take it as a whole article body, with some words about tiles and wind and salt and the nails that hold the tiles down on a stormy night by the sea.",
      }),
      "o@example.com",
      "roof-tiles",
    );
    expect(changed.ok).toBe(true);
    const text = drafts.read("blog/roof-tiles.md").text ?? "";
    expect(text).toContain("  src: images/porch-test\n  alt: A drawing of a porch\n");
    expect(text).toContain("# The picture is a sample drawing.\n");
    expect(text).toContain(existing.slice(existing.indexOf("excerpt:"), existing.indexOf("# The")));
    expect(text).toMatch(/\n---\n\nJust one new paragraph.*sea\.\n$/);
  });

  it("keeps a post's picture from another folder, offering it with the blog's own", () => {
    const { area: owner, drafts, contentDir } = area();
    mkdirSync(path.join(contentDir, "blog", "photos"));
    writeFileSync(path.join(contentDir, "blog", "photos", "van.jpg"), "jpeg");
    const elsewhere = existing.replace("src: images/roof-test", "src: photos/van.jpg");
    writeFileSync(path.join(contentDir, "blog", "roof-tiles.md"), elsewhere);
    expect(blogPostForm(owner, "roof-tiles")?.pictures.map((picture) => picture.key)).toEqual([
      "images/porch-test",
      "images/roof-test",
      "photos/van",
    ]);
    const saved = saveBlogPost(
      owner,
      editForm(owner, "roof-tiles", { category: "Roofs" }),
      "o@example.com",
      "roof-tiles",
    );
    expect(saved.ok).toBe(true);
    expect(drafts.read("blog/roof-tiles.md").text).toBe(
      elsewhere.replace("category: Roofing", "category: Roofs"),
    );
  });

  it("saves nothing when an answer is wrong, and says which, beside it", () => {
    const { area: owner, drafts } = area();
    const refused = saveBlogPost(
      owner,
      editForm(owner, "roof-tiles", {
        title: "Short",
        date: "1 May",
        seoDescription: "",
        imageAlt: "Tile",
        body: "Too short.",
      }),
      "o@example.com",
      "roof-tiles",
    );
    expect(refused.ok).toBe(false);
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({
      title: ["Write at least 10 characters."],
      date: ["Enter a date."],
      seoDescription: ["Write at least 50 characters."],
      imageAlt: ["Write at least 5 characters."],
      body: [expect.stringContaining("Write a little more")],
    });
    expect(drafts.changes()).toEqual({});

    const picture = saveBlogPost(
      owner,
      editForm(owner, "roof-tiles", { image: "images/not-there" }),
      "o@example.com",
      "roof-tiles",
    );
    expect(picture.ok ? {} : picture.fieldErrors).toEqual({
      image: ["Choose one of the pictures."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("refuses a form opened before another change was saved", () => {
    const { area: owner, drafts } = area();
    const stale = editForm(owner, "roof-tiles", { category: "Roofs and tiles" });
    saveBlogPost(
      owner,
      editForm(owner, "roof-tiles", { category: "Roofs" }),
      "o@example.com",
      "roof-tiles",
    );
    const second = saveBlogPost(owner, stale, "o@example.com", "roof-tiles");
    expect(second).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(drafts.read("blog/roof-tiles.md").text).toContain("category: Roofs\n");
  });

  it("knows a conflict thrown by the server's own copy of Drafts (bundled apart from the pages)", () => {
    const fromOtherBundle = Object.assign(new Error("changed by someone else"), {
      name: "EditConflict",
    });
    expect(fromOtherBundle instanceof EditConflict).toBe(true);
    expect(new Error("disk full") instanceof EditConflict).toBe(false);
  });

  it("drafts a post's removal once it is confirmed", () => {
    const { area: owner, drafts, contentDir } = area();
    const version = blogPostForm(owner, "roof-tiles")?.version ?? "";
    const unconfirmed = removeBlogPost(owner, form({ version }), "o@example.com", "roof-tiles");
    expect(unconfirmed.ok ? {} : unconfirmed.fieldErrors).toEqual({
      confirm: [expect.stringContaining("Tick this")],
    });
    expect(drafts.changes()).toEqual({});

    const removed = removeBlogPost(
      owner,
      form({ version, confirm: "yes" }),
      "o@example.com",
      "roof-tiles",
    );
    expect(removed.ok).toBe(true);
    expect(drafts.changes()["blog/roof-tiles.md"]?.hash).toBeNull();
    expect(blogPostsPage(owner).posts).toEqual([]);
    expect(blogPostForm(owner, "roof-tiles")).toBeUndefined();
    // Still live until publishing.
    expect(readFileSync(path.join(contentDir, "blog", "roof-tiles.md"), "utf8")).toBe(existing);
  });
});

describe("the preview", () => {
  it("renders Markdown as the site does", () => {
    expect(previewHtml(newPost.body)).toContain("<h2>Why a porch</h2>");
    expect(previewHtml(newPost.body)).toContain("<strong>Time</strong>");
    expect(previewHtml(newPost.body)).toContain('<a href="https://www.planningportal.gov.uk">');
  });

  it("shows HTML as text and takes the address off javascript: links", () => {
    const html = previewHtml(
      [
        "<script>alert(1)</script>",
        "",
        'Hello <img src=x onerror="alert(2)"> there',
        "",
        "[click](javascript:alert(3)) [again](JaVaScRiPt&#58;alert(4)) [tel](tel:01253123456)",
        "",
        "![pic](javascript:alert(5)) <javascript:alert(6)>",
      ].join("\n"),
    );
    expect(html).not.toMatch(/<script|<img|href="[^"]*script/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<span>click</span>");
    expect(html).toContain('<a href="tel:01253123456">tel</a>');
  });

  it("is refused on saving too: the live page would run it", () => {
    const { area: owner, drafts } = area();
    const refused = saveBlogPost(
      owner,
      editForm(owner, "roof-tiles", {
        body: `${blogPostForm(owner, "roof-tiles")?.values.body}\n[Win a prize](javascript:alert(1))\n`,
      }),
      "o@example.com",
      "roof-tiles",
    );
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({
      body: [expect.stringContaining("javascript:alert(1) is not allowed")],
    });
    expect(drafts.changes()).toEqual({});
  });
});
