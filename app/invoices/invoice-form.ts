import { z } from "zod";
import { amountInPounds } from "~/jobs/owner-job-forms";
import type { CisRate } from "./cis-deduction";

/**
 * The owner's forms of invoices (`/owner/jobs/{id}/invoice`): an invoice by hand or a credit
 * note (a preview first; sent again with `shown`, what the preview said, it issues), a stage's
 * invoice (previewed by the page itself), and whom the invoices are to.
 */

export const invoiceFormIds = {
  lines: "invoice-lines",
  issue: "invoice-issue",
  customer: "invoice-customer",
} as const;

const id = z.coerce.number({ error: "Please use the buttons on the page." }).int().positive();
/** What the preview said is to pay (or credited), in pence: present, it issues. */
const shown = z.coerce.number().int().min(0).optional();
const description = z
  .string({ error: "Say what it is for." })
  .trim()
  .min(2, "Say what it is for.")
  .max(200, "At most 200 characters.")
  .regex(/^[^\p{Cc}]*$/u, "Keep it to one line.");
const amount = amountInPounds("Give the amount before VAT, like 120.00.");
const rate = z.enum(["20", "5", "0", "none"], { error: "Choose a VAT rate from the list." });
const ticked = z
  .literal("on")
  .optional()
  .transform((on) => on === "on");

export const invoiceCustomerForm = z.object({
  what: z.literal("customer"),
  name: z
    .string({ error: "Give the name the invoices are to." })
    .trim()
    .min(1, "Give the name the invoices are to.")
    .max(200, "At most 200 characters."),
  address: z
    .string({ error: "Give their address: an invoice must show it." })
    .trim()
    .min(5, "Give their address: an invoice must show it.")
    .max(300, "At most 300 characters."),
  vatNumber: z
    .string()
    .optional()
    .transform((typed) =>
      (typed ?? "")
        .replace(/\s/g, "")
        .toUpperCase()
        .replace(/^(?=\d)/, "GB"),
    )
    .refine((typed) => typed === "" || /^GB\d{9}$/.test(typed), "Like GB123456789, or empty."),
  isBusiness: ticked,
  underCis: ticked,
  endUserInWriting: ticked,
  cisRate: z
    .enum(["", "20", "30", "0"], { error: "Choose a rate from the list." })
    .optional()
    .transform((chosen) => (chosen ? (Number(chosen) as CisRate) : null)),
});

export const invoiceForm = z.discriminatedUnion(
  "what",
  [
    z.object({ what: z.literal("stage"), stage: id, shown: z.coerce.number().int().min(0) }),
    z.object({ what: z.literal("by-hand"), description, amount, rate, shown }),
    z.object({ what: z.literal("credit"), invoice: id, description, amount, rate, shown }),
    invoiceCustomerForm,
  ],
  { error: "Please use the buttons on the page." },
);
