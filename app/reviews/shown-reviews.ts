import type { Testimonial } from "~/reviews/testimonial";
import type { ReviewOnSite } from "./published-review";

/**
 * The reviews a page shows: verified customers' (newest first, as published), then the real
 * ones the owner typed in (`sample: false`). The samples only while there is no real review at
 * all, never beside a real one: invented reviews must not pass for, or mix with, real ones.
 */
export interface ShownReviews {
  verified: ReviewOnSite[];
  /** The owner-typed reviews: the real ones, or the samples while there is no real review. */
  typed: Testimonial[];
}

export function shownReviews(verified: ReviewOnSite[], testimonials: Testimonial[]): ShownReviews {
  const real = testimonials.filter((testimonial) => !testimonial.sample);
  if (verified.length > 0 || real.length > 0) return { verified, typed: real };
  return { verified: [], typed: testimonials };
}

/** The first `limit` of the shown reviews, verified ones first. */
export function firstReviews({ verified, typed }: ShownReviews, limit: number): ShownReviews {
  const firstVerified = verified.slice(0, limit);
  return { verified: firstVerified, typed: typed.slice(0, limit - firstVerified.length) };
}

/** The average rating (to one decimal) and how many reviews it is from: real reviews only. */
export interface ReviewsRating {
  average: number;
  count: number;
  /** How many of them are verified customers'. */
  verified: number;
}

/** The rating of the real reviews among `shown`; undefined while there is none (samples never count). */
export function reviewsRating({ verified, typed }: ShownReviews): ReviewsRating | undefined {
  const ratings = [
    ...verified.map((review) => review.rating),
    ...typed.filter((testimonial) => !testimonial.sample).map((testimonial) => testimonial.rating),
  ];
  if (ratings.length === 0) return undefined;
  const total = ratings.reduce((sum, rating) => sum + rating, 0);
  return {
    average: Math.round((total * 10) / ratings.length) / 10,
    count: ratings.length,
    verified: verified.length,
  };
}

/** A page's share of the verified reviews (a service's, a project's): the newest `limit`, and how many in all. */
export interface ReviewsExcerpt {
  reviews: ReviewOnSite[];
  total: number;
}

/** The verified reviews that `matches` picks, newest first; undefined when there is none. */
export function reviewsExcerpt(
  verified: ReviewOnSite[],
  matches: (review: ReviewOnSite) => boolean,
  limit = 3,
): ReviewsExcerpt | undefined {
  const matching = verified.filter(matches);
  if (matching.length === 0) return undefined;
  return { reviews: matching.slice(0, limit), total: matching.length };
}
