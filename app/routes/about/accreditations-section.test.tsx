import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSiteContent } from "~/content/read-content.server";
import { AccreditationsSection, onAboutPage } from "./accreditations-section";

// The tests' own small content folder, not the owner's: one accreditation, on the About page.
const { content } = readSiteContent(path.resolve("tests/fixtures/content"));
const intro = content.pages.about.accreditations;

function render(accreditations = content.accreditations) {
  return renderToStaticMarkup(
    <AccreditationsSection intro={intro} accreditations={onAboutPage(accreditations)} />,
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
});
