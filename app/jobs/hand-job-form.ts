import { z } from "zod";
import { amountInPounds } from "./owner-job-forms";

/** "Start the job by hand": its form's id and what it takes. */
export const handJobFormId = "hand-job";

const optionalPounds = (missing: string) =>
  z
    .string()
    .trim()
    .default("")
    .pipe(z.union([z.literal("").transform(() => 0), amountInPounds(missing)]));

export const handJobSchema = z
  .object({
    title: z
      .string({ error: "Say what the work is, in a line." })
      .trim()
      .min(3, "Say what the work is, in a line.")
      .max(200, "At most 200 characters.")
      .regex(/^[^\p{Cc}]*$/u, "Keep it to one line."),
    price: amountInPounds("Give the price agreed, VAT included, like 12,500."),
    vat: optionalPounds("Give the VAT the price includes, like 2,083.33, or leave it empty."),
    deposit: optionalPounds("Give the deposit agreed, like 1,250, or leave it empty."),
  })
  .refine((job) => job.vat < job.price, {
    path: ["vat"],
    message: "The VAT is part of the price: it must be less.",
  })
  .refine((job) => job.deposit <= job.price, {
    path: ["deposit"],
    message: "The deposit is more than the whole price: check the amounts.",
  });
