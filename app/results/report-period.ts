import { addDays, formatMonth, lastDayOf, weekStart } from "~/lib/uk-time";
/**
 * The stretch of time "How the site is doing" reports on: a calendar month ("2026-11") or a
 * year ("2026"), in UK days. Plain data, so the page's picker needs no server code.
 */
export interface ReportPeriod {
  /** "2026-11" or "2026": what the address says (`?period=`). */
  key: string;
  kind: "month" | "year";
  /** "November 2026" or "2026". */
  label: string;
  /** First and last calendar day, "YYYY-MM-DD". */
  firstDay: string;
  lastDay: string;
}

function monthPeriod(year: number, month: number): ReportPeriod {
  const key = `${year}-${String(month).padStart(2, "0")}`;
  return {
    key,
    kind: "month",
    label: formatMonth(key),
    firstDay: `${key}-01`,
    lastDay: lastDayOf(key),
  };
}

function yearPeriod(year: number): ReportPeriod {
  return {
    key: String(year),
    kind: "year",
    label: String(year),
    firstDay: `${year}-01-01`,
    lastDay: `${year}-12-31`,
  };
}

/** The month that `today` ("YYYY-MM-DD", a UK day) falls in. */
export function monthOf(today: string): ReportPeriod {
  return monthPeriod(Number(today.slice(0, 4)), Number(today.slice(5, 7)));
}

/** The month before the one `today` falls in: what the monthly summary reports. */
export function monthBefore(today: string): ReportPeriod {
  return monthOf(addDays(`${today.slice(0, 7)}-01`, -1));
}

/**
 * The period an address asks for, or null if it is not a month or year from 2000 up to the
 * one `today` is in (a future period has nothing to show).
 */
export function periodOf(key: string, today: string): ReportPeriod | null {
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(key);
  const year = /^(\d{4})$/.exec(key);
  const period = month
    ? monthPeriod(Number(month[1]), Number(month[2]))
    : year
      ? yearPeriod(Number(year[1]))
      : null;
  if (!period || period.firstDay < "2000-01-01" || period.firstDay > today) return null;
  return period;
}

/**
 * What the picker offers: every month and year from the first day anything was counted (or
 * this month, if nothing was) to `today`'s, newest first.
 */
export function periodChoices(today: string, firstDay: string | null) {
  const start = firstDay && firstDay < today ? firstDay : today;
  const months: ReportPeriod[] = [];
  for (let month = monthOf(today); month.lastDay >= start; month = monthBefore(month.firstDay))
    months.push(month);
  const years: ReportPeriod[] = [];
  for (let year = Number(today.slice(0, 4)); year >= Number(start.slice(0, 4)); year--)
    years.push(yearPeriod(year));
  return { months, years };
}

/** The Mondays of the 52 weeks that end with the week holding `lastDay`, oldest first. */
export function weeksEndingWith(lastDay: string): string[] {
  const last = weekStart(lastDay);
  return Array.from({ length: 52 }, (_, index) => addDays(last, (index - 51) * 7));
}
