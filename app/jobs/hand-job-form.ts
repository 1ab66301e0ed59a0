import { z } from "zod";
import { parsePounds } from "~/lib/pounds";
import { amountInPounds } from "./owner-job-forms";

/** "Start the job by hand": its form's id and what it takes. */
export const handJobFormId = "hand-job";

/**
 * An amount that may be left out (or not asked: a firm not registered for VAT is not shown the
 * VAT field): nothing, or 0, is £0.
 */
const optionalPounds = (example: string) =>
  z
    .string()
    .optional()
    .transform((typed, ctx) => {
      const read = parsePounds(typed ?? "");
      if (read.ok) return read.pence ?? 0;
      ctx.addIssue({ code: "custom", message: `${read.message} ${example}` });
      return z.NEVER;
    });

export const handJobSchema = z
  .object({
    title: z
      .string({ error: "Say what the work is, in a line." })
      .trim()
      .min(3, "Say what the work is, in a line.")
      .max(200, "At most 200 characters.")
      .regex(/^[^\p{Cc}]*$/u, "Keep it to one line."),
    price: amountInPounds("Give the price agreed, VAT included, like 12,500."),
    vat: optionalPounds("Or leave it empty."),
    deposit: optionalPounds("Or leave it empty if there is none."),
  })
  .refine((job) => job.vat < job.price, {
    path: ["vat"],
    message: "The VAT is part of the price: it must be less.",
  })
  .refine((job) => job.deposit <= job.price, {
    path: ["deposit"],
    message: "The deposit is more than the whole price: check the amounts.",
  });
