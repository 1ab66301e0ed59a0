import YAML from "yaml";
import { z } from "zod";
import { testimonialSchema } from "~/content/testimonial";
import type { OwnerArea } from "../owner-area";
import { readYaml, refused, type SaveOutcome, saveYaml } from "./content-file.server";

export const reviewsFile = "testimonials.yaml";
const reviewsSchema = z.array(testimonialSchema);

export function reviewsPage(area: OwnerArea) {
  const { doc, version } = readYaml(area, reviewsFile);
  const reviews = reviewsSchema.safeParse(doc.toJS());
  return { version, reviews: reviews.success ? reviews.data : [] };
}

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
export function saveReview(area: OwnerArea, form: FormData, by: string): SaveOutcome {
  const checked = newReviewSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return refused(checked.error.issues);
  const { consent: _agreed, ...review } = checked.data;
  const { doc } = readYaml(area, reviewsFile);
  if (!YAML.isSeq(doc.contents))
    return {
      ok: false,
      message: "The reviews file is not a list: ask your developer to look at it.",
      fieldErrors: {},
    };
  const items = doc.contents.items;
  if (form.get("intent") === "save") {
    const index = Number(form.get("index"));
    const current = items[index];
    if (!YAML.isMap(current) || current.toJSON().sample === true)
      return {
        ok: false,
        message: "That review is no longer there: the list below is up to date.",
        fieldErrors: {},
      };
    for (const [key, value] of Object.entries({ ...review, sample: false }))
      doc.setIn([index, key], value);
  } else items.unshift(doc.createNode({ ...review, sample: false }) as YAML.ParsedNode);
  return saveYaml(area, {
    file: reviewsFile,
    doc,
    schema: reviewsSchema,
    version: String(form.get("version") ?? ""),
    by,
    saved: `${review.name}'s review saved as a draft.`,
  });
}

export function removeReviews(
  area: OwnerArea,
  form: FormData,
  by: string,
  which: "one" | "samples",
): SaveOutcome {
  const { doc } = readYaml(area, reviewsFile);
  const seq = YAML.isSeq(doc.contents) ? doc.contents : undefined;
  if (!seq) return { ok: false, message: "There are no reviews to remove.", fieldErrors: {} };
  const index = Number(form.get("index"));
  const removed = seq.items.filter((item, at) =>
    which === "samples" ? YAML.isMap(item) && item.toJSON().sample === true : at === index,
  );
  if (removed.length === 0)
    return {
      ok: false,
      message: "That review is no longer there: the list below is up to date.",
      fieldErrors: {},
    };
  seq.items = seq.items.filter((item) => !removed.includes(item));
  return saveYaml(area, {
    file: reviewsFile,
    doc,
    schema: reviewsSchema,
    version: String(form.get("version") ?? ""),
    by,
    saved:
      which === "samples"
        ? "The sample reviews are removed in your draft."
        : "Review removed in your draft.",
  });
}
