/**
 * The office's opening hours, as the owner sets them (content/company.yaml, the Opening hours
 * page): the times of each day of the week, whether bank holidays are days off, and the days
 * the owner closes (a Christmas shutdown). The site's words for them are made here, from the
 * same settings the clock counts with (`office-hours.ts`), so the two never disagree. No Zod
 * here: the footer shows the words on every page (the schema is in `company.ts`).
 */

export const weekdays = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayNames: Record<Weekday, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/** "HH:MM" on a 24-hour clock; the office closes after it opens, on the same day. */
export interface OpenTimes {
  opens: string;
  closes: string;
}

/** Days the office is closed besides its weekly ones: from one day to another, both in. */
export interface ClosedDays {
  from: string;
  to: string;
  reason?: string;
}

export interface OpeningHours {
  /** Each day of the week: its times, or null when the office is closed that day. */
  week: Record<Weekday, OpenTimes | null>;
  /** Whether the office shuts on the bank holidays of England and Wales. */
  bankHolidays: "closed" | "open";
  closedDays: ClosedDays[];
}

/** "08:00" → "8am", "13:30" → "1:30pm", "12:00" → "12pm". */
export function timeInWords(time: string): string {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  return `${clock}${minute === 0 ? "" : `:${String(minute).padStart(2, "0")}`}${hour < 12 ? "am" : "pm"}`;
}

const shortNames: Record<Weekday, string> = {
  Mo: "Mon",
  Tu: "Tue",
  We: "Wed",
  Th: "Thu",
  Fr: "Fri",
  Sa: "Sat",
  Su: "Sun",
};

/** "Mon–Wed & Fri": days next to each other as a run, runs joined. */
function daysInWords(days: Weekday[]): string {
  const runs: Weekday[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && weekdays.indexOf(last) + 1 === weekdays.indexOf(day)) run.push(day);
    else runs.push([day]);
  }
  const named = runs.map((run) => {
    const first = shortNames[run[0] ?? "Mo"];
    const last = shortNames[run.at(-1) ?? "Mo"];
    if (run.length === 1) return first;
    return run.length === 2 ? `${first} & ${last}` : `${first}–${last}`;
  });
  return named.length === 1
    ? (named[0] ?? "")
    : `${named.slice(0, -1).join(", ")} & ${named.at(-1)}`;
}

/**
 * The days the office is open, grouped by their times, in the order of the week: the days of
 * each group with the times they share.
 */
export function openDays(
  hours: Pick<OpeningHours, "week">,
): { days: Weekday[]; times: OpenTimes }[] {
  const groups: { days: Weekday[]; times: OpenTimes }[] = [];
  for (const day of weekdays) {
    const times = hours.week[day];
    if (!times) continue;
    const same = groups.find(
      (group) => group.times.opens === times.opens && group.times.closes === times.closes,
    );
    if (same) same.days.push(day);
    else groups.push({ days: [day], times });
  }
  return groups;
}

/** The week's hours in words, as the site shows them: "Mon–Fri 8am–6pm, Sat 9am–1pm". */
export function openingHoursInWords(hours: Pick<OpeningHours, "week">): string {
  return openDays(hours)
    .map(
      ({ days, times }) =>
        `${daysInWords(days)} ${timeInWords(times.opens)}–${timeInWords(times.closes)}`,
    )
    .join(", ");
}

/** What the site says of bank holidays: only that the office is closed on them, when it is. */
export const bankHolidaysInWords = (hours: Pick<OpeningHours, "bankHolidays">) =>
  hours.bankHolidays === "closed" ? "Closed on bank holidays" : null;
