import { weekdayOf } from "../lib/uk-time";

/** The hours the owner makes survey visits on one day, on UK clocks: "08:00" to "18:00". */
export interface SurveyHours {
  opens: string;
  closes: string;
}

/**
 * The survey hours of a UK calendar day ("2026-03-30"), or null on a day without visits (a
 * weekend, a bank holiday, a day off). Any way of keeping hours can answer it: a weekly
 * pattern (`weeklySurveyHours`), or hours for each day with closed days and bank holidays.
 */
export type SurveyDays = (day: string) => SurveyHours | null;

/**
 * The same hours on the same days every week, as the firm's opening hours are in
 * content/company.yaml: `{ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "08:00", closes: "18:00" }`.
 */
export function weeklySurveyHours(week: {
  days: readonly string[];
  opens: string;
  closes: string;
}): SurveyDays {
  const hours = { opens: week.opens, closes: week.closes };
  surveyMinutes(hours);
  return (day) => (week.days.includes(weekdayOf(day)) ? hours : null);
}

/** "08:00" → 480: minutes after midnight; "24:00" is the end of the day. */
function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (match) return Number(match[1]) * 60 + Number(match[2]);
  if (time === "24:00") return 24 * 60;
  throw new Error(`Survey hours: "${time}" is not a time like 08:00`);
}

/** A day's survey hours in minutes after midnight; they must open before they close. */
export function surveyMinutes(hours: SurveyHours): { opens: number; closes: number } {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (!(closes > opens))
    throw new Error(`Survey hours: ${hours.opens} to ${hours.closes} closes before it opens`);
  return { opens, closes };
}
