import { describe, expect, it } from "vitest";
import {
  fixtureContent,
  renderPage,
  verifiedReview,
  wordsOf,
} from "../../../tests/support/page-render";
import * as home from "./route";

// The tests' own content: Ann L., a sample, and Bob M., a real review the owner typed in.
const { testimonials } = fixtureContent().content;
const sample = testimonials.find((review) => review.sample);
const letter = testimonials.find((review) => !review.sample);
if (!sample || !letter) throw new Error("the fixture needs a sample and a real review");
const samplesOnly = { testimonials: [sample] };

const render = (...args: Parameters<typeof fixtureContent>) =>
  renderPage({ url: "/", path: "/", page: home }, fixtureContent(...args));
/** The home page's reviews section, as a visitor reads it. */
const reviewsSection = (html: string) =>
  wordsOf(html.slice(html.indexOf('id="reviews-heading"'), html.indexOf('id="about-heading"')));

describe("the home page's reviews", () => {
  it("are the samples, marked as samples, while there is no real review", async () => {
    const shown = reviewsSection(await render({ content: samplesOnly }));
    expect(shown).toContain(sample.name);
    expect(shown).toContain("Sample review shown until the firm publishes its customers");
  });

  it("are the real ones, verified first, once there is one, never beside a sample", async () => {
    const reviews = [
      verifiedReview({ id: 2, name: "Cara D.", month: "2026-11" }),
      verifiedReview({ id: 1, name: "Dan E.", month: "2026-10" }),
    ];
    const shown = reviewsSection(await render({ reviews }));
    expect(shown).not.toContain(sample.name);
    expect(shown).not.toContain("Sample review");
    expect(shown.indexOf("Cara D.")).toBeLessThan(shown.indexOf("Dan E."));
    expect(shown.indexOf("Dan E.")).toBeLessThan(shown.indexOf(letter.name));
    expect(shown.match(/Verified customer/g)).toHaveLength(2);
  });

  it("hide the samples even when the only real review is one the owner typed in", async () => {
    const shown = reviewsSection(await render());
    expect(shown).toContain(letter.name);
    expect(shown).not.toContain(sample.name);
    expect(shown).not.toContain("Verified customer");
  });

  it("are at most three", async () => {
    const reviews = [4, 3, 2, 1].map((id) => verifiedReview({ id, name: `Customer ${id}` }));
    const shown = reviewsSection(await render({ reviews }));
    expect(shown).toContain("Customer 2");
    expect(shown).not.toContain("Customer 1");
    expect(shown).not.toContain(letter.name);
  });
});
