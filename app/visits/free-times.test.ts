import { describe, expect, it } from "vitest";
import type { Position } from "~/lib/map-position";
import { weekdayHours } from "../../tests/support/office-hours";
import { officeTimesOn } from "../company/office-hours";
import { instantOnDay, localDateTime } from "../lib/uk-time";
import { fyldeDrive } from "./drive";
import {
  bookableDays,
  changeDeadline,
  type FreeTimesQuery,
  freeTimes,
  isFreeTime,
  type VisitSettings,
  visitSettings,
} from "./free-times";
import { placeOfPostcode, readPostcode } from "./postcode";
import { weeklySurveyHours } from "./survey-hours";

// Places as content/areas.yaml has them; the yard in Bispham is the base.
const bispham = { latitude: 53.8526, longitude: -3.0421 };
const blackpool = { latitude: 53.8175, longitude: -3.0357 };
const lancaster = { latitude: 54.0466, longitude: -2.8007 };
// Drives: Bispham → Blackpool 10 minutes, Bispham → Lancaster 55, Blackpool → Lancaster 60.

const weekdays = weeklySurveyHours({
  days: ["Mo", "Tu", "We", "Th", "Fr"],
  opens: "08:00",
  closes: "18:00",
});
const settings = visitSettings({ surveyHours: weekdays, base: bispham });

/** The instant of a UK wall-clock time ("13:30") on a day. */
const at = (day: string, time: string) => {
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return instantOnDay(day, hour * 60 + minute);
};
const visit = (day: string, from: string, to: string, position: Position) => ({
  start: at(day, from),
  end: at(day, to),
  position,
});

// Monday 2 March 2026 at noon: the first bookable day is Tuesday 3 March.
const monday = "2026-03-02";
const tuesday = "2026-03-03";
const query = (changes: Partial<FreeTimesQuery> = {}): FreeTimesQuery => ({
  settings,
  visits: [],
  busy: [],
  customer: blackpool,
  now: at(monday, "12:00"),
  ...changes,
});
/** The free times on a day, as UK clocks show them. */
const timesOn = (day: string, asked: FreeTimesQuery) =>
  (freeTimes(asked).find((free) => free.day === day)?.starts ?? []).map((start) =>
    localDateTime(start).slice(11),
  );
/** Every quarter of an hour from one time to another, both in. */
function quarters(from: string, to: string): string[] {
  const times: string[] = [];
  for (let time = at(monday, from); time <= at(monday, to); time += 15 * 60_000)
    times.push(localDateTime(time).slice(11));
  return times;
}

describe("free times: the drive", () => {
  it("offers a time only when the drive from the visit before fits: no 2 pm in Lancaster after 1.30 pm in Blackpool", () => {
    const short = visitSettings({ ...settings, visitMinutes: 30 });
    const asked = query({
      settings: short,
      customer: lancaster,
      visits: [visit(tuesday, "13:30", "14:00", blackpool)],
    });
    const times = timesOn(tuesday, asked);
    expect(times).not.toContain("14:00");
    // An hour's drive from Blackpool, and an hour back to it before 13:30.
    expect(times).toEqual([...quarters("09:00", "12:00"), ...quarters("15:00", "17:30")]);
    // A customer in Blackpool itself is 10 minutes away.
    expect(timesOn(tuesday, { ...asked, customer: blackpool })).toEqual([
      ...quarters("08:15", "12:45"),
      ...quarters("14:15", "17:30"),
    ]);
  });

  it("offers a time only when the drive on to the next visit fits too", () => {
    const asked = query({ visits: [visit(tuesday, "11:00", "11:45", lancaster)] });
    // 09:15 to 10:00 leaves the hour to Lancaster; 09:30 would arrive at 11:15.
    expect(timesOn(tuesday, asked)).toEqual([
      ...quarters("08:15", "09:15"),
      ...quarters("12:45", "17:15"),
    ]);
  });

  it("counts the first visit of a day from the base, at the day's opening", () => {
    expect(timesOn(tuesday, query({ customer: lancaster }))[0]).toBe("09:00");
    expect(timesOn(tuesday, query({ customer: blackpool }))[0]).toBe("08:15");
    const fromLancaster = visitSettings({ ...settings, base: lancaster });
    expect(timesOn(tuesday, query({ settings: fromLancaster, customer: lancaster }))[0]).toBe(
      "08:15",
    );
    expect(timesOn(tuesday, query({ settings: fromLancaster, customer: blackpool }))[0]).toBe(
      "09:00",
    );
    // Monday's last visit in Lancaster is not where Tuesday starts from.
    const monday5pm = visit(monday, "17:00", "17:45", lancaster);
    expect(timesOn(tuesday, query({ visits: [monday5pm] }))[0]).toBe("08:15");
  });
});

describe("free times: the clock changes", () => {
  const everyDay = visitSettings({
    surveyHours: () => ({ opens: "08:00", closes: "18:00" }),
    base: bispham,
    horizonDays: 3,
    drive: { ...fyldeDrive, leastMinutes: 0 },
  });
  const days = (now: string) =>
    freeTimes({
      settings: everyDay,
      visits: [],
      busy: [],
      customer: bispham,
      now: Date.parse(now),
    });

  for (const [change, now, firstStarts] of [
    [
      "to BST on the last Sunday of March",
      "2026-03-27T12:00:00Z",
      ["2026-03-28T08:00:00.000Z", "2026-03-29T07:00:00.000Z", "2026-03-30T07:00:00.000Z"],
    ],
    [
      "back to GMT on the last Sunday of October",
      "2026-10-23T12:00:00Z",
      ["2026-10-24T07:00:00.000Z", "2026-10-25T08:00:00.000Z", "2026-10-26T08:00:00.000Z"],
    ],
  ] as const)
    it(`offers 08:00 to 17:15 on UK clocks on the day the clocks go ${change}`, () => {
      const free = days(now);
      expect(free.map(({ starts }) => new Date(starts[0] ?? 0).toISOString())).toEqual(firstStarts);
      for (const { day, starts } of free) {
        expect(starts.map((start) => localDateTime(start))).toEqual(
          quarters("08:00", "17:15").map((time) => `${day} ${time}`),
        );
      }
    });
});

describe("free times: the day's limits", () => {
  it("offers nothing on a day with the most visits already", () => {
    const four = ["08:15", "10:00", "13:00", "15:00"].map((start) =>
      visit(tuesday, start, `${Number(start.slice(0, 2)) + 1}${start.slice(2)}`, blackpool),
    );
    expect(timesOn(tuesday, query({ visits: four }))).toEqual([]);
    expect(timesOn(tuesday, query({ visits: four.slice(1) }))).toContain("12:00");
    const five = visitSettings({ ...settings, mostVisitsADay: 5 });
    expect(timesOn(tuesday, query({ settings: five, visits: four }))).toContain("12:00");
  });

  it("keeps busy times out, and counts a drive after one from its end", () => {
    const busy = [{ start: at(tuesday, "10:00"), end: at(tuesday, "12:00") }];
    const times = timesOn(tuesday, query({ busy }));
    expect(times).toContain("09:15");
    for (const overlapping of ["09:30", "10:00", "11:45", "12:00"])
      expect(times).not.toContain(overlapping);
    expect(times).toContain("12:15");
    // Where the owner is during it is not known: the drive to Lancaster is from the base after it.
    expect(timesOn(tuesday, query({ busy, customer: lancaster }))).toContain("13:00");
    expect(timesOn(tuesday, query({ busy, customer: lancaster }))).not.toContain("12:45");
    // An all-day event (midnight to midnight) keeps the whole day out.
    const wednesday = "2026-03-04";
    const allDay = [{ start: at(wednesday, "00:00"), end: at("2026-03-05", "00:00") }];
    expect(timesOn(wednesday, query({ busy: allDay }))).toEqual([]);
    expect(timesOn(tuesday, query({ busy: allDay }))).toHaveLength(37);
  });
});

describe("free times: how soon and how far ahead", () => {
  const daysFrom = (now: string, changes: Partial<VisitSettings> = {}) =>
    bookableDays(visitSettings({ ...settings, ...changes }), Date.parse(now));

  it("start on the next working day and run three weeks from it", () => {
    // Friday evening: Monday is the next working day; three weeks is to Sunday 29 March.
    const days = daysFrom("2026-03-06T18:00:00Z");
    expect(days[0]).toBe("2026-03-09");
    expect(days.at(-1)).toBe("2026-03-29");
    // Offered: 14 of them, Monday being past its cut-off for changes already (below).
    const free = freeTimes(query({ now: Date.parse("2026-03-06T18:00:00Z") }));
    expect(free.map(({ day }) => day)).toHaveLength(14);
    expect(free.at(-1)?.day).toBe("2026-03-27");
    // Monday at 07:00: not today, however early.
    expect(daysFrom("2026-03-02T07:00:00Z")[0]).toBe(tuesday);
  });

  it("follow the owner's notice and horizon", () => {
    expect(daysFrom("2026-03-06T18:00:00Z", { workingDaysNotice: 2 })[0]).toBe("2026-03-10");
    expect(daysFrom("2026-03-06T18:00:00Z", { horizonDays: 7 })).toEqual([
      "2026-03-09",
      "2026-03-10",
      "2026-03-11",
      "2026-03-12",
      "2026-03-13",
      "2026-03-14",
      "2026-03-15",
    ]);
    // Today, for an owner who takes visits at short notice (and changes up to the start, or
    // today's cut-off would have gone): never a time already gone.
    const today = visitSettings({
      ...settings,
      workingDaysNotice: 0,
      changeUpToWorkingDaysBefore: 0,
    });
    expect(timesOn(monday, query({ settings: today, now: at(monday, "12:05") }))[0]).toBe("12:15");
    expect(daysFrom("2026-03-06T18:00:00Z", { surveyHours: () => null })).toEqual([]);
  });
});

describe("free times: only times that can still be changed online when booked", () => {
  // The office's own hours, shut on bank holidays: Monday 25 May 2026 is one.
  const office = weekdayHours("08:00", "18:00");
  const officeDays = visitSettings({
    surveyHours: (day) => officeTimesOn(day, office),
    base: bispham,
  });
  const firstOffered = (now: number, changes: Partial<VisitSettings> = {}) => {
    const asked = query({ settings: visitSettings({ ...officeDays, ...changes }), now });
    const free = freeTimes(asked);
    // Whatever the day: every time offered can still be moved or cancelled online.
    for (const start of free.flatMap((day) => day.starts))
      expect(changeDeadline(start, asked.settings)).toBeGreaterThan(now);
    return free[0]?.day;
  };

  it("start after a weekend or a bank holiday on the day after the next working day", () => {
    // Monday's cut-off is Friday at closing: gone by Friday evening, Saturday and Sunday.
    expect(firstOffered(at("2026-03-06", "17:00"))).toBe("2026-03-09");
    expect(firstOffered(at("2026-03-06", "19:30"))).toBe("2026-03-10");
    expect(firstOffered(at("2026-03-07", "10:00"))).toBe("2026-03-10");
    expect(firstOffered(at("2026-03-08", "10:00"))).toBe("2026-03-10");
    // Bank holiday Monday: Tuesday's cut-off is Friday too, so Wednesday is the first.
    expect(firstOffered(at("2026-05-24", "10:00"))).toBe("2026-05-27");
    expect(firstOffered(at("2026-05-25", "10:00"))).toBe("2026-05-27");
    // A working day: tomorrow, until closing.
    expect(firstOffered(at(monday, "12:00"))).toBe(tuesday);
    expect(firstOffered(at(monday, "18:00"))).toBe("2026-03-04");
  });

  it("follow the owner's cut-off: changes up to the start offer the next working day", () => {
    const upToTheStart = { changeUpToWorkingDaysBefore: 0 };
    expect(firstOffered(at("2026-03-08", "10:00"), upToTheStart)).toBe("2026-03-09");
    expect(firstOffered(at("2026-05-24", "10:00"), upToTheStart)).toBe("2026-05-26");
    const twoDays = { changeUpToWorkingDaysBefore: 2 };
    expect(firstOffered(at("2026-03-08", "10:00"), twoDays)).toBe("2026-03-11");
  });
});

describe("free times for a customer's postcode", () => {
  const areas = [
    { name: "Blackpool", ...blackpool, postcodes: ["FY1", "FY2", "FY3", "FY4"] },
    { name: "Lancaster", ...lancaster, postcodes: ["LA1"] },
  ];
  const positionOf = (typed: string) => {
    const postcode = readPostcode(typed);
    return postcode ? (placeOfPostcode(areas, postcode)?.position ?? null) : null;
  };

  it("are none for a postcode outside the areas: the customer is called instead", () => {
    expect(freeTimes(query({ customer: positionOf("LA9 4AB") }))).toEqual([]);
    expect(freeTimes(query({ customer: positionOf("fy4 1aa") }))).toHaveLength(15);
  });

  it("say whether a time picked on a page is still free", () => {
    const asked = query({ customer: positionOf("LA1 1AA") });
    expect(isFreeTime(asked, at(tuesday, "09:00"))).toBe(true);
    expect(isFreeTime(asked, at(tuesday, "08:45"))).toBe(false);
    expect(isFreeTime(asked, at(tuesday, "09:07"))).toBe(false);
    const taken = { ...asked, visits: [visit(tuesday, "09:30", "10:15", lancaster)] };
    expect(isFreeTime(taken, at(tuesday, "09:00"))).toBe(false);
    expect(isFreeTime(asked, at("2026-04-30", "09:00"))).toBe(false);
  });
});
