import ICAL from "ical.js";
import { addDays, localDate, startOfDay } from "~/lib/uk-time";
import { EventClock, wallClock } from "./event-clock";
import { type DownloadOptions, downloadFeed, type FeedFailure } from "./feed-download.server";

/**
 * The owner's calendar as busy blocks: a feed (Google, Apple and Outlook each give a secret
 * iCal address) read with ical.js, every repeat of a recurring event expanded (RRULE, RDATE,
 * EXDATE, and the instances moved or changed by a RECURRENCE-ID), an all-day event as whole UK
 * days, and a time with a time zone put right across the clock changes. Events marked free
 * (TRANSP:TRANSPARENT) or cancelled leave no block.
 */

export interface BusyBlock {
  start: Date;
  end: Date;
}

export type BusyReading = { ok: true; blocks: BusyBlock[] } | FeedFailure;

/** How far ahead a feed is read: 8 weeks, more than the booking offers. */
export const weeksAhead = 8;
/**
 * A repeating event is followed this many times at most: a daily or weekly one from just before
 * the window (it is started there however old it is), any other from its start (a monthly one,
 * 400 years; a daily one with a count, 13 years).
 */
const stepsPerEvent = 5_000;
/** And all of a feed's repeats together: past this it is refused rather than stall the server. */
const stepsPerFeed = 50_000;
const dayMs = 24 * 60 * 60 * 1000;
/** More blocks than this in the weeks read is not a person's calendar. */
const maxBlocks = 20_000;

/**
 * Reads the feed at `address` and gives its busy blocks from the start of the UK day of `now`
 * to `weeks` weeks after; or, if the feed is down, slow, too large or not a calendar, why not.
 * Never throws.
 */
export async function readBusyTimes(
  address: string,
  {
    now = new Date(),
    weeks = weeksAhead,
    ...download
  }: DownloadOptions & {
    now?: Date;
    weeks?: number;
  } = {},
): Promise<BusyReading> {
  const downloaded = await downloadFeed(address, download);
  if (!downloaded.ok) return downloaded;
  const today = localDate(now);
  return busyBlocksIn(downloaded.text, {
    from: startOfDay(today),
    to: startOfDay(addDays(today, weeks * 7)),
  });
}

const notACalendar = (reason: string): FeedFailure => ({
  ok: false,
  problem: "not-a-calendar",
  reason,
});

/**
 * The busy blocks of an iCalendar file that touch the window, earliest first. A large file
 * takes a while (a second for 5 MB of events): the work lets the server answer requests
 * every 50 ms.
 */
export async function busyBlocksIn(
  ics: string,
  window: { from: Date; to: Date },
): Promise<BusyReading> {
  const body = ics.replace(/^\uFEFF/, "").trimStart();
  if (body.startsWith("<"))
    return notACalendar("The calendar's address gave a web page, not a calendar.");
  if (!/^BEGIN:VCALENDAR\r?\n/i.test(body))
    return notACalendar("The calendar's address did not give a calendar (iCalendar) file.");
  let calendars: ICAL.Component[];
  try {
    const parsed = ICAL.parse(body);
    const roots = (typeof parsed[0] === "string" ? [parsed] : parsed) as unknown[][];
    calendars = roots.map((root) => new ICAL.Component(root));
  } catch (error) {
    return notACalendar(`The calendar file could not be read: ${(error as Error).message}.`);
  }
  const expansion = new Expansion(window);
  try {
    for (const calendar of calendars) await expansion.addCalendar(calendar);
  } catch (error) {
    if (error instanceof TooMuch) return { ok: false, problem: "too-large", reason: error.message };
    return notACalendar(`The calendar file could not be read: ${(error as Error).message}.`);
  }
  const blocks = expansion.blocks.sort((a, b) => a.start.getTime() - b.start.getTime());
  return { ok: true, blocks };
}

class TooMuch extends Error {}

/** What is true of one occurrence: busy or not, and its time zones. */
const isBusy = (event: ICAL.Event) =>
  String(event.component.getFirstPropertyValue("status") ?? "").toUpperCase() !== "CANCELLED" &&
  String(event.component.getFirstPropertyValue("transp") ?? "").toUpperCase() !== "TRANSPARENT";

const readable = (read: () => unknown) => {
  try {
    return read() != null;
  } catch {
    return false;
  }
};

const tzidOf = (event: ICAL.Event, property: "dtstart" | "dtend") => {
  const tzid = event.component.getFirstProperty(property)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : undefined;
};

class Expansion {
  readonly blocks: BusyBlock[] = [];
  private steps = 0;
  private readonly from: number;
  private readonly to: number;
  private readonly clock = new EventClock();

  constructor(window: { from: Date; to: Date }) {
    this.from = window.from.getTime();
    this.to = window.to.getTime();
  }

  async addCalendar(calendar: ICAL.Component) {
    const masters = new Map<string, ICAL.Component>();
    const exceptions = new Map<string, ICAL.Component[]>();
    const loose: ICAL.Component[] = [];
    for (const component of calendar.getAllSubcomponents("vevent")) {
      if (!readable(() => component.getFirstPropertyValue("dtstart"))) continue;
      const uid = component.getFirstPropertyValue("uid");
      if (typeof uid !== "string") loose.push(component);
      else if (component.hasProperty("recurrence-id")) {
        const list = exceptions.get(uid);
        if (list) list.push(component);
        else exceptions.set(uid, [component]);
      } else if (masters.has(uid)) loose.push(component);
      else masters.set(uid, component);
    }
    let worked = performance.now();
    for (const [uid, master] of masters) {
      if (performance.now() - worked > 50) {
        await new Promise((resolve) => setImmediate(resolve));
        worked = performance.now();
      }
      this.leaveOutIfBroken(() => this.addSeries(master, exceptions.get(uid) ?? []));
      exceptions.delete(uid);
    }
    // A changed instance whose series is not in the file stands on its own.
    for (const component of [...loose, ...[...exceptions.values()].flat()])
      this.leaveOutIfBroken(() => this.addOne(new ICAL.Event(component, { exceptions: [] })));
  }

  /** An event whose times or rules cannot be read is left out; the rest of the file stands. */
  private leaveOutIfBroken(add: () => void) {
    try {
      add();
    } catch (error) {
      if (error instanceof TooMuch) throw error;
    }
  }

  /** One event, or a series with its changed instances. A broken event is left out alone. */
  private addSeries(master: ICAL.Component, changed: ICAL.Component[]) {
    const event = new ICAL.Event(master, { exceptions: [] });
    for (const instance of changed) {
      try {
        event.relateException(instance);
      } catch {
        // A changed instance that cannot be read is left out; the series stands.
      }
    }
    // A cancelled series is cancelled with its changed instances.
    if (String(master.getFirstPropertyValue("status")).toUpperCase() === "CANCELLED") return;
    if (!event.isRecurring()) return this.addOne(event);
    const visited = new Set<ICAL.Event>();
    const zone = tzidOf(event, "dtstart");
    const lasts = Math.max(0, event.duration.toSeconds() * 1000);
    try {
      const repeats = event.iterator(this.fastForward(master, event.startDate, lasts));
      for (let steps = 0; steps < stepsPerEvent; steps++) {
        const next = repeats.next();
        if (!next) break;
        this.steps += 1;
        if (this.steps > stepsPerFeed)
          throw new TooMuch("The calendar repeats its events too often to be read.");
        // On the wall clock, within a day of the window: the exact instant only near it.
        const wall = wallClock(next);
        if (wall >= this.to + dayMs) break;
        if (wall + lasts + dayMs < this.from) continue;
        const details = event.getOccurrenceDetails(next);
        const item = details.item ?? event;
        if (item !== event) visited.add(item);
        const startZone = item === event ? zone : tzidOf(item, "dtstart");
        const endZone = item === event ? zone : (tzidOf(item, "dtend") ?? startZone);
        if (isBusy(item)) this.add(details.startDate, startZone, details.endDate, endZone);
      }
    } catch (error) {
      if (error instanceof TooMuch) throw error;
      // ical.js gave up on a rule it cannot follow: the instances found so far stand.
    }
    // An instance moved into the window from a date past it was not reached by the repeats.
    for (const item of event.exceptions ? Object.values(event.exceptions) : [])
      if (!visited.has(item)) this.leaveOutIfBroken(() => this.addOne(item));
  }

  /**
   * Where to start following a series that began long before the window: a whole number of
   * its periods later, so every repeat falls as before, and still before the window. Only for
   * a rule of days or weeks (or less) without a count; any other starts at its start.
   */
  private fastForward(master: ICAL.Component, start: ICAL.Time, lasts: number) {
    const rules = master.getAllProperties("rrule");
    const rule = rules.length === 1 ? rules[0]?.getFirstValue() : undefined;
    if (!(rule instanceof ICAL.Recur) || rule.count) return undefined;
    const days = { DAILY: 1, WEEKLY: 7, HOURLY: 1, MINUTELY: 1, SECONDLY: 1 }[rule.freq ?? ""];
    if (!days) return undefined;
    const period = days * Math.max(1, rule.interval || 1);
    const gap = Math.floor((this.from - lasts - wallClock(start)) / dayMs) - 7 - period;
    const periods = Math.floor(gap / period);
    if (periods <= 0) return undefined;
    const later = start.clone();
    later.adjust(periods * period, 0, 0, 0);
    return later;
  }

  private addOne(event: ICAL.Event) {
    if (!isBusy(event)) return;
    const startZone = tzidOf(event, "dtstart");
    this.add(event.startDate, startZone, event.endDate, tzidOf(event, "dtend") ?? startZone);
  }

  private add(start: ICAL.Time, startZone: string | undefined, end: ICAL.Time, endZone?: string) {
    // Far from the window on the wall clock: no need of the exact instants.
    if (wallClock(end) + dayMs <= this.from || wallClock(start) - dayMs >= this.to) return;
    const from = this.clock.instantOf(start, startZone);
    const to = this.clock.instantOf(end, endZone);
    if (!(to > from) || to <= this.from || from >= this.to) return;
    if (this.blocks.length >= maxBlocks)
      throw new TooMuch(`The calendar has more than ${maxBlocks} events in the weeks ahead.`);
    this.blocks.push({ start: new Date(from), end: new Date(to) });
  }
}
