import { z } from "zod";
import { addDays, isCalendarDate } from "~/lib/uk-time";
import { oneLine } from "../site-editing/form-text";
import { type Weekday, weekdays } from "./opening-hours";

/**
 * The forms of the Opening hours page (`opening-hours-editor.server.ts` does their work): the
 * week, a closure to add, a closure to remove. Each says what is wrong beside its field.
 */

/** The longest closure in one go: a year typed wrong would otherwise silence the clock for a year. */
const longestClosure = 56;

const version = z.string().default("");

/** "8:30", "08:30" or "08:30:00" (a phone's time picker) as "08:30"; anything else as typed. */
const clockTime = (typed: string) => {
  const match = /^(\d{1,2})[:.](\d{2})(:\d{2})?$/.exec(typed.trim());
  return match ? `${(match[1] ?? "").padStart(2, "0")}:${match[2]}` : typed.trim();
};
const isClockTime = (time: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(time);

const ticked = z
  .literal("on")
  .optional()
  .transform((on) => on === "on");
const time = z.string().default("").transform(clockTime);

type DayFields = Record<`${Weekday}Open`, typeof ticked> &
  Record<`${Weekday}Opens` | `${Weekday}Closes`, typeof time>;
const dayFields = Object.fromEntries(
  weekdays.flatMap((day) => [
    [`${day}Open`, ticked],
    [`${day}Opens`, time],
    [`${day}Closes`, time],
  ]),
) as DayFields;

/** The week's form: each day's tick and times, and bank holidays. */
const weekForm = z
  .object({
    intent: z.literal("week"),
    version,
    ...dayFields,
    bankHolidays: z.enum(["closed", "open"], {
      error: "Choose whether you are open on bank holidays.",
    }),
  })
  .superRefine((sent, context) => {
    const complain = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    for (const day of weekdays) {
      if (!sent[`${day}Open`]) continue;
      const opens = sent[`${day}Opens`];
      const closes = sent[`${day}Closes`];
      if (!opens) complain(`${day}Opens`, "Enter the time you open, like 08:00.");
      else if (!isClockTime(opens))
        complain(`${day}Opens`, "Enter a time on the 24-hour clock, like 08:00.");
      if (!closes) complain(`${day}Closes`, "Enter the time you close, like 18:00.");
      else if (!isClockTime(closes))
        complain(`${day}Closes`, "Enter a time on the 24-hour clock, like 18:00.");
      else if (isClockTime(opens) && closes <= opens)
        complain(`${day}Closes`, `Close after you open: enter a time later than ${opens}.`);
    }
    if (!weekdays.some((day) => sent[`${day}Open`]))
      complain("MoOpen", "Tick at least one day you are open.");
  });

/** A date as a phone's date picker sends it ("2026-12-24"); `missing`, when it must be given. */
const typedDay = (missing?: string) =>
  z
    .string()
    .default("")
    .transform((typed) => typed.trim())
    .refine((typed) => typed !== "" || !missing, missing)
    .refine(
      (typed) => typed === "" || isCalendarDate(typed),
      "Enter a real date, like 2026-12-24.",
    );

/** A closure to add: its first day, its last (the same day when empty) and why (optional). */
const addClosedForm = z
  .object({
    intent: z.literal("add-closed"),
    version,
    from: typedDay("Enter the first day you are closed."),
    to: typedDay(),
    reason: z
      .string()
      .default("")
      .transform(oneLine)
      .refine((reason) => reason.length <= 60, "Keep it to 60 characters or fewer."),
  })
  .superRefine((sent, context) => {
    if (!isCalendarDate(sent.from) || !isCalendarDate(sent.to)) return;
    if (sent.to < sent.from)
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: "The last day cannot be before the first.",
      });
    else if (addDays(sent.from, longestClosure) <= sent.to)
      context.addIssue({
        code: "custom",
        path: ["to"],
        message: `At most ${longestClosure / 7} weeks in one go: check the year, or add a longer break in parts.`,
      });
  });

const removeClosedForm = z.object({
  intent: z.literal("remove-closed"),
  version,
  index: z.number().int().min(0),
});

export const openingHoursForm = z.discriminatedUnion("intent", [
  weekForm,
  addClosedForm,
  removeClosedForm,
]);
export type OpeningHoursSent = z.output<typeof openingHoursForm>;

/** Which form of the page an answer is for. */
export const openingHoursFormId = (sent: Record<string, unknown>) =>
  sent.intent === "add-closed"
    ? "closed-new"
    : sent.intent === "remove-closed"
      ? `closed-${sent.index}`
      : "week";
