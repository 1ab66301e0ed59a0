import { daysFrom, instantOfLocal, localDate, ukTimeZone, weekdayOf } from "../lib/uk-time";

/** As in content/company.yaml: `days` are Mo, Tu, We, Th, Fr, Sa, Su; times are "HH:MM". */
export interface OfficeHours {
  days: readonly string[];
  opens: string;
  closes: string;
}

const weekdays = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"];

function parseTime(value: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value) ?? (value === "24:00" ? [] : null);
  if (!match) throw new Error(`Office hours: "${value}" is not a time like 08:00`);
  return { hour: Number(match[1] ?? 24), minute: Number(match[2] ?? 0) };
}

/**
 * Whole minutes between two instants that fall inside office hours, on the office's clock:
 * a request sent on Friday evening and answered on Monday at 09:00 waited 60 minutes.
 */
export function officeMinutesBetween(
  from: Date,
  to: Date,
  hours: OfficeHours,
  timeZone = ukTimeZone,
): number {
  const unknownDay = hours.days.find((day) => !weekdays.includes(day));
  if (unknownDay) throw new Error(`Office hours: "${unknownDay}" is not a day like Mo or Fr`);
  const opens = parseTime(hours.opens);
  const closes = parseTime(hours.closes);
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  // Calendar days, so a 23- or 25-hour day is still one day.
  for (const day of daysFrom(localDate(start, timeZone), localDate(end, timeZone))) {
    if (!hours.days.includes(weekdayOf(day))) continue;
    const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
    const local = { year, month, day: date };
    const open = instantOfLocal({ ...local, ...opens }, timeZone);
    const close = instantOfLocal({ ...local, ...closes }, timeZone);
    total += Math.max(0, Math.min(close, end) - Math.max(open, start));
  }
  return Math.floor(total / 60_000);
}

/** Whether the office is open at `instant`: open throughout the minute before it. */
export const officeOpenAt = (instant: number, hours: OfficeHours, timeZone = ukTimeZone) =>
  officeMinutesBetween(new Date(instant - 60_000), new Date(instant), hours, timeZone) > 0;

/** The middle value (the mean of the middle two for an even count); null for none. */
export function median(numbers: readonly number[]): number | null {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}
