import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SiteContent } from "~/content/site-content.server";
import { publishedReview } from "../../tests/support/test-reviews";
import { publishedReviewSchema } from "../reviews/published-review";
import { placeholderWarnings } from "./placeholder-warnings";
import { readSiteContent } from "./read-site-content.server";

// The tests' own content: the firm's real-looking details, one sample review of two, one priced
// job of two with sample prices, drawings only.
const fixture = readSiteContent(path.resolve("tests/fixtures/content"));
const drawingsWarning = `${fixture.images.length} picture(s) are generated sample drawings, not photos of your work`;
const samplePrices = fixture.content.priceGuides.filter((guide) => guide.sample);
const pricesWarning = `content/price-guide.yaml: the price guide shows sample prices for ${samplePrices.map((guide) => guide.title).join(", ")}; put in your own, or take them off`;

/** The fixture with its reviews marked `sample` or not, and its prices all the firm's own. */
const withReviews = (sample: (index: number) => boolean): SiteContent => ({
  ...fixture.content,
  testimonials: fixture.content.testimonials.map((review, index) => ({
    ...review,
    sample: sample(index),
  })),
  priceGuides: fixture.content.priceGuides.map((guide) => ({ ...guide, sample: false })),
});

describe("placeholderWarnings", () => {
  it("counts the sample reviews while any is left, and the drawings", () => {
    expect(placeholderWarnings(fixture.content, fixture.images)).toEqual([
      "content/testimonials.yaml: 1 sample review(s); publishing invented reviews is unlawful in the UK",
      pricesWarning,
      drawingsWarning,
    ]);
    expect(
      placeholderWarnings(
        withReviews(() => true),
        fixture.images,
      )[0],
    ).toMatch(/^content\/testimonials\.yaml: 2 sample review\(s\)/);
  });

  it("says nothing of the samples once a verified customer's review is published: they are hidden", () => {
    expect(
      placeholderWarnings(
        {
          ...fixture.content,
          customerReviews: [publishedReviewSchema.parse(publishedReview({ town: "Lytham" }))],
        },
        fixture.images,
      ),
    ).toEqual([pricesWarning, drawingsWarning]);
  });

  it("names the priced jobs whose prices are samples, until each is the firm's own", () => {
    expect(samplePrices.length).toBeGreaterThan(0);
    expect(pricesWarning).toContain(samplePrices[0]?.title);
    expect(
      placeholderWarnings(
        withReviews(() => false),
        fixture.images,
      ),
    ).not.toContain(pricesWarning);
  });

  it("says nothing of reviews once every one is marked real", () => {
    expect(
      placeholderWarnings(
        withReviews(() => false),
        fixture.images,
      ),
    ).toEqual([drawingsWarning]);
  });

  it("says nothing at all once the details, reviews and pictures are the firm's own", () => {
    const photos = fixture.images.map((image) => ({
      ...image,
      file: image.file.replace(/\.svg$/, ".jpg"),
    }));
    expect(
      placeholderWarnings(
        withReviews(() => false),
        photos,
      ),
    ).toEqual([]);
  });

  it("names each fictional company detail with its file", () => {
    const content = withReviews(() => false);
    const placeholders = {
      ...content,
      company: { ...content.company, phone: "0161 496 0000", email: "hello@example.com" },
    };
    expect(placeholderWarnings(placeholders, [])).toEqual([
      "content/company.yaml: phone 0161 496 0000 is an Ofcom drama number",
      "content/company.yaml: email hello@example.com is on a reserved example domain",
    ]);
  });
});
