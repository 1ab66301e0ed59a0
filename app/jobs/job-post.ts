import { z } from "zod";
import { maxQuestionLength } from "~/written-quotes/quote-post";

/** What the customer's job page posts, by its button: a question, or an answer to a change. */

export const jobQuestionFormId = "question";
export const variationFormId = (id: number) => `variation-${id}`;

/** No control characters but line breaks in a question; none at all in a name. */
const printable = /^[^\p{Cc}]*$/u;

export const jobPostSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("ask"),
      question: z
        .string({ error: "Write your question." })
        .trim()
        .min(2, "Write your question.")
        .max(maxQuestionLength, `A question can be at most ${maxQuestionLength} characters.`)
        .refine((text) => printable.test(text.replace(/\r?\n/g, "")), "Please use plain text."),
    }),
    z.object({
      intent: z.enum(["approve", "decline"]),
      variation: z.coerce.number().int().positive(),
      shown: z.string({ error: "Reload the page and try again." }).min(1).max(100),
      name: z
        .string({ error: "Type your full name to sign." })
        .trim()
        .min(3, "Type your full name, as you would sign it.")
        .max(120, "A name can be at most 120 characters.")
        .regex(printable, "Type your name on one line.")
        .refine((name) => /\p{L}/u.test(name), "Type your full name, as you would sign it."),
    }),
  ],
  { error: "Please use the buttons on the page." },
);
