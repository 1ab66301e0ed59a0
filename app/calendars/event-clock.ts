import ICAL from "ical.js";
import { instantOfLocal, startOfDay, timeZoneNamed, ukTimeZone } from "~/lib/uk-time";

/**
 * The instants of a calendar file's times. A date is the start of that UK day; a UTC time is
 * itself; a time with a zone the clocks' data knows by name (the IANA names Google and Apple
 * write, or Outlook's Windows names) is put right by that data, whatever the file's own
 * VTIMEZONE says; any other zone by the file's VTIMEZONE, through ical.js; a time with no zone
 * (floating) is a UK time. One clock serves one file: it remembers what it has worked out (the
 * clocks' data is slow to ask), so it is not kept beyond the file.
 */
export class EventClock {
  private readonly names = new Map<string, string | null>();
  private readonly offsets = new Map<string, number>();

  instantOf(time: ICAL.Time, tzid: string | undefined): number {
    if (time.isDate) return startOfDay(isoDate(time)).getTime();
    if (time.zone === ICAL.Timezone.utcTimezone) return wallClock(time);
    const named = tzid ? this.named(tzid) : null;
    if (named) return this.onClocksOf(time, named);
    if (tzid && time.zone && time.zone !== ICAL.Timezone.localTimezone)
      return time.toUnixTime() * 1000;
    return this.onClocksOf(time, ukTimeZone);
  }

  /** "Europe/London", also from Outlook's "GMT Standard Time" and "/mozilla.org/…/Europe/London". */
  private named(tzid: string): string | null {
    let named = this.names.get(tzid);
    if (named === undefined) {
      named =
        timeZoneNamed(windowsZones[tzid] ?? tzid) ??
        timeZoneNamed(tzid.split("/").slice(-2).join("/"));
      this.names.set(tzid, named);
    }
    return named;
  }

  /**
   * The instant the zone's clocks show `time`. Clocks change on the hour, so the offset is
   * worked out once for each hour of the wall clock and the minutes added to it.
   */
  private onClocksOf(time: ICAL.Time, zone: string): number {
    const wall = wallClock(time);
    const hour = wall - (((wall % hourMs) + hourMs) % hourMs);
    const key = `${zone} ${hour}`;
    let offset = this.offsets.get(key);
    if (offset === undefined) {
      const local = { year: time.year, month: time.month, day: time.day, hour: time.hour };
      offset = hour - instantOfLocal(local, zone);
      this.offsets.set(key, offset);
    }
    return wall - offset;
  }
}

const hourMs = 60 * 60 * 1000;

/** A time as if its wall clock were UTC: within 14 hours of the instant, and cheap. */
export const wallClock = (time: ICAL.Time) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

const isoDate = (time: ICAL.Time) =>
  [
    String(time.year).padStart(4, "0"),
    String(time.month).padStart(2, "0"),
    String(time.day).padStart(2, "0"),
  ].join("-");

/** Outlook names its zones the Windows way; the ones a UK firm's calendar meets. */
const windowsZones: Record<string, string> = {
  "GMT Standard Time": "Europe/London",
  "Greenwich Standard Time": "Atlantic/Reykjavik",
  "W. Europe Standard Time": "Europe/Berlin",
  "Romance Standard Time": "Europe/Paris",
  "Central Europe Standard Time": "Europe/Budapest",
  "Eastern Standard Time": "America/New_York",
  "Pacific Standard Time": "America/Los_Angeles",
};
