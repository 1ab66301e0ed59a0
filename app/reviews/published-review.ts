import { z } from "zod";
import { formatMonth } from "../lib/uk-time";

/**
 * A verified customer's review as the site shows it: copied from the database into the
 * content a publish renders (`reviews` of the built content), so pages stay files.
 */
export const publishedReviewSchema = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    name: z.string(),
    town: z.string(),
    /** The service it was ("Roofing") and its page's slug; the project's slug if it has a page. */
    job: z.string(),
    serviceSlug: z.string(),
    projectSlug: z.string().nullable(),
    /** The month it was written (YYYY-MM). */
    month: z.string().regex(/^\d{4}-\d{2}$/),
    reply: z.string().nullable(),
    /** Under /img/reviews/: the photo, and the small copy shown on the page. */
    photos: z.array(
      z.object({
        src: z.string(),
        thumb: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        thumbWidth: z.number().int(),
        thumbHeight: z.number().int(),
      }),
    ),
  })
  // The month in words, made on the server: a page never formats a date in the browser.
  .transform((review) => ({ ...review, monthText: formatMonth(review.month) }));
/** A review as a publish stores it. */
export type PublishedReview = z.input<typeof publishedReviewSchema>;
/** A review as the pages show it. */
export type ReviewOnSite = z.output<typeof publishedReviewSchema>;
