import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Testimonial } from "~/reviews/testimonial";
import { ReviewCard } from "./review-card";

const review: Testimonial = {
  name: "Ann Lee",
  location: "Fleetwood",
  rating: 4,
  project: "Roof, Fleetwood",
  text: "A review written for this test, long enough to pass for one a customer would write.",
  sample: false,
};
const sampleLabel = "Sample review shown until the firm publishes its customers";

describe("ReviewCard", () => {
  it("labels a sample review as one", () => {
    const html = renderToStaticMarkup(<ReviewCard review={{ ...review, sample: true }} />);
    expect(html).toContain(sampleLabel);
  });

  it("shows a real review without the label, with its words, rating and who wrote it", () => {
    const html = renderToStaticMarkup(<ReviewCard review={review} />);
    expect(html).not.toContain(sampleLabel);
    expect(html).toContain(review.text);
    expect(html).toContain("Rated 4 out of 5");
    expect(html).toContain(review.name);
    expect(html).toContain(review.project);
  });
});
