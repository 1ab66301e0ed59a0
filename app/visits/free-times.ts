import type { Position } from "~/lib/map-position";
import { addDays, daysFrom, instantOnDay, localDate } from "../lib/uk-time";
import { type DriveSettings, driveMinutes, fyldeDrive } from "./drive";
import { type SurveyDays, type SurveyHours, surveyMinutes } from "./survey-hours";

/**
 * Which survey-visit start times are free for a customer: pure, no I/O. Instants are UTC
 * milliseconds; days ("2026-03-30") and times of day are on UK clocks, so a day's 08:00 is
 * 08:00 in GMT and in BST alike (decision 046).
 */

export interface VisitSettings {
  /** The hours the owner makes visits, day by day (`weeklySurveyHours` for a weekly pattern). */
  surveyHours: SurveyDays;
  /** Where the owner sets off from at the start of a day: the office, company.yaml's `geo`. */
  base: Position;
  visitMinutes: number;
  /** How soon: the first bookable day is this many working days after today (0 is today). */
  workingDaysNotice: number;
  /** How far ahead: the number of calendar days bookable, from the first bookable day. */
  horizonDays: number;
  mostVisitsADay: number;
  /** Start times are this far apart, counted from the day's opening. */
  stepMinutes: number;
  drive: DriveSettings;
  /**
   * Working days before its day that a visit can still be moved or cancelled online (0: up to
   * its start). A time already past that is not offered: every booking can still be changed.
   */
  changeUpToWorkingDaysBefore: number;
}

/** A working day is a day with survey hours: the next one, three weeks, 45 minutes, 4 a day. */
export const visitDefaults = {
  visitMinutes: 45,
  workingDaysNotice: 1,
  horizonDays: 21,
  mostVisitsADay: 4,
  stepMinutes: 15,
  drive: fyldeDrive,
  changeUpToWorkingDaysBefore: 1,
} satisfies Partial<VisitSettings>;

/** The settings with the defaults for whatever is not given (or given as undefined). */
export function visitSettings(
  given: Pick<VisitSettings, "surveyHours" | "base"> & Partial<VisitSettings>,
): VisitSettings {
  const set = Object.entries(given).filter(([, value]) => value !== undefined);
  return { ...visitDefaults, ...Object.fromEntries(set) } as VisitSettings;
}

/** A visit already booked: when, and where (its postcode's place, `placeOfPostcode`). */
export interface BookedVisit {
  start: number;
  end: number;
  position: Position;
}

/** Time the owner is not free, at a place not known: the owner's calendar, or added by hand. */
export interface BusyTime {
  start: number;
  end: number;
}

export interface FreeTimesQuery {
  settings: VisitSettings;
  /** Every visit booked (leave out the one being moved). */
  visits: readonly BookedVisit[];
  busy: readonly BusyTime[];
  /** Where the customer's visit would be; null for a postcode in no area: no times. */
  customer: Position | null;
  now: number;
}

/** A UK day with the start times free on it, earliest first. */
export interface FreeDay {
  day: string;
  starts: number[];
}

const minute = 60_000;

/** The days times may be offered on: from the first bookable day, `horizonDays` of them. */
export function bookableDays(settings: VisitSettings, now: number): string[] {
  let first = localDate(now);
  let notice = settings.workingDaysNotice;
  // A year at most: hours with no working day in them offer nothing.
  for (let looked = 0; notice > 0 && looked < 366; looked++) {
    first = addDays(first, 1);
    if (settings.surveyHours(first)) notice--;
  }
  if (notice > 0 || settings.horizonDays < 1) return [];
  return daysFrom(first, addDays(first, settings.horizonDays - 1));
}

/**
 * Until when a visit can be moved or cancelled online: the close of the working day that is
 * `changeUpToWorkingDaysBefore` working days before its day (0: up to its start). Past it,
 * the customer calls.
 */
export function changeDeadline(
  start: number,
  settings: Pick<VisitSettings, "surveyHours" | "changeUpToWorkingDaysBefore">,
): number {
  let owed = settings.changeUpToWorkingDaysBefore;
  if (owed <= 0) return start;
  let day = localDate(start);
  for (let looked = 0; looked < 60; looked++) {
    day = addDays(day, -1);
    const hours = settings.surveyHours(day);
    if (hours && --owed === 0) return instantOnDay(day, surveyMinutes(hours).closes);
  }
  // No working day in two months before it: the day before's midnight.
  return instantOnDay(localDate(start), 0);
}

/**
 * The start times free for the customer's visit, by day; days with none are left out. A time is
 * offered only if it can still be changed online (`changeDeadline` not passed), the visit fits
 * in the day's survey hours, overlaps no visit and no busy time, the day has fewer than the most
 * visits, and both drives fit: from where the owner is before it (the previous visit, or the
 * base from the day's opening) and on to the next visit. A busy time is at a place not known: a
 * drive is counted from its end, from the place before it.
 */
export function freeTimes(query: FreeTimesQuery): FreeDay[] {
  const { settings, customer } = query;
  if (!customer) return [];
  checkSettings(settings);
  const plan: Plan = {
    query,
    // Earliest first: the next visit after a time is the first that starts after it.
    visits: [...query.visits].sort((a, b) => a.start - b.start),
    driveTo: driveWithCustomer(customer, settings.drive),
  };
  const days: FreeDay[] = [];
  for (const day of bookableDays(settings, query.now)) {
    const hours = settings.surveyHours(day);
    const starts = hours ? freeStartsOn(day, hours, plan) : [];
    if (starts.length > 0) days.push({ day, starts });
  }
  return days;
}

/** Whether a start time is still free: a time chosen on a page, checked again before booking. */
export function isFreeTime(query: FreeTimesQuery, start: number): boolean {
  const day = localDate(start);
  return freeTimes(query).some((free) => free.day === day && free.starts.includes(start));
}

interface Plan {
  query: FreeTimesQuery;
  visits: BookedVisit[];
  /** Minutes to drive between the customer and a place, either way. */
  driveTo: (place: Position) => number;
}

function driveWithCustomer(customer: Position, drive: DriveSettings) {
  const known = new Map<string, number>();
  return (place: Position) => {
    const key = `${place.latitude},${place.longitude}`;
    let minutes = known.get(key);
    if (minutes === undefined) {
      minutes = driveMinutes(place, customer, drive);
      known.set(key, minutes);
    }
    return minutes;
  };
}

function freeStartsOn(day: string, hours: SurveyHours, plan: Plan): number[] {
  const { settings, now } = plan.query;
  const dayStart = instantOnDay(day, 0);
  const dayEnd = instantOnDay(day, 24 * 60);
  const within = (time: BusyTime) => time.end > dayStart && time.start < dayEnd;
  const visitsToday = plan.visits.filter(
    (visit) => visit.start >= dayStart && visit.start < dayEnd,
  );
  if (visitsToday.length >= settings.mostVisitsADay) return [];
  const busyToday = plan.query.busy.filter(within);
  const taken = [...plan.visits.filter(within), ...busyToday];

  const { opens, closes } = surveyMinutes(hours);
  const open = instantOnDay(day, opens);
  const close = instantOnDay(day, closes);
  // Changes closing before the day: its times share one cut-off (`start <= now` does the rest).
  if (settings.changeUpToWorkingDaysBefore > 0 && changeDeadline(open, settings) <= now) return [];
  const length = settings.visitMinutes * minute;
  const starts: number[] = [];
  for (let start = open; start + length <= close; start += settings.stepMinutes * minute) {
    const end = start + length;
    if (start <= now || taken.some((time) => time.start < end && time.end > start)) continue;
    const before = lastEndedBy(visitsToday, start);
    const setOff = lastBusyEnd(busyToday, before?.end ?? open, start);
    if (setOff + plan.driveTo(before?.position ?? settings.base) * minute > start) continue;
    const after = visitsToday.find((visit) => visit.start >= end);
    if (after) {
      const leave = lastBusyEnd(busyToday, end, after.start);
      if (leave + plan.driveTo(after.position) * minute > after.start) continue;
    }
    starts.push(start);
  }
  return starts;
}

/** The visit that ended last by `time`. */
function lastEndedBy(visits: readonly BookedVisit[], time: number): BookedVisit | undefined {
  let last: BookedVisit | undefined;
  for (const visit of visits)
    if (visit.end <= time && (!last || visit.end > last.end)) last = visit;
  return last;
}

/** When the owner is last free to set off between `from` and `by`: after any busy time ending in it. */
function lastBusyEnd(busy: readonly BusyTime[], from: number, by: number): number {
  let free = from;
  for (const time of busy) if (time.end > free && time.end <= by) free = time.end;
  return free;
}

function checkSettings(settings: VisitSettings) {
  const counts = {
    visitMinutes: settings.visitMinutes,
    stepMinutes: settings.stepMinutes,
    averageMph: settings.drive.averageMph,
  };
  for (const [name, value] of Object.entries(counts))
    if (!(value > 0)) throw new Error(`Visit settings: ${name} must be more than 0, not ${value}`);
}
