import { z } from "zod";
import { amountInPounds } from "./owner-job-forms";

/** The owner's "Propose a change": its form's id and what it takes. */
export const changeFormId = "change";

export const changeSchema = z
  .object({
    title: z
      .string({ error: "Say what the change is, in a line." })
      .trim()
      .min(3, "Say what the change is, in a line.")
      .max(200, "At most 200 characters.")
      .regex(/^[^\p{Cc}]*$/u, "Keep it to one line."),
    details: z
      .string({ error: "Say what changes in the work." })
      .trim()
      .min(3, "Say what changes in the work.")
      .max(3000, "At most 3,000 characters."),
    direction: z.enum(["adds", "takes"], { error: "Say whether it adds work or takes it out." }),
    amount: amountInPounds("Give the price, VAT included, like 450."),
    datesEffect: z.string().trim().max(300, "At most 300 characters.").default(""),
  })
  .transform(({ direction, amount, ...change }) => ({
    ...change,
    pence: direction === "takes" ? -amount : amount,
  }));
