import { z } from "zod";
import { formatCount } from "~/lib/format-count";
import { projectTypeSchema } from "~/lib/project-type-schema";
import { type BudgetBand, budgetBands, isPhoneNumber, limits } from "./quote-fields";

/** No line breaks or other control characters in a one-line field (they would end up in email headers). */
const singleLine = /^[^\p{Cc}]*$/u;

const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? message : undefined),
});

/** "First name" or "Last name": given, at most `limits.name` characters, on one line. */
const nameOf = (label: string) =>
  z
    .string(required(`Enter your ${label.toLowerCase()}`))
    .trim()
    .min(1, `Enter your ${label.toLowerCase()}`)
    .max(limits.name, `${label} must be ${limits.name} characters or fewer`)
    .regex(singleLine, `${label} must be on one line`);

/**
 * The quote request, as the visitor fills it in. One schema for the browser's check and the
 * server's: the same rules and the same words in both places.
 */
export const quoteRequestSchema = z.object({
  firstName: nameOf("First name"),
  lastName: nameOf("Last name"),
  email: z
    .string(required("Enter your email address"))
    .trim()
    .max(limits.email, `Email address must be ${limits.email} characters or fewer`)
    .pipe(z.email("Enter an email address in the right format, like name@example.co.uk")),
  phone: z
    .string(required("Enter your phone number"))
    .trim()
    .max(limits.phone, "Enter a phone number, like 01253 123456 or +353 1 234 5678")
    .refine(isPhoneNumber, "Enter a phone number, like 01253 123456 or +353 1 234 5678"),
  projectType: projectTypeSchema,
  budget: z
    .enum(budgetBands.map((band) => band.value) as [BudgetBand, ...BudgetBand[]], {
      error: "Choose a budget from the list",
    })
    .optional(),
  message: z
    .string(required("Tell us about your project"))
    .trim()
    .min(
      limits.messageMin,
      `Tell us a little more about your project (at least ${limits.messageMin} characters)`,
    )
    .max(
      limits.messageMax,
      `Project details must be ${formatCount(limits.messageMax)} characters or fewer`,
    ),
  /**
   * Set by the page, not typed: the price guide's answer the request comes from. One the page
   * cannot have given (over 300 characters) is dropped, never a reason to refuse the request
   * (decision 039); the server reads what it names from the live prices (`priceGuideSeen`),
   * so a forged one of any length never reaches the lead.
   */
  priceGuide: z
    .string()
    .optional()
    .transform((reference) => (reference && reference.length <= 300 ? reference : undefined))
    .optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
