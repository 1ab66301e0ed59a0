import path from "node:path";
import { describe, expect, it } from "vitest";
import { placeholderWarnings } from "./placeholder-warnings";
import { readSiteContent } from "./read-content.server";
import type { SiteContent } from "./site-content";

// The tests' own content: the firm's real-looking details, one sample review of two, drawings only.
const fixture = readSiteContent(path.resolve("tests/fixtures/content"));
const drawingsWarning = `${fixture.images.length} picture(s) are generated sample drawings, not photos of your work`;

const withReviews = (sample: (index: number) => boolean): SiteContent => ({
  ...fixture.content,
  testimonials: fixture.content.testimonials.map((review, index) => ({
    ...review,
    sample: sample(index),
  })),
});

describe("placeholderWarnings", () => {
  it("counts the sample reviews while any is left, and the drawings", () => {
    expect(placeholderWarnings(fixture.content, fixture.images)).toEqual([
      "content/testimonials.yaml: 1 sample review(s); publishing invented reviews is unlawful in the UK",
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
    expect(placeholderWarnings(fixture.content, fixture.images, 1)).toEqual([drawingsWarning]);
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
