import { z } from "zod";
import { readPostcode } from "./postcode";

/** No line breaks or other control characters in a one-line field. */
const singleLine = /^[^\p{Cc}]*$/u;

export const visitLimits = { addressLine: 200, accessNotes: 500 } as const;

/** The form's id on the customer's page (its fields' ids start with it). */
export const visitFormId = "visit";

/** Where the visit is: one schema for the page and the server, in plain words. */
export const visitAddressSchema = z.object({
  postcode: z
    .string({ error: "Enter the postcode of the job" })
    .trim()
    .max(20, "Enter a UK postcode, like FY5 3AB")
    .refine((typed) => readPostcode(typed) !== null, "Enter a UK postcode, like FY5 3AB"),
  addressLine: z
    .string({ error: "Enter the first line of the address" })
    .trim()
    .min(3, "Enter the first line of the address, like 12 Church Street")
    .max(
      visitLimits.addressLine,
      `The first line can be at most ${visitLimits.addressLine} characters`,
    )
    .regex(singleLine, "The first line of the address must be on one line"),
  accessNotes: z
    .string()
    .trim()
    .max(visitLimits.accessNotes, `Notes can be at most ${visitLimits.accessNotes} characters`)
    .optional()
    .default(""),
});

/** The time chosen besides: a start instant offered on the page (checked again when booked). */
export const visitChoiceSchema = visitAddressSchema.extend({
  start: z.coerce
    .number({ error: "Choose a time" })
    .int("Choose a time from the list")
    .positive("Choose a time from the list"),
});

export type VisitAddressAnswers = z.infer<typeof visitAddressSchema>;

/** What the page posts, by its button: the address for its times, a time chosen, or cancel. */
export const visitPostSchema = z.discriminatedUnion(
  "intent",
  [
    visitAddressSchema.extend({ intent: z.literal("times") }),
    visitChoiceSchema.extend({ intent: z.literal("book") }),
    z.object({ intent: z.literal("cancel") }),
  ],
  { error: "Please send the form from the page." },
);

/** A day of free times as the page lists them. */
export interface TimesOnDay {
  day: string;
  /** "Wed 4 Mar" */
  label: string;
  times: { start: number; label: string }[];
}

/** What the form's answer carries to the page: the free times, or why there are none. */
export type VisitTimes =
  | {
      kind: "times";
      days: TimesOnDay[];
      /** Until when the customer can change the visit online, said before they choose. */
      changes?: string;
    }
  | { kind: "call-to-arrange" };
