import { z } from "zod";
import { type ProjectType, projectTypes } from "~/content/project-type";

export const budgetBands = [
  { value: "under-25k", label: "Under £25,000" },
  { value: "25k-50k", label: "£25,000 to £50,000" },
  { value: "50k-100k", label: "£50,000 to £100,000" },
  { value: "100k-250k", label: "£100,000 to £250,000" },
  { value: "over-250k", label: "Over £250,000" },
] as const;
export type BudgetBand = (typeof budgetBands)[number]["value"];

/** The form's id, also the anchor a visitor without JavaScript lands on after sending. */
export const quoteFormId = "quote-form";
/** A field bots fill in and people never see. */
export const honeypotName = "website";

export const limits = {
  name: 100,
  email: 254,
  phone: 30,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** A UK number (01253 123456, 07700 900123, +44 …) or an international one (+ and 7-15 digits). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "");
  if (value.trim().startsWith("+")) return digits.length >= 7 && digits.length <= 15;
  return /^0\d{9,10}$/.test(digits);
}

/** No line breaks or other control characters in a one-line field (they would end up in email headers). */
const singleLine = /^[^\p{Cc}]*$/u;

const required = (message: string) => ({
  error: (issue: { input: unknown }) => (issue.input === undefined ? message : undefined),
});

/**
 * The quote request, as the visitor fills it in. One schema for the browser's check and the
 * server's: the same rules and the same words in both places.
 */
export const quoteRequestSchema = z.object({
  firstName: z
    .string(required("Enter your first name"))
    .trim()
    .min(1, "Enter your first name")
    .max(limits.name, `First name must be ${limits.name} characters or fewer`)
    .regex(singleLine, "First name must be on one line"),
  lastName: z
    .string(required("Enter your last name"))
    .trim()
    .min(1, "Enter your last name")
    .max(limits.name, `Last name must be ${limits.name} characters or fewer`)
    .regex(singleLine, "Last name must be on one line"),
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
  projectType: z.enum(projectTypes.map((type) => type.value) as [ProjectType, ...ProjectType[]], {
    error: "Choose the type of project",
  }),
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
      `Project details must be ${limits.messageMax.toLocaleString("en-GB")} characters or fewer`,
    ),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
