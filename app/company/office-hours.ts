import { isBankHoliday } from "../lib/bank-holidays";
import { daysFrom, instantOfLocal, localDate, ukTimeZone, weekdayOf } from "../lib/uk-time";
import { type OpeningHours, type OpenTimes, type Weekday, weekdays } from "./opening-hours";

/**
 * The office's clock: every reply time, the reply promise, escalation, the inbox's "late",
 * Results and the monthly summary count office minutes with it, from the opening hours the
 * owner set (content/company.yaml): each day's times, bank holidays when the office shuts on
 * them, and the days the owner closes.
 */
export type OfficeHours = OpeningHours;

interface Clock {
  /** Minutes after midnight each day opens and closes, by day of the week; null when closed. */
  week: Map<string, { opens: number; closes: number } | null>;
  shutOnBankHolidays: boolean;
  closedDays: readonly { from: string; to: string }[];
}

function minutesOf(value: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match) throw new Error(`Office hours: "${value}" is not a time like 08:00`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The hours made ready for counting, once per settings object (the live content's is kept). */
const clocks = new WeakMap<OfficeHours, Clock>();
function clockOf(hours: OfficeHours): Clock {
  let clock = clocks.get(hours);
  if (!clock) {
    const unknownDay = Object.keys(hours.week).find(
      (day) => !(weekdays as readonly string[]).includes(day),
    );
    if (unknownDay) throw new Error(`Office hours: "${unknownDay}" is not a day like Mo or Fr`);
    clock = {
      week: new Map(
        weekdays.map((day) => {
          const times = hours.week[day];
          return [
            day,
            times ? { opens: minutesOf(times.opens), closes: minutesOf(times.closes) } : null,
          ];
        }),
      ),
      shutOnBankHolidays: hours.bankHolidays === "closed",
      closedDays: hours.closedDays,
    };
    clocks.set(hours, clock);
  }
  return clock;
}

/**
 * The instant a day's clock shows a time, remembered: the inbox counts every lead over the same
 * few weeks, and working out a UK time takes the time-zone data each time.
 */
const instants = new Map<string, number>();
function instantOf(day: string, minutes: number, timeZone: string): number {
  const key = `${timeZone} ${day} ${minutes}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
    const hour = Math.floor(minutes / 60);
    instant = instantOfLocal({ year, month, day: date, hour, minute: minutes % 60 }, timeZone);
    if (instants.size >= 20_000) instants.clear();
    instants.set(key, instant);
  }
  return instant;
}

/** The times the office is open on a calendar day, or null when it is closed all day. */
function openOn(day: string, clock: Clock) {
  const times = clock.week.get(weekdayOf(day));
  if (!times) return null;
  if (clock.shutOnBankHolidays && isBankHoliday(day)) return null;
  if (clock.closedDays.some((closed) => closed.from <= day && day <= closed.to)) return null;
  return times;
}

/**
 * The office's times on a UK calendar day ("2026-12-28"): null on a day it is closed, a bank
 * holiday it shuts on, or a day the owner closed. Survey visits are booked in them by default.
 */
export function officeTimesOn(day: string, hours: OfficeHours): OpenTimes | null {
  return openOn(day, clockOf(hours)) ? (hours.week[weekdayOf(day) as Weekday] ?? null) : null;
}

/**
 * Whole minutes between two instants that fall inside office hours, on the office's clock:
 * a request sent on Friday evening and answered on Monday at 09:00 waited 60 minutes (or
 * none, when Monday is a bank holiday the office is shut on).
 */
export function officeMinutesBetween(
  from: Date,
  to: Date,
  hours: OfficeHours,
  timeZone = ukTimeZone,
): number {
  const clock = clockOf(hours);
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  let total = 0;
  // Calendar days, so a 23- or 25-hour day is still one day.
  for (const day of daysFrom(localDate(start, timeZone), localDate(end, timeZone))) {
    const times = openOn(day, clock);
    if (!times) continue;
    const open = instantOf(day, times.opens, timeZone);
    const close = instantOf(day, times.closes, timeZone);
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
