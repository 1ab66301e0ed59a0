import { z } from "zod";
import { formatCount } from "~/lib/format-count";

/** No line breaks or other control characters in a one-line field. */
const singleLine = /^[^\p{Cc}]*$/u;

export const reviewLimits = { textMin: 20, textMax: 2000, townMax: 60, photos: 3 } as const;

/** The form's id on the customer's page (its fields' ids start with it). */
export const reviewFormId = "review";

/** The customer's review form: one schema for the page and the server, in plain words. */
export const customerReviewSchema = z.object({
  rating: z.coerce
    .number({ error: "Choose from 1 to 5 stars" })
    .int("Choose from 1 to 5 stars")
    .min(1, "Choose from 1 to 5 stars")
    .max(5, "Choose from 1 to 5 stars"),
  text: z
    .string({ error: "Write your review" })
    .trim()
    .min(reviewLimits.textMin, `Write a little more (at least ${reviewLimits.textMin} characters)`)
    .max(
      reviewLimits.textMax,
      `Your review can be at most ${formatCount(reviewLimits.textMax)} characters`,
    ),
  shownAs: z.enum(["initial", "full"], { error: "Choose how your name is shown" }),
  town: z
    .string({ error: "Enter your town or village" })
    .trim()
    .min(2, "Enter your town or village")
    .max(reviewLimits.townMax, `Your town can be at most ${reviewLimits.townMax} characters`)
    .regex(singleLine, "Your town must be on one line"),
  agree: z.literal("yes", {
    error: "Tick this to agree to your review being published, or we cannot show it",
  }),
});
export type CustomerReview = z.infer<typeof customerReviewSchema>;
