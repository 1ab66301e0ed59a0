import { describe, expect, it } from "vitest";
import { editForm, editors, newPost } from "../../tests/support/blog-editing";
import { blogPostForm, previewHtml } from "../blog/blog-editor.server";
import { saveBlogPost } from "../blog/blog-post-save.server";

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
    const { drafts } = editors();
    const refused = saveBlogPost(
      drafts,
      editForm(drafts, "roof-tiles", {
        body: `${blogPostForm(drafts, "roof-tiles")?.values.body}\n[Win a prize](javascript:alert(1))\n`,
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
