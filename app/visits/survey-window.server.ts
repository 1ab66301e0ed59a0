import { z } from "zod";
import { type Weekday, weekdayNames, weekdays } from "~/company/opening-hours";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { weekdayOf } from "~/lib/uk-time";
import type { SurveyDays } from "./survey-hours";

/**
 * The owner's survey hours, inside the opening hours: the days of the week visits are made on,
 * and from and until when. Nothing set: every day the office is open, all its hours. Kept in
 * `owner_settings` beside the booking numbers.
 */
export interface SurveyWindow {
  days: Weekday[];
  /** "09:00": no visit starts before; null: from opening. */
  from: string | null;
  /** "16:00": every visit ends by; null: until closing. */
  until: string | null;
}

const names = { days: "visit-survey-days", from: "visit-survey-from", until: "visit-survey-until" };
const time = /^([01]\d|2[0-3]):[0-5]\d$/;

export function surveyWindow(db: Db): SurveyWindow {
  const saved = new Map(
    (
      db
        .prepare("SELECT name, value FROM owner_settings WHERE name IN (?, ?, ?)")
        .all(names.days, names.from, names.until) as { name: string; value: string }[]
    ).map((row) => [row.name, row.value]),
  );
  const days = saved
    .get(names.days)
    ?.split(",")
    .filter((day): day is Weekday => (weekdays as readonly string[]).includes(day));
  const clock = (name: string) => {
    const value = saved.get(name);
    return value && time.test(value) ? value : null;
  };
  return { days: days ?? [...weekdays], from: clock(names.from), until: clock(names.until) };
}

/** The office's days narrowed to the owner's window: a day left with no time has no visits. */
export function withinWindow(office: SurveyDays, window: SurveyWindow): SurveyDays {
  return (day) => {
    const hours = office(day);
    if (!hours || !window.days.includes(weekdayOf(day))) return null;
    const opens = window.from && window.from > hours.opens ? window.from : hours.opens;
    const closes = window.until && window.until < hours.closes ? window.until : hours.closes;
    return closes > opens ? { opens, closes } : null;
  };
}

const optionalTime = z
  .string()
  .trim()
  .transform((typed) => typed.slice(0, 5))
  .refine(
    (typed) => typed === "" || time.test(typed),
    "Enter a time like 09:00, or leave it empty.",
  )
  .optional()
  .default("");

/** The survey hours' form: at least one day, and an end after the start. */
export const surveyWindowForm = z
  .object({
    intent: z.literal("survey-hours"),
    days: z
      .array(z.enum(weekdays), { error: "Tick the days you make visits." })
      .min(1, "Tick at least one day: with none, no visit can be booked."),
    from: optionalTime,
    until: optionalTime,
  })
  .superRefine((sent, context) => {
    if (sent.from && sent.until && sent.until <= sent.from)
      context.addIssue({
        code: "custom",
        path: ["until"],
        message: `End after you start: enter a time later than ${sent.from}.`,
      });
  });

export function saveSurveyWindow(db: Db, sent: z.output<typeof surveyWindowForm>): string {
  const save = db.prepare(
    `INSERT INTO owner_settings (name, value) VALUES (?, ?)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value`,
  );
  const clear = db.prepare("DELETE FROM owner_settings WHERE name = ?");
  writeTransaction(db, () => {
    save.run(names.days, weekdays.filter((day) => sent.days.includes(day)).join(","));
    for (const key of ["from", "until"] as const)
      sent[key] ? save.run(names[key], sent[key]) : clear.run(names[key]);
  });
  const days = weekdays.filter((day) => sent.days.includes(day)).map((day) => weekdayNames[day]);
  return `Survey hours saved: ${days.join(", ")}, ${sent.from || "from opening"} to ${sent.until || "closing"}, within your opening hours.`;
}
