import { addDays, weekdayOf } from "./uk-time";

/**
 * The bank holidays of England and Wales, worked out from their rules rather than a list that
 * runs out: New Year's Day, Good Friday, Easter Monday, the early May, spring and summer bank
 * holidays, Christmas Day and Boxing Day, each moved to the next weekday that is not already
 * one when it falls on a weekend (the substitute day). A one-off (a coronation, a jubilee) is
 * declared a year or so ahead: the owner adds it as a day the office is closed (decision 044).
 */

export interface BankHoliday {
  /** The day off, "2026-12-28": the substitute day where the holiday fell on a weekend. */
  day: string;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, "0");
const dayOf = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;

/** Easter Sunday of a year (the Gregorian computus: Anonymous, or Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, date);
}

const weekend = (day: string) => ["Sa", "Su"].includes(weekdayOf(day));

/** The first Monday on or after a day. */
const mondayFrom = (day: string) => {
  let monday = day;
  while (weekdayOf(monday) !== "Mo") monday = addDays(monday, 1);
  return monday;
};

/** The last Monday of a month (1 to 12). */
const lastMondayOf = (year: number, month: number) => {
  let monday = addDays(month === 12 ? dayOf(year + 1, 1, 1) : dayOf(year, month + 1, 1), -1);
  while (weekdayOf(monday) !== "Mo") monday = addDays(monday, -1);
  return monday;
};

/** The bank holidays of a year in England and Wales, in date order, substitute days applied. */
export function bankHolidaysOf(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const onTheirDays: BankHoliday[] = [
    { day: dayOf(year, 1, 1), name: "New Year's Day" },
    { day: addDays(easter, -2), name: "Good Friday" },
    { day: addDays(easter, 1), name: "Easter Monday" },
    { day: mondayFrom(dayOf(year, 5, 1)), name: "Early May bank holiday" },
    { day: lastMondayOf(year, 5), name: "Spring bank holiday" },
    { day: lastMondayOf(year, 8), name: "Summer bank holiday" },
    { day: dayOf(year, 12, 25), name: "Christmas Day" },
    { day: dayOf(year, 12, 26), name: "Boxing Day" },
  ];
  // One on a weekend is held on the next weekday that is not a bank holiday already: Christmas
  // on a Sunday is held on Tuesday, as Boxing Day is on the Monday.
  const taken = new Set(onTheirDays.filter((each) => !weekend(each.day)).map((each) => each.day));
  return onTheirDays
    .map(({ day, name }) => {
      if (!weekend(day)) return { day, name };
      let off = day;
      while (weekend(off) || taken.has(off)) off = addDays(off, 1);
      taken.add(off);
      return { day: off, name: `${name} (substitute day)` };
    })
    .sort((a, b) => a.day.localeCompare(b.day));
}

const byYear = new Map<number, Set<string>>();

/** Whether a calendar day ("2026-05-25") is a bank holiday in England and Wales. */
export function isBankHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let days = byYear.get(year);
  if (!days) {
    days = new Set(bankHolidaysOf(year).map((holiday) => holiday.day));
    byYear.set(year, days);
  }
  return days.has(day);
}
