import { z } from "zod";

/** What the customer's quote page posts, by its button: a question, acceptance, cancelling. */

export const questionFormId = "question";
export const acceptFormId = "accept";
export const cancelFormId = "cancel";
export const maxQuestionLength = 2000;

/** No control characters but line breaks in a question; none at all in a name. */
const printable = /^[^\p{Cc}]*$/u;

/** A customer's question from their private page (a quote's, a job's). */
export const questionText = z
  .string({ error: "Write your question." })
  .trim()
  .min(2, "Write your question.")
  .max(maxQuestionLength, `A question can be at most ${maxQuestionLength} characters.`)
  .refine((text) => printable.test(text.replace(/\r?\n/g, "")), "Please use plain text.");

/** A full name typed as a signature (accepting a quote, answering a change to the work). */
export const typedName = z
  .string({ error: "Type your full name to sign." })
  .trim()
  .min(3, "Type your full name, as you would sign it.")
  .max(120, "A name can be at most 120 characters.")
  .regex(printable, "Type your name on one line.")
  .refine((name) => /\p{L}/u.test(name), "Type your full name, as you would sign it.");

export const quotePostSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("ask"),
      question: questionText,
    }),
    z.object({
      intent: z.literal("accept"),
      shown: z.string({ error: "Reload the page and try again." }).min(1).max(100),
      startEarly: z.enum(["wait", "early"], { error: "Choose when we may start." }).optional(),
      name: typedName,
    }),
    z.object({
      intent: z.literal("cancel"),
      confirm: z.literal("on", { error: "Tick the box to say you want to cancel." }),
    }),
  ],
  { error: "Please use the buttons on the page." },
);
