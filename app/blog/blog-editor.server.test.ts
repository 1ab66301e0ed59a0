import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { editForm, editors, existing, newPost, sentPost } from "../../tests/support/blog-editing";
import { submit } from "../../tests/support/site-editing";
import { blogPostForm, blogPostsPage, removeBlogPost } from "./blog-editor.server";
import { postForm, saveBlogPost } from "./blog-post-save.server";

describe("the blog posts editor", () => {
  it("drafts a new post at an address made from its title, the newest first in the list", () => {
    const { drafts, contentDir } = editors();
    const version = blogPostForm(drafts, undefined)?.version ?? "";
    const saved = saveBlogPost(
      drafts,
      sentPost({ ...newPost, version }),
      "o@example.com",
      undefined,
    );
    expect(saved).toMatchObject({ ok: true, slug: "fitting-a-new-porch-before-winter" });
    expect(Object.keys(drafts.changes())).toEqual(["blog/fitting-a-new-porch-before-winter.md"]);
    const text = drafts.read("blog/fitting-a-new-porch-before-winter.md").text ?? "";
    expect(text).toMatch(/^---\ntitle: Fitting a new porch before winter\n/);
    // The author of the newest post signs it too.
    expect(text).toContain("author: Test Author");
    expect(text).toContain("date: 2026-10-05");
    expect(text).toContain("\n---\n\n## Why a porch\n");
    expect(blogPostsPage(drafts).posts.map((post) => [post.slug, post.drafted])).toEqual([
      ["fitting-a-new-porch-before-winter", true],
      ["roof-tiles", false],
    ]);
    // Live content untouched until publishing.
    expect(() =>
      readFileSync(path.join(contentDir, "blog", "fitting-a-new-porch-before-winter.md")),
    ).toThrow();
  });

  it("refuses a new post whose address another post has, saying so with its other mistakes", () => {
    const { drafts } = editors();
    const refused = saveBlogPost(
      drafts,
      sentPost({
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
    const { drafts } = editors();
    const saved = saveBlogPost(
      drafts,
      // A browser sends the body's lines with \r\n: that is no change.
      editForm(drafts, "roof-tiles", {
        title: "Choosing roof tiles for a windy, salty coast",
        body: (blogPostForm(drafts, "roof-tiles")?.values.body ?? "").replace(/\n/g, "\r\n"),
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
      drafts,
      editForm(drafts, "roof-tiles", {
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
    const { drafts, contentDir } = editors();
    mkdirSync(path.join(contentDir, "blog", "photos"));
    writeFileSync(path.join(contentDir, "blog", "photos", "van.jpg"), "jpeg");
    const elsewhere = existing.replace("src: images/roof-test", "src: photos/van.jpg");
    writeFileSync(path.join(contentDir, "blog", "roof-tiles.md"), elsewhere);
    expect(blogPostForm(drafts, "roof-tiles")?.pictures.map((picture) => picture.key)).toEqual([
      "images/porch-test",
      "images/roof-test",
      "photos/van",
    ]);
    const saved = saveBlogPost(
      drafts,
      editForm(drafts, "roof-tiles", { category: "Roofs" }),
      "o@example.com",
      "roof-tiles",
    );
    expect(saved.ok).toBe(true);
    expect(drafts.read("blog/roof-tiles.md").text).toBe(
      elsewhere.replace("category: Roofing", "category: Roofs"),
    );
  });

  it("saves nothing when an answer is wrong, and says which, beside it", () => {
    const { drafts } = editors();
    const refused = saveBlogPost(
      drafts,
      editForm(drafts, "roof-tiles", {
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
      drafts,
      editForm(drafts, "roof-tiles", { image: "images/not-there" }),
      "o@example.com",
      "roof-tiles",
    );
    expect(picture.ok ? {} : picture.fieldErrors).toEqual({
      image: ["Choose one of the pictures."],
    });
    expect(drafts.changes()).toEqual({});
  });

  it("refuses a form opened before another change was saved", () => {
    const { drafts } = editors();
    const stale = editForm(drafts, "roof-tiles", { category: "Roofs and tiles" });
    saveBlogPost(
      drafts,
      editForm(drafts, "roof-tiles", { category: "Roofs" }),
      "o@example.com",
      "roof-tiles",
    );
    const second = saveBlogPost(drafts, stale, "o@example.com", "roof-tiles");
    expect(second).toMatchObject({
      ok: false,
      message: expect.stringContaining("Nothing was saved"),
    });
    expect(drafts.read("blog/roof-tiles.md").text).toContain("category: Roofs\n");
  });

  it("drafts a post's removal once it is confirmed", async () => {
    const { drafts, contentDir } = editors();
    const version = blogPostForm(drafts, "roof-tiles")?.version ?? "";
    const remove = (fields: Record<string, string>) =>
      submit(postForm, { intent: "remove", version, ...fields }, () =>
        removeBlogPost(drafts, { version }, "o@example.com", "roof-tiles"),
      );
    const unconfirmed = await remove({});
    expect(unconfirmed).toMatchObject({ ok: false, status: 400 });
    expect(unconfirmed.fieldErrors).toEqual({ confirm: [expect.stringContaining("Tick this")] });
    expect(drafts.changes()).toEqual({});

    const removed = await remove({ confirm: "yes" });
    expect(removed.ok).toBe(true);
    expect(drafts.changes()["blog/roof-tiles.md"]?.hash).toBeNull();
    expect(blogPostsPage(drafts).posts).toEqual([]);
    expect(blogPostForm(drafts, "roof-tiles")).toBeUndefined();
    // Still live until publishing.
    expect(readFileSync(path.join(contentDir, "blog", "roof-tiles.md"), "utf8")).toBe(existing);
  });
});
