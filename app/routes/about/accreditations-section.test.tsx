import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSiteContent } from "~/site/read-site-content.server";
import { AccreditationsSection, onAboutPage } from "./accreditations-section";

// The tests' own small content folder, not the owner's: one accreditation, on the About page.
const { content } = readSiteContent(path.resolve("tests/fixtures/content"));
const intro = content.pages.about.accreditations;

function render(accreditations = content.accreditations, cover: string[] = []) {
  return renderToStaticMarkup(
    <AccreditationsSection
      intro={intro}
      accreditations={onAboutPage(accreditations)}
      cover={cover}
    />,
  );
}

describe("the About page's accreditations", () => {
  it("show under their heading those marked for the About page", () => {
    const [scheme] = content.accreditations;
    const html = render();
    expect(html).toMatch(new RegExp(`<h2 id="accreditations-heading"[^>]*>${intro.title}</h2>`));
    expect(html).toContain(scheme?.name);
    expect(html).toContain(scheme?.description);
  });

  it("leave no trace, heading included, when none is marked for the About page", () => {
    expect(
      render(content.accreditations.map((scheme) => ({ ...scheme, onAboutPage: false }))),
    ).toBe("");
  });

  it("leave no trace when the content lists no accreditations", () => {
    expect(render([])).toBe("");
  });

  it("each links to its scheme's check page, with the membership number", () => {
    const [scheme] = content.accreditations;
    if (!scheme) throw new Error("the fixture has no accreditation");
    const html = render([
      {
        ...scheme,
        membershipNumber: "T-123",
        checkUrl: "https://check.example.org/?q=T-123",
      },
    ]);
    expect(html).toContain("Member no. T-123");
    expect(html).toContain('href="https://check.example.org/?q=T-123"');
  });

  it("state the insurance and guarantees in plain words, even without a badge", () => {
    const html = render([], ["Insured for £5 million of public liability with Test Insurers."]);
    expect(html).toContain("Insured for £5 million of public liability with Test Insurers.");
  });

  it("show the owner's words as text, whatever they hold", () => {
    const [scheme] = content.accreditations;
    if (!scheme) throw new Error("the fixture has no accreditation");
    const hostile = "<img src=x onerror=alert(1)>";
    const html = render(
      [{ ...scheme, name: `Guild ${hostile}`, membershipNumber: hostile }],
      [`Insured with ${hostile}.`],
    );
    expect(html).not.toContain(hostile);
    expect(html).toContain("Guild &lt;img src=x onerror=alert(1)&gt;");
  });
});
