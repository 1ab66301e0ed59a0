/** Wall-clock time in a time zone (UK by default), through Intl so BST and GMT come out right. */

export const ukTimeZone = "Europe/London";

export interface LocalParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function localParts(instant: Date | number, timeZone = ukTimeZone): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
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
  local: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone = ukTimeZone,
): number {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0);
  const guess = wall - offsetAt(wall, timeZone);
  // Near a clock change the offset at the guess can differ from the one at the wall time.
  return wall - offsetAt(guess, timeZone);
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
