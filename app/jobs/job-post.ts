import { z } from "zod";
import { questionText, typedName } from "~/written-quotes/quote-post";

/** What the customer's job page posts, by its button: a question, or an answer to a change. */

export const jobQuestionFormId = "question";
export const variationFormId = (id: number) => `variation-${id}`;

export const jobPostSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("ask"),
      question: questionText,
    }),
    z.object({
      intent: z.enum(["approve", "decline"]),
      variation: z.coerce.number().int().positive(),
      shown: z.string({ error: "Reload the page and try again." }).min(1).max(100),
      name: typedName,
    }),
  ],
  { error: "Please use the buttons on the page." },
);
