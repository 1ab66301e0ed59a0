import { describe, expect, it } from "vitest";
import { fixtureContent, renderPage, wordsOf } from "../../../tests/support/page-render";
import * as costGuide from "./route";

// The tests' own prices (tests/fixtures/content/price-guide.yaml): a garden wall (plus VAT) and
// a shed base (sample prices).
const render = (query = "") =>
  renderPage(
    { url: `/cost-guide${query}`, path: "/cost-guide", page: costGuide },
    fixtureContent(),
  );

describe("the price guide's page", () => {
  it("asks each priced job's questions, with one h1, and no price until they are answered", async () => {
    const html = await render();
    const words = wordsOf(html);
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const title of ["Garden wall for tests", "Shed base for tests", "Length", "Stone coping"])
      expect(words).toContain(title);
    expect(html).toContain('method="get"');
    expect(words).not.toContain("Guide price");
    expect(words).toContain("Prices last checked January 2026");
    expect(words).toContain("Sample prices, shown until the firm publishes its own");
  });

  it("answers from the address: the range, VAT, what is included, and a quote started from it", async () => {
    const html = await render("?job=test-wall&length=5-to-10-metres&coping=stone-coping");
    const words = wordsOf(html);
    expect(words).toContain("Guide price £3,400 to £5,900");
    expect(words).toContain("Plus VAT, for: 5 to 10 metres, Stone coping.");
    expect(words).toContain("A guide, not a quote");
    expect(words).toContain("Footings and brickwork");
    expect(words).toContain("Taking down the old wall");
    expect(html).toContain(
      'href="/contact?service=walls&amp;guide=test-wall%3A5-to-10-metres%2Cstone-coping#quote-form"',
    );
    const picked = html.match(/<input[^>]*checked=""[^>]*>/g)?.join(" ");
    expect(picked).toContain('value="5-to-10-metres"');
    expect(picked).toContain('value="stone-coping"');
  });

  it("says beside the question what is wrong with an answer, never echoing it", async () => {
    const html = await render("?job=test-wall&length=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    const words = wordsOf(html);
    expect(words).toContain(
      "That is not one of the answers to “Length”: choose one of those listed.",
    );
    expect(words).toContain("Choose an answer to “Coping”.");
    expect(words).toContain("Some answers in this address are not in the guide");
    expect(words).not.toContain("Guide price");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toMatch(/aria-describedby="test-wall-length-error"/);
  });

  it("a job the guide does not have is said above the guide", async () => {
    const words = wordsOf(await render("?job=%22%3E%3Cimg%20src%3Dx%3E"));
    expect(words).toContain("That job is not in the price guide");
  });

  it("shows the owner's words as text, whatever they hold", async () => {
    const { content } = fixtureContent();
    const [wall] = content.priceGuides;
    if (!wall) throw new Error("no priced job in the fixture");
    const hostile = "<img src=x onerror=alert(1)>";
    const html = await renderPage(
      { url: "/cost-guide", path: "/cost-guide", page: costGuide },
      fixtureContent({
        content: {
          priceGuides: [{ ...wall, title: `Wall ${hostile}`, included: [`Bricks ${hostile}`] }],
        },
      }),
    );
    expect(html).not.toContain(hostile);
    expect(wordsOf(html)).toContain("Wall &lt;img src=x onerror=alert(1)&gt;");
  });
});
