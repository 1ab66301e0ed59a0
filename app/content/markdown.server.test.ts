import { describe, expect, it } from "vitest";
import { markdownToHtml } from "./markdown.server";

describe("Markdown as the site shows it", () => {
  it("keeps what Markdown makes", () => {
    const html = markdownToHtml(
      "## Planning\n\nA **new** roof, *slate*, [our work](https://example.com/roofs) or [call](tel:01253555012).\n\n- one\n- two\n\n1. first\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n![A roof](/img/roof.jpg)",
    );
    for (const part of [
      "<h2>Planning</h2>",
      "<strong>new</strong>",
      "<em>slate</em>",
      '<a href="https://example.com/roofs">our work</a>',
      '<a href="tel:01253555012">call</a>',
      "<li>one</li>",
      "<ol>",
      "<blockquote>",
      "<table>",
      '<img src="/img/roof.jpg" alt="A roof" />',
    ])
      expect(html).toContain(part);
  });

  it.each([
    ["a script", "<script>alert(1)</script>Hello", "<script"],
    ["an event handler", '<img src="/x.jpg" onerror="alert(1)">', "onerror"],
    ["a javascript: link", "[win a prize](javascript:alert(1))", "javascript:"],
    ["an encoded javascript: link", "[x](jav&#x09;ascript:alert(1))", "ascript:"],
    ["a data: picture", "![x](data:image/svg+xml;base64,PHN2Zz4=)", "data:"],
    ["a frame", '<iframe src="https://evil.example"></iframe>', "<iframe"],
    ["a style", '<p style="position:fixed">cover</p>', "style="],
    ["a form", '<form action="https://evil.example"><input name="card"></form>', "<form"],
  ])("drops %s that came in with the content", (_what, markdown, unwanted) => {
    expect(markdownToHtml(markdown).toLowerCase()).not.toContain(unwanted);
  });
});
