import { describe, expect, it } from "vitest";
import type { Testimonial } from "~/reviews/testimonial";
import { publishedReviewSchema } from "./published-review";
import { firstReviews, reviewsExcerpt, reviewsRating, shownReviews } from "./shown-reviews";

const typed = (name: string, rating: number, sample: boolean): Testimonial => ({
  name,
  location: "Blackpool",
  rating,
  project: "Extension, Blackpool",
  text: "A review written for this test, long enough to pass the schema's minimum length.",
  sample,
});
const verified = (id: number, rating: number, serviceSlug = "roofing") =>
  publishedReviewSchema.parse({
    id,
    rating,
    text: "Words of a verified customer.",
    name: `Customer ${id}`,
    town: "Fleetwood",
    job: "Roofing",
    serviceSlug,
    projectSlug: null,
    month: "2026-11",
    reply: null,
    photos: [],
  });
const sample = typed("Sam P.", 5, true);
const letter = typed("Lee R.", 3, false);

describe("the reviews a page shows", () => {
  it("are the samples only while there is no real review at all", () => {
    expect(shownReviews([], [sample])).toEqual({ verified: [], typed: [sample] });
    expect(shownReviews([], [sample, letter])).toEqual({ verified: [], typed: [letter] });
    const review = verified(1, 4);
    expect(shownReviews([review], [sample])).toEqual({ verified: [review], typed: [] });
    expect(shownReviews([review], [sample, letter])).toEqual({
      verified: [review],
      typed: [letter],
    });
  });

  it("on the home page are the first few, verified ones first", () => {
    const reviews = [verified(3, 5), verified(2, 4)];
    expect(firstReviews(shownReviews(reviews, [letter, sample]), 3)).toEqual({
      verified: reviews,
      typed: [letter],
    });
    expect(firstReviews({ verified: [...reviews, verified(1, 5)], typed: [letter] }, 2)).toEqual({
      verified: reviews,
      typed: [],
    });
  });
});

describe("the rating above the reviews", () => {
  it("is the average of the real reviews to one decimal, never counting a sample", () => {
    const shown = shownReviews([verified(2, 5), verified(1, 4)], [sample, letter]);
    expect(reviewsRating(shown)).toEqual({ average: 4, count: 3, verified: 2 });
    expect(reviewsRating({ verified: [verified(1, 4)], typed: [sample, letter] })).toEqual({
      average: 3.5,
      count: 2,
      verified: 1,
    });
    expect(
      reviewsRating({ verified: [verified(1, 5), verified(2, 5), verified(3, 4)], typed: [] })
        ?.average,
    ).toBe(4.7);
  });

  it("is not given while there is no real review", () => {
    expect(reviewsRating(shownReviews([], [sample]))).toBeUndefined();
  });
});

describe("a page's share of the verified reviews", () => {
  const reviews = [5, 4, 3, 2, 1].map((id) => verified(id, 5, id === 4 ? "glazing" : "roofing"));

  it("is the newest three that match, and how many match in all", () => {
    const excerpt = reviewsExcerpt(reviews, (review) => review.serviceSlug === "roofing");
    expect(excerpt?.reviews.map((review) => review.id)).toEqual([5, 3, 2]);
    expect(excerpt?.total).toBe(4);
  });

  it("is nothing at all when none matches", () => {
    expect(reviewsExcerpt(reviews, (review) => review.serviceSlug === "joinery")).toBeUndefined();
  });
});
