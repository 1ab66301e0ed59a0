import type { Position } from "~/lib/map-position";
import { telLink } from "../lib/contact-links";
import {
  addDays,
  formatCalendarDate,
  formatMinutes,
  localDate,
  localDateTime,
  weekStart,
} from "../lib/uk-time";
import { type DriveSettings, driveMinutes, fyldeDrive } from "./drive";
import type { SurveyVisit } from "./visit-store.server";

/**
 * The owner's Visits page, worked out: pure, the visits in, by UK day and group out, each with
 * the drive from where the owner is before it (the visit before that day, or the office).
 */

/** A visit as the owner's list and calendar feed show it: the visit with its lead's details. */
export type VisitOfLead = Pick<
  SurveyVisit,
  "id" | "leadId" | "start" | "end" | "postcode" | "addressLine" | "accessNotes"
> & { name: string; reference: string; phone: string };

export interface ListedVisit extends VisitOfLead {
  /** "10:00–10:45" on UK clocks. */
  time: string;
  /** A map of the postcode, a plain link: nothing is loaded from another host. */
  mapLink: string;
  phoneLink: string | null;
  /** "25 min drive from the office", or why it is not known. */
  drive: string;
  /** When the drive does not fit the gap since the visit before ends. */
  tight: string | null;
}

export interface VisitDay {
  day: string;
  /** "Tue 3 Mar". */
  label: string;
  visits: ListedVisit[];
}

export type GroupTitle = "Today" | "Tomorrow" | "This week" | "Later";

export interface VisitGroup {
  title: GroupTitle;
  days: VisitDay[];
}

const mapLink = (postcode: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(postcode)}`;

const clock = (instant: Date) => localDateTime(instant).slice(11);

/** Which group a UK day is in, seen from today: weeks run Monday to Sunday. */
export function groupOf(day: string, today: string): GroupTitle {
  if (day <= today) return "Today";
  if (day === addDays(today, 1)) return "Tomorrow";
  return day <= addDays(weekStart(today), 6) ? "This week" : "Later";
}

type PlaceOf = (postcode: string) => Position | null;

/** The drive to a visit from the one before it that day, or from the office for the first. */
function driveTo(
  visit: VisitOfLead,
  before: VisitOfLead | undefined,
  { base, placeOf, drive }: { base: Position; placeOf: PlaceOf; drive: DriveSettings },
): Pick<ListedVisit, "drive" | "tight"> {
  const from = before ? placeOf(before.postcode) : base;
  const to = placeOf(visit.postcode);
  const whence = before ? `the visit before (${before.postcode})` : "the office";
  if (!to)
    return { drive: `Drive not known: ${visit.postcode} is in none of your areas.`, tight: null };
  if (!from)
    return { drive: `Drive from ${whence} not known: it is in none of your areas.`, tight: null };
  const minutes = driveMinutes(from, to, drive);
  const gap = before ? Math.round((visit.start.getTime() - before.end.getTime()) / 60_000) : null;
  return {
    drive: `About ${formatMinutes(minutes)} drive from ${whence}`,
    tight:
      gap !== null && gap < minutes
        ? `Only ${formatMinutes(Math.max(0, gap))} after the visit before ends.`
        : null,
  };
}

/**
 * The visits from today on, earliest first, grouped Today, Tomorrow, This week and Later (a
 * group with none is left out), each group by day.
 */
export function visitGroups(
  visits: readonly VisitOfLead[],
  {
    now,
    base,
    placeOf,
    drive = fyldeDrive,
  }: { now: number; base: Position; placeOf: PlaceOf; drive?: DriveSettings },
): VisitGroup[] {
  const today = localDate(now);
  const groups: VisitGroup[] = [];
  const sorted = [...visits].sort((a, b) => a.start.getTime() - b.start.getTime());
  let lastDay: VisitDay | undefined;
  let before: VisitOfLead | undefined;
  for (const visit of sorted) {
    const day = localDate(visit.start);
    if (day < today) continue;
    if (lastDay?.day !== day) {
      const title = groupOf(day, today);
      let group = groups.at(-1);
      if (group?.title !== title) {
        group = { title, days: [] };
        groups.push(group);
      }
      lastDay = { day, label: formatCalendarDate(day), visits: [] };
      group.days.push(lastDay);
      before = undefined;
    }
    lastDay.visits.push({
      ...visit,
      time: `${clock(visit.start)}–${clock(visit.end)}`,
      mapLink: mapLink(visit.postcode),
      phoneLink: telLink(visit.phone),
      ...driveTo(visit, before, { base, placeOf, drive }),
    });
    before = visit;
  }
  return groups;
}
