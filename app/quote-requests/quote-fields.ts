/** The quote form's fields, choices and limits: plain values, shared by the form, its schema and the emails. */

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

/**
 * The HTML constraints each field carries (required, lengths), written out rather than derived
 * with Conform's `getZodConstraint`: that would bring Zod (23.8 kB gzip) into the contact
 * section's code, and with Zod 4.6 it no longer sees length limits (decision 019). A test
 * checks each against the schema: the same fields required, the same lengths accepted.
 */
export const quoteConstraints = {
  firstName: { required: true, maxLength: limits.name },
  lastName: { required: true, maxLength: limits.name },
  email: { required: true, maxLength: limits.email },
  phone: { required: true, maxLength: limits.phone },
  projectType: { required: true },
  budget: { required: false },
  message: { required: true, minLength: limits.messageMin, maxLength: limits.messageMax },
  priceGuide: { required: false },
};

/** The quote form's budget band holding the middle of the range. */
export function budgetBandFor(from: number, to: number): BudgetBand {
  const middle = (from + to) / 2;
  const tops: [number, BudgetBand][] = [
    [25_000, "under-25k"],
    [50_000, "25k-50k"],
    [100_000, "50k-100k"],
    [250_000, "100k-250k"],
  ];
  return tops.find(([top]) => middle < top)?.[1] ?? "over-250k";
}
