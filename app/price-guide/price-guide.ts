import { z } from "zod";
import { projectTypeSchema } from "../lib/project-type-schema";
import { choiceValue, questionName, reservedNames } from "./price-answer";

/**
 * The price guide's content (`content/price-guide.yaml`): for each job the owner prices, a few
 * questions whose answers add up to a range in whole pounds. Checked here; answered by
 * `price-answer.ts`, which the page's script also runs and so must not load Zod.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "use lower case words joined by -");
const pounds = z.number().int().min(0).max(2_000_000);
const line = z.string().trim().min(3).max(120);

const choiceSchema = z
  .object({ label: z.string().trim().min(2).max(60), from: pounds, to: pounds })
  .refine((choice) => choice.to >= choice.from, {
    message: "to: must be at least as much as from",
    path: ["to"],
  });

const questionSchema = z
  .object({
    label: z.string().trim().min(2).max(60),
    choices: z.array(choiceSchema).min(2).max(10),
  })
  .superRefine((question, context) => {
    const values = question.choices.map(choiceValue);
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index)
        context.addIssue({
          code: "custom",
          path: ["choices", index, "label"],
          message: `"${question.choices[index]?.label}" is listed twice`,
        });
    });
  });

export const priceGuideEntrySchema = z
  .object({
    /** Its address: /cost-guide?job=slug. */
    slug,
    title: z.string().trim().min(5).max(70),
    /** The service whose page links to it. */
    service: slug,
    /** Won jobs of this quote-form type count towards its track record; the form starts with it. */
    jobType: projectTypeSchema.optional(),
    vatIncluded: z.boolean(),
    /** The day the owner last checked these prices (the editor sets it). */
    reviewed: z.iso.date(),
    questions: z.array(questionSchema).min(1).max(3),
    included: z.array(line).min(1).max(8),
    notIncluded: z.array(line).max(8).default([]),
    /** True for the sample prices shipped with the site: marked on the page, and the owner warned. */
    sample: z.boolean().default(false),
  })
  .superRefine((guide, context) => {
    const names = guide.questions.map(questionName);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index || reservedNames.includes(name))
        context.addIssue({
          code: "custom",
          path: ["questions", index, "label"],
          message: `"${guide.questions[index]?.label}" is asked twice or is a reserved word; word it differently`,
        });
    });
  });

/** The file: the priced jobs, in the order the page shows them. */
export const priceGuidesSchema = z
  .array(priceGuideEntrySchema)
  .min(1, "keep at least one priced job")
  .superRefine((guides, context) => {
    const slugs = guides.map((guide) => guide.slug);
    slugs.forEach((each, index) => {
      if (slugs.indexOf(each) !== index)
        context.addIssue({
          code: "custom",
          path: [index, "slug"],
          message: `${each} is listed twice`,
        });
    });
  });

export type PriceGuide = z.infer<typeof priceGuideEntrySchema>;
