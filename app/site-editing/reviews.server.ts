import YAML from "yaml";
import { z } from "zod";
import { testimonialSchema } from "~/content/testimonial";
import type { FormOutcome } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { readYaml, refusal, saveYaml } from "./content-file.server";
import { readList } from "./list-file.server";

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
): FormOutcome {
  const { doc } = readYaml(drafts, reviewsFile);
  if (!YAML.isSeq(doc.contents))
    return refusal("The reviews file is not a list: ask your developer to look at it.");
  const seq = doc.contents;
  const isSample = (item: unknown) => YAML.isMap(item) && item.toJSON().sample === true;
  let saved: string;
  if (sent.intent === "add" || sent.intent === "save") {
    const { consent: _agreed, intent, version: _shown, ...review } = sent;
    if (intent === "save") {
      if (isSample(seq.items[sent.index]) || !YAML.isMap(seq.items[sent.index])) return gone();
      for (const [key, value] of Object.entries({ ...review, sample: false }))
        if (key !== "index") doc.setIn([sent.index, key], value);
    } else seq.items.unshift(doc.createNode({ ...review, sample: false }) as YAML.ParsedNode);
    saved = `${review.name}'s review saved as a draft.`;
  } else {
    const removed = seq.items.filter((item, at) =>
      sent.intent === "remove-samples" ? isSample(item) : at === sent.index,
    );
    if (removed.length === 0) return gone();
    seq.items = seq.items.filter((item) => !removed.includes(item));
    saved =
      sent.intent === "remove-samples"
        ? "The sample reviews are removed in your draft."
        : "Review removed in your draft.";
  }
  return saveYaml(drafts, {
    file: reviewsFile,
    doc,
    schema: reviewsSchema,
    version: sent.version,
    by,
    saved,
  });
}
