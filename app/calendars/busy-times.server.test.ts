import { describe, expect, it } from "vitest";
import { calendarFile, londonTimeZone, vevent } from "../../tests/support/test-calendars";
import { type BusyReading, busyBlocksIn } from "./busy-times.server";

/** March to the end of October 2026: both clock changes (29 March, 25 October) are in it. */
const window = { from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-11-01T00:00:00Z") };

const blocksOf = (reading: BusyReading) => {
  if (!reading.ok) throw new Error(reading.reason);
  return reading.blocks.map(({ start, end }) => [start.toISOString(), end.toISOString()]);
};
const busy = async (ics: string, within = window) => blocksOf(await busyBlocksIn(ics, within));
const at = (iso: string) => `${iso.slice(0, 16)}:00.000Z`;

describe("busy blocks from a calendar file", () => {
  it("expands a weekly event, its exception, its extra date and its moved and cancelled instances", async () => {
    const ics = calendarFile(
      londonTimeZone(),
      vevent(
        "site-meeting",
        "SUMMARY:Site meeting",
        "DTSTART;TZID=Europe/London:20260303T100000",
        "DTEND;TZID=Europe/London:20260303T110000",
        "RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=7",
        "EXDATE;TZID=Europe/London:20260317T100000",
        "RDATE;TZID=Europe/London:20260326T100000",
      ),
      // The instance of 24 March moved to the afternoon, and made longer.
      vevent(
        "site-meeting",
        "RECURRENCE-ID;TZID=Europe/London:20260324T100000",
        "SUMMARY:Site meeting (moved)",
        "DTSTART;TZID=Europe/London:20260324T140000",
        "DTEND;TZID=Europe/London:20260324T153000",
      ),
      // The instance of 31 March called off.
      vevent(
        "site-meeting",
        "RECURRENCE-ID;TZID=Europe/London:20260331T100000",
        "STATUS:CANCELLED",
        "DTSTART;TZID=Europe/London:20260331T100000",
        "DTEND;TZID=Europe/London:20260331T110000",
      ),
    );
    expect(await busy(ics)).toEqual([
      [at("2026-03-03T10:00"), at("2026-03-03T11:00")],
      [at("2026-03-10T10:00"), at("2026-03-10T11:00")],
      // 17 March is excepted.
      [at("2026-03-24T14:00"), at("2026-03-24T15:30")],
      [at("2026-03-26T10:00"), at("2026-03-26T11:00")], // the extra date (RDATE)
      // 31 March is cancelled; from April, 10:00 in London is 09:00 UTC (BST).
      [at("2026-04-07T09:00"), at("2026-04-07T10:00")],
      [at("2026-04-14T09:00"), at("2026-04-14T10:00")],
    ]);
  });

  it("takes an instance moved into the window from a date past it, and leaves one moved out", async () => {
    const ics = calendarFile(
      vevent("weekly", "DTSTART:20260302T090000Z", "DTEND:20260302T100000Z", "RRULE:FREQ=WEEKLY"),
      vevent(
        "weekly",
        "RECURRENCE-ID:20260330T090000Z",
        "DTSTART:20260311T150000Z",
        "DTEND:20260311T160000Z",
      ),
      vevent(
        "weekly",
        "RECURRENCE-ID:20260309T090000Z",
        "DTSTART:20260501T090000Z",
        "DTEND:20260501T100000Z",
      ),
    );
    const march = { from: new Date("2026-03-01T00:00:00Z"), to: new Date("2026-03-20T00:00:00Z") };
    expect(await busy(ics, march)).toEqual([
      [at("2026-03-02T09:00"), at("2026-03-02T10:00")],
      [at("2026-03-11T15:00"), at("2026-03-11T16:00")],
      [at("2026-03-16T09:00"), at("2026-03-16T10:00")],
    ]);
  });

  it("makes an all-day event whole UK days, in summer time too", async () => {
    const ics = calendarFile(
      vevent("holiday", "SUMMARY:Day off", "DTSTART;VALUE=DATE:20260330"),
      vevent("away", "SUMMARY:Away", "DTSTART;VALUE=DATE:20260306", "DTEND;VALUE=DATE:20260309"),
      vevent("half-term", "DTSTART;VALUE=DATE:20261024", "DTEND;VALUE=DATE:20261026"),
    );
    expect(await busy(ics)).toEqual([
      // 6, 7 and 8 March (the end date is the day after), GMT.
      ["2026-03-06T00:00:00.000Z", "2026-03-09T00:00:00.000Z"],
      // 30 March, the day after the clocks go forward: midnight in London is 23:00 UTC.
      ["2026-03-29T23:00:00.000Z", "2026-03-30T23:00:00.000Z"],
      // 24 and 25 October: the clocks go back in the night, so the two days last 49 hours.
      ["2026-10-23T23:00:00.000Z", "2026-10-26T00:00:00.000Z"],
    ]);
  });

  it("puts times in London right on the days the clocks go forward and back", async () => {
    for (const [tzid, zones] of [
      ["Europe/London", [londonTimeZone()]], // as Google writes it
      ["Europe/London", []], // a file that names the zone but does not describe it
      ["GMT Standard Time", [londonTimeZone("GMT Standard Time")]], // as Outlook names it
      ["Fylde Time", [londonTimeZone("Fylde Time")]], // a name only the file's VTIMEZONE knows
    ] as const) {
      const ics = calendarFile(
        ...zones,
        vevent(
          "forward",
          `DTSTART;TZID=${tzid}:20260329T090000`,
          `DTEND;TZID=${tzid}:20260329T100000`,
        ),
        vevent(
          "over-the-change",
          `DTSTART;TZID=${tzid}:20260329T003000`,
          `DTEND;TZID=${tzid}:20260329T030000`,
        ),
        vevent(
          "back",
          `DTSTART;TZID=${tzid}:20261025T090000`,
          `DTEND;TZID=${tzid}:20261025T100000`,
        ),
        vevent(
          "daily-8am",
          `DTSTART;TZID=${tzid}:20261023T080000`,
          `DTEND;TZID=${tzid}:20261023T083000`,
          "RRULE:FREQ=DAILY;COUNT=4",
        ),
      );
      expect(await busy(ics), tzid).toEqual([
        // 00:30 GMT to 03:00 BST: one and a half hours.
        [at("2026-03-29T00:30"), at("2026-03-29T02:00")],
        // 09:00 BST.
        [at("2026-03-29T08:00"), at("2026-03-29T09:00")],
        // 08:00 every morning: 07:00 UTC in summer time, 08:00 UTC once the clocks go back.
        [at("2026-10-23T07:00"), at("2026-10-23T07:30")],
        [at("2026-10-24T07:00"), at("2026-10-24T07:30")],
        [at("2026-10-25T08:00"), at("2026-10-25T08:30")],
        // 09:00 GMT.
        [at("2026-10-25T09:00"), at("2026-10-25T10:00")],
        [at("2026-10-26T08:00"), at("2026-10-26T08:30")],
      ]);
    }
  });

  it("leaves out events marked free or cancelled, outside the window, or unreadable", async () => {
    const ics = calendarFile(
      vevent("free", "TRANSP:TRANSPARENT", "DTSTART:20260304T100000Z", "DTEND:20260304T110000Z"),
      vevent("off", "STATUS:CANCELLED", "DTSTART:20260305T100000Z", "DTEND:20260305T110000Z"),
      vevent(
        "off-series",
        "STATUS:CANCELLED",
        "DTSTART:20260302T100000Z",
        "DTEND:20260302T110000Z",
        "RRULE:FREQ=DAILY",
      ),
      vevent("busy", "TRANSP:OPAQUE", "DTSTART:20260306T100000Z", "DTEND:20260306T110000Z"),
      vevent("before", "DTSTART:20260201T100000Z", "DTEND:20260201T110000Z"),
      vevent("after", "DTSTART:20261201T100000Z", "DTEND:20261201T110000Z"),
      vevent("no-length", "DTSTART:20260307T100000Z"),
      vevent("floating", "DTSTART:20260601T100000", "DURATION:PT2H"),
      vevent("broken-start", "DTSTART:tomorrow", "DTEND:20260602T100000Z"),
      vevent("broken-end", "DTSTART:20260602T100000Z", "DTEND:2026"),
    );
    expect(await busy(ics)).toEqual([
      [at("2026-03-06T10:00"), at("2026-03-06T11:00")],
      // A time with no zone is a UK time.
      [at("2026-06-01T09:00"), at("2026-06-01T11:00")],
    ]);
  });

  it("follows a series that began long ago from just before the window, not from its start", async () => {
    const ics = calendarFile(
      londonTimeZone(),
      vevent(
        "every-third-day-since-1990",
        "DTSTART;TZID=Europe/London:19900101T120000",
        "DTEND;TZID=Europe/London:19900101T130000",
        "RRULE:FREQ=DAILY;INTERVAL=3",
      ),
      vevent(
        "fortnightly-since-1970",
        "DTSTART:19700105T070000Z",
        "DTEND:19700105T080000Z",
        "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR",
      ),
      // An instance of 1985, moved to a date in the window.
      vevent(
        "fortnightly-since-1970",
        "RECURRENCE-ID:19850118T070000Z",
        "DTSTART:20260304T150000Z",
        "DTEND:20260304T160000Z",
      ),
    );
    const week = { from: new Date("2026-03-02T00:00:00Z"), to: new Date("2026-03-09T00:00:00Z") };
    const started = performance.now();
    expect(await busy(ics, week)).toEqual([
      [at("2026-03-02T07:00"), at("2026-03-02T08:00")], // Monday of an "on" week
      [at("2026-03-02T12:00"), at("2026-03-02T13:00")], // every third day from 1 January 1990
      [at("2026-03-04T15:00"), at("2026-03-04T16:00")], // moved from 1985
      [at("2026-03-05T12:00"), at("2026-03-05T13:00")],
      [at("2026-03-06T07:00"), at("2026-03-06T08:00")], // Friday
      [at("2026-03-08T12:00"), at("2026-03-08T13:00")],
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses a calendar that repeats so often that reading it would stall the server", async () => {
    const everyMinute = Array.from({ length: 30 }, (_, index) =>
      vevent(
        `minutes-${index}`,
        "DTSTART:20260101T000000Z",
        "DTEND:20260101T000100Z",
        "RRULE:FREQ=MINUTELY;COUNT=1000000",
      ),
    );
    const started = performance.now();
    expect(await busyBlocksIn(calendarFile(...everyMinute), window)).toMatchObject({
      ok: false,
      problem: "too-large",
    });
    expect(performance.now() - started).toBeLessThan(8000);
  });

  it("reads a large calendar while letting the server answer in between", async () => {
    const events = Array.from({ length: 12_000 }, (_, index) => {
      const day = `202603${String(1 + (index % 28)).padStart(2, "0")}`;
      return vevent(
        `event-${index}`,
        `SUMMARY:Job ${index}`,
        `DESCRIPTION:${"Notes on the job. ".repeat(10)}`,
        `DTSTART;TZID=Europe/London:${day}T100000`,
        `DTEND;TZID=Europe/London:${day}T110000`,
        index % 10 === 0 ? "RRULE:FREQ=WEEKLY;COUNT=5" : "TRANSP:OPAQUE",
      );
    });
    const ics = calendarFile(londonTimeZone(), ...events);
    expect(ics.length).toBeGreaterThan(4_000_000);
    let turns = 0;
    const ticking = setInterval(() => turns++, 5);
    const started = performance.now();
    const reading = await busyBlocksIn(ics, window);
    const took = performance.now() - started;
    clearInterval(ticking);
    expect(reading.ok && reading.blocks.length).toBe(12_000 + 1_200 * 4);
    expect(took).toBeLessThan(10_000);
    expect(turns).toBeGreaterThan(took / 200);
  });

  it("says a web page, a file of something else or a broken calendar is not a calendar", async () => {
    for (const text of [
      "<!doctype html><html><head><title>Sign in</title></head><body>Sign in</body></html>",
      "",
      "Error: calendar not found",
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\n",
      // ical.js refuses a rule it does not know while parsing: the whole file, with its words.
      calendarFile(vevent("rule", "DTSTART:20260602T100000Z", "RRULE:FREQ=SOMETIMES")),
    ]) {
      const reading = await busyBlocksIn(text, window);
      expect(reading.ok, text).toBe(false);
      if (!reading.ok) expect(reading.problem).toBe("not-a-calendar");
    }
    const page = await busyBlocksIn("\n  <html><body>Moved</body></html>", window);
    expect(page).toMatchObject({ reason: expect.stringContaining("web page") });
  });
});
