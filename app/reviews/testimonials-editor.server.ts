import YAML from "yaml";
import { z } from "zod";
import type { Drafts } from "~/publishing/drafts.server";
import { testimonialSchema } from "~/reviews/testimonial";
import { refusal } from "../site-editing/content-file.server";
import { changeListItem, readList } from "../site-editing/list-file.server";

export const reviewsFile = "testimonials.yaml";
const reviewsSchema = z.array(testimonialSchema);

/** The reviews the owner typed in, as the content editor lists them. */
export function typedReviewsPage(drafts: Drafts) {
  const { version, items } = readList(drafts, reviewsFile, reviewsSchema);
  return { version, reviews: items };
}

/** The answer to a form for a review no longer in the list (removed in another tab, say). */
const gone = () => ({
  ...refusal("That review is no longer there: the list below is up to date."),
  fresh: true,
});

/** A review as the site shows it, the day it was given, and the customer's yes. */
const typedReview = testimonialSchema.omit({ sample: true, badge: true }).extend({
  received: z.iso
    .date()
    .refine((day) => new Date(day) <= new Date(), "The date cannot be in the future."),
  consent: z.literal("yes", {
    error: "Tick this only once the customer has agreed to their review being published.",
  }),
});

const version = z.string().default("");
const index = z.number().int().min(0);

/**
 * The editor's forms: add a review at the top, change review `index` (a real one: a sample is
 * removed, never turned into one, and every save asks again for the customer's agreement),
 * remove one, or remove every sample.
 */
export const typedReviewForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), version, ...typedReview.shape }),
  z.object({ intent: z.literal("save"), version, index, ...typedReview.shape }),
  z.object({ intent: z.literal("remove"), version, index }),
  z.object({ intent: z.literal("remove-samples"), version }),
]);

export function changeTypedReviews(
  drafts: Drafts,
  sent: z.output<typeof typedReviewForm>,
  by: string,
) {
  const words = { item: "review", items: "reviews" };
  const list = { file: reviewsFile, schema: reviewsSchema, by, words };
  return changeListItem(drafts, list, sent, ({ doc, items }) => {
    const isSample = (item: unknown) => YAML.isMap(item) && item.toJSON().sample === true;
    if (sent.intent === "add" || sent.intent === "save") {
      const { consent: _agreed, intent, version: _shown, ...review } = sent;
      if (intent === "add")
        items.unshift(doc.createNode({ ...review, sample: false }) as YAML.ParsedNode);
      else if (isSample(items[sent.index]) || !YAML.isMap(items[sent.index])) return gone();
      else
        for (const [key, value] of Object.entries({ ...review, sample: false }))
          if (key !== "index") doc.setIn([sent.index, key], value);
      return `${review.name}'s review saved as a draft.`;
    }
    if (sent.intent === "remove") {
      items.splice(sent.index, 1);
      return "Review removed in your draft.";
    }
    if (!items.some(isSample)) return gone();
    for (let at = items.length - 1; at >= 0; at--) if (isSample(items[at])) items.splice(at, 1);
    return "The sample reviews are removed in your draft.";
  });
}
