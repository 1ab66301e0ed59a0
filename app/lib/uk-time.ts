/**
 * Dates and times as a builder in Blackpool reads them, whatever the server's own zone: the one
 * module that turns instants and calendar days into UK wall-clock time and into words. Instants
 * are shown on UK clocks (BST and GMT through Intl); a calendar day ("2026-03-31") never shifts
 * by a time zone. Formatters are made when first used: making one loads the locale and
 * time-zone data, which a public page must not pay for when it only shows a blog post's date.
 */

export const ukTimeZone = "Europe/London";

export const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-GB", options);
    formatters.set(key, made);
  }
  return made;
}

export interface LocalParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Wall-clock time in a time zone (UK by default). */
export function localParts(instant: Date | number, timeZone = ukTimeZone): LocalParts {
  const parts: Record<string, number> = {};
  const clock = formatter({
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  for (const part of clock.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the zone's clocks are ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant (ms since 1970) at which the zone's clocks show that date and time. */
export function instantOfLocal(
  local: {
    year: number;
    month: number;
    day: number;
    hour?: number;
    minute?: number;
    second?: number;
  },
  timeZone = ukTimeZone,
): number {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour ?? 0,
    local.minute ?? 0,
    local.second ?? 0,
  );
  const guess = wall - offsetAt(wall, timeZone);
  // Near a clock change the offset at the guess can differ from the one at the wall time.
  return wall - offsetAt(guess, timeZone);
}

/**
 * A time zone's name as the clocks' data spells it ("europe/london" → "Europe/London"), or null
 * for a name it does not know: what a calendar file says is checked here, and not kept.
 */
export function timeZoneNamed(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** "2026-03-29": the calendar date in that zone. */
export function localDate(instant: Date | number, timeZone = ukTimeZone): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** "2026-03-29 14:05": the date and time shown on a clock in that zone. */
export function localDateTime(instant: Date | number, timeZone = ukTimeZone): string {
  const p = localParts(instant, timeZone);
  return `${localDate(instant, timeZone)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** The same time `months` calendar months earlier; 31 March less one month is 28 February. */
export function monthsBefore(now: number, months: number): Date {
  const date = new Date(now);
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(date.getUTCMonth() - months);
  const daysInTarget = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), daysInTarget));
  return target;
}

/** The instant a UK calendar day ("2026-11-25") starts. */
export function startOfDay(day: string): Date {
  const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
  return new Date(instantOfLocal({ year, month, day: date, hour: 0, minute: 0 }));
}

const instantsOnDays = new Map<string, number>();

/**
 * The instant UK clocks show a time of day, given in minutes after midnight, on a calendar day:
 * `instantOnDay("2026-03-29", 8 * 60)` is 08:00 BST that Sunday; 24 * 60 is the next midnight.
 * Kept once worked out: the free visit times ask for the same few days' hours again and again,
 * and each answer costs two Intl formats.
 */
export function instantOnDay(day: string, minutes: number, timeZone = ukTimeZone): number {
  const key = `${timeZone} ${day} ${minutes}`;
  let instant = instantsOnDays.get(key);
  if (instant === undefined) {
    const [year = 0, month = 0, date = 0] = day.split("-").map(Number);
    const local = { year, month, day: date, hour: Math.floor(minutes / 60), minute: minutes % 60 };
    instant = instantOfLocal(local, timeZone);
    if (instantsOnDays.size >= 10_000) instantsOnDays.clear();
    instantsOnDays.set(key, instant);
  }
  return instant;
}

const dayMs = 24 * 60 * 60 * 1000;
/** A calendar day as a number of days, on a calendar without clock changes. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayOfNumber = (number: number) => new Date(number * dayMs).toISOString().slice(0, 10);

/** "2026-11-25" moved by a number of days. */
export const addDays = (day: string, days: number) => dayOfNumber(dayNumber(day) + days);

/** Mo, Tu, We, Th, Fr, Sa or Su: the day of the week of a calendar day. */
export const weekdayOf = (day: string) =>
  (["Th", "Fr", "Sa", "Su", "Mo", "Tu", "We"] as const)[((dayNumber(day) % 7) + 7) % 7] ?? "Mo";

/** The Monday on or before a day: weeks run Monday to Sunday, as a UK calendar has them. */
export const weekStart = (day: string) =>
  addDays(day, -["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"].indexOf(weekdayOf(day)));

/** Every calendar day from `first` to `last`, both in. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The last day of a calendar month ("2026-02" → "2026-02-28"). */
export const lastDayOf = (month: string) => addDays(`${nextMonth(month)}-01`, -1);

/** "2026-12" → "2027-01". */
export function nextMonth(month: string): string {
  const [year = 0, number = 0] = month.split("-").map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${pad(number + 1)}`;
}

/** The year and month on a UK calendar at `instant`, as a count of months (for comparing). */
export function monthCount(instant: Date | number): number {
  const { year, month } = localParts(instant);
  return year * 12 + month - 1;
}

/** True for a YYYY-MM-DD that is a real calendar date (no 31 June, no 29 February 2027). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

type Instant = Date | string | number;
const onUkClocks = (instant: Instant, options: Intl.DateTimeFormatOptions) =>
  formatter({ ...options, timeZone: ukTimeZone }).format(new Date(instant));
const onTheDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  formatter({ ...options, timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

/** An instant as "Thu 26 Nov, 21:54": short enough for a phone's width. */
export const formatDateTime = (instant: Instant) =>
  onUkClocks(instant, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

/** An instant as "Thursday 26 November 2026 at 21:54", for an email. */
export const formatFullDateTime = (instant: Instant) =>
  onUkClocks(instant, { dateStyle: "full", timeStyle: "short" });

/** An instant's time of day on UK clocks, as "09:45". */
export const formatClockTime = (instant: Instant) =>
  onUkClocks(instant, { hour: "2-digit", minute: "2-digit" });

/** An instant's day as "26 November 2026". */
export const formatLongDate = (instant: Instant) => onUkClocks(instant, { dateStyle: "long" });

/** An instant's day as "26 Nov 2026". */
export const formatShortDate = (instant: Instant) => onUkClocks(instant, { dateStyle: "medium" });

/** An instant's day as "Thu 26 Nov". */
export const formatWeekday = (instant: Instant) =>
  onUkClocks(instant, { weekday: "short", day: "numeric", month: "short" });

/** A calendar day ("2026-03-31", no time of day) as "Tue 31 Mar". */
export const formatCalendarDate = (day: string) =>
  onTheDay(day, { weekday: "short", day: "numeric", month: "short" });

/** A calendar day ("2026-11-23") as "23 Nov 2026". */
export const formatDay = (day: string) =>
  onTheDay(day, { day: "numeric", month: "short", year: "numeric" });

/**
 * A calendar day ("2024-03-14") as "14 March 2024", the way dates read in British English.
 * Written out rather than with a formatter: a public page shows it while coming to life.
 */
export function formatDate(isoDate: string): string {
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? [];
  const monthName = months[Number(month) - 1];
  if (!monthName || !day) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  return `${Number(day)} ${monthName} ${year}`;
}

/** A month ("2026-11", or any day of it) as "November 2026". */
export const formatMonth = (month: string) =>
  `${months[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** "45 min", "2 h", "3 h 5 min": a length of time, short enough for a phone's width. */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
