import YAML from "yaml";
import { z } from "zod";
import { testimonialSchema } from "~/content/testimonial";
import type { FormOutcome } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { readYaml, refusal, refused, saveYaml } from "./content-file.server";
import { readList } from "./list-file.server";

export const reviewsFile = "testimonials.yaml";
const reviewsSchema = z.array(testimonialSchema);

export function reviewsPage(drafts: Drafts) {
  const { version, items } = readList(drafts, reviewsFile, reviewsSchema);
  return { version, reviews: items };
}

/** The answer to a form for a review no longer in the list (removed in another tab, say). */
const gone = () => refusal("That review is no longer there: the list below is up to date.");

/** The owner's form: the review as the site shows it, the day it was given, and the customer's yes. */
const newReviewSchema = testimonialSchema.omit({ sample: true, badge: true }).extend({
  rating: z.coerce.number().int().min(1).max(5),
  received: z.iso
    .date()
    .refine((day) => new Date(day) <= new Date(), "The date cannot be in the future."),
  consent: z.literal("yes", {
    error: "Tick this only once the customer has agreed to their review being published.",
  }),
});

/**
 * A customer's review from the owner's form: added at the top (`intent=add`), or saved over
 * review `index` (`intent=save`). Only a real review can be changed: a sample is removed, never
 * turned into one, and every save asks again for the customer's agreement.
 */
export function saveReview(drafts: Drafts, form: FormData, by: string): FormOutcome {
  const checked = newReviewSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return refused(checked.error.issues);
  const { consent: _agreed, ...review } = checked.data;
  const { doc } = readYaml(drafts, reviewsFile);
  if (!YAML.isSeq(doc.contents))
    return refusal("The reviews file is not a list: ask your developer to look at it.");
  const items = doc.contents.items;
  if (form.get("intent") === "save") {
    const index = Number(form.get("index"));
    const current = items[index];
    if (!YAML.isMap(current) || current.toJSON().sample === true) return gone();
    for (const [key, value] of Object.entries({ ...review, sample: false }))
      doc.setIn([index, key], value);
  } else items.unshift(doc.createNode({ ...review, sample: false }) as YAML.ParsedNode);
  return saveReviews(drafts, {
    doc,
    form,
    by,
    saved: `${review.name}'s review saved as a draft.`,
  });
}

export function removeReviews(
  drafts: Drafts,
  form: FormData,
  by: string,
  which: "one" | "samples",
): FormOutcome {
  const { doc } = readYaml(drafts, reviewsFile);
  const seq = YAML.isSeq(doc.contents) ? doc.contents : undefined;
  if (!seq) return refusal("There are no reviews to remove.");
  const index = Number(form.get("index"));
  const removed = seq.items.filter((item, at) =>
    which === "samples" ? YAML.isMap(item) && item.toJSON().sample === true : at === index,
  );
  if (removed.length === 0) return gone();
  seq.items = seq.items.filter((item) => !removed.includes(item));
  return saveReviews(drafts, {
    doc,
    form,
    by,
    saved:
      which === "samples"
        ? "The sample reviews are removed in your draft."
        : "Review removed in your draft.",
  });
}

/** Saves the reviews file as a draft, over the version the form showed. */
function saveReviews(
  drafts: Drafts,
  { doc, form, by, saved }: { doc: YAML.Document; form: FormData; by: string; saved: string },
) {
  const version = String(form.get("version") ?? "");
  return saveYaml(drafts, { file: reviewsFile, doc, schema: reviewsSchema, version, by, saved });
}
