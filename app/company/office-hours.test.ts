import { describe, expect, it } from "vitest";
import { officeHours, weekdayHours } from "../../tests/support/office-hours";
import { instantOfLocal, isCalendarDate, localDate, localDateTime } from "../lib/uk-time";
import { median, type OfficeHours, officeMinutesBetween, officeOpenAt } from "./office-hours";

const hours = weekdayHours("08:00", "18:00");
const minutes = (from: string, to: string, officeHours = hours, timeZone?: string) =>
  officeMinutesBetween(new Date(from), new Date(to), officeHours, timeZone);

describe("officeMinutesBetween", () => {
  it("counts minutes inside office hours on one day", () => {
    // Monday 2 March 2026, GMT: UK clocks show UTC.
    expect(minutes("2026-03-02T10:00:00Z", "2026-03-02T11:30:00Z")).toBe(90);
    expect(minutes("2026-03-02T10:00:00Z", "2026-03-02T10:00:59Z")).toBe(0);
  });

  it("starts a request received at night from the next opening", () => {
    expect(minutes("2026-03-02T22:00:00Z", "2026-03-03T09:00:00Z")).toBe(60);
    expect(minutes("2026-03-03T05:00:00Z", "2026-03-03T08:00:00Z")).toBe(0);
    expect(minutes("2026-03-02T17:30:00Z", "2026-03-03T08:10:00Z")).toBe(40);
  });

  it("skips the weekend", () => {
    // Friday 17:00 to Monday 09:00.
    expect(minutes("2026-03-06T17:00:00Z", "2026-03-09T09:00:00Z")).toBe(120);
    expect(minutes("2026-03-07T10:00:00Z", "2026-03-08T15:00:00Z")).toBe(0);
    expect(minutes("2026-03-02T00:00:00Z", "2026-03-09T00:00:00Z")).toBe(5 * 600);
  });

  it("follows UK clocks across the change to BST (29 March 2026)", () => {
    // Friday 17:00 GMT to Monday 08:30 BST (07:30 UTC): an hour on Friday, half an hour on Monday.
    expect(minutes("2026-03-27T17:00:00Z", "2026-03-30T07:30:00Z")).toBe(90);
    // A whole Monday in BST is 07:00 to 17:00 UTC.
    expect(minutes("2026-03-30T06:00:00Z", "2026-03-30T18:00:00Z")).toBe(600);
    expect(minutes("2026-03-30T17:00:00Z", "2026-03-30T18:00:00Z")).toBe(0);
  });

  it("follows UK clocks across the change back to GMT (25 October 2026)", () => {
    // Friday 17:30 BST (16:30 UTC) to Monday 08:15 GMT.
    expect(minutes("2026-10-23T16:30:00Z", "2026-10-26T08:15:00Z")).toBe(45);
    expect(minutes("2026-10-24T00:00:00Z", "2026-10-26T00:00:00Z")).toBe(0);
  });

  it("is zero when the end is not after the start, or a date is invalid", () => {
    expect(minutes("2026-03-02T11:00:00Z", "2026-03-02T10:00:00Z")).toBe(0);
    expect(minutes("2026-03-02T11:00:00Z", "2026-03-02T11:00:00Z")).toBe(0);
    expect(minutes("not a date", "2026-03-02T11:00:00Z")).toBe(0);
  });

  it("takes other days, hours and zones", () => {
    const saturdays = officeHours({ Sa: { opens: "09:30", closes: "12:00" } });
    expect(minutes("2026-03-06T00:00:00Z", "2026-03-09T00:00:00Z", saturdays)).toBe(150);
    // 09:00 to 10:00 in New York (EST, UTC-5) on a Monday.
    expect(minutes("2026-03-02T14:00:00Z", "2026-03-02T15:00:00Z", hours, "America/New_York")).toBe(
      60,
    );
    expect(minutes("2026-03-02T14:00:00Z", "2026-03-02T15:00:00Z", hours, "Asia/Tokyo")).toBe(0);
  });

  it("refuses office hours it cannot read", () => {
    expect(() =>
      minutes("2026-03-02T10:00:00Z", "2026-03-02T11:00:00Z", weekdayHours("8am", "18:00")),
    ).toThrow(/"8am" is not a time/);
    expect(() =>
      minutes("2026-03-02T10:00:00Z", "2026-03-02T11:00:00Z", {
        ...hours,
        week: { ...hours.week, Monday: { opens: "08:00", closes: "18:00" } },
      } as OfficeHours),
    ).toThrow(/"Monday" is not a day/);
  });
});

describe("officeMinutesBetween, on the hours the owner set", () => {
  const saturdayMornings = officeHours({
    ...weekdayHours("08:00", "18:00").week,
    Sa: { opens: "09:00", closes: "13:00" },
  });

  it("counts Saturday's minutes for a firm open on Saturday mornings, and only its morning", () => {
    // Friday 6 March 2026 at 19:00 (GMT), answered on Saturday at 10:00: an hour of Saturday.
    expect(minutes("2026-03-06T19:00:00Z", "2026-03-07T10:00:00Z", saturdayMornings)).toBe(60);
    // Saturday 09:00 to Monday 09:00: Saturday's four hours and Monday's first.
    expect(minutes("2026-03-07T09:00:00Z", "2026-03-09T09:00:00Z", saturdayMornings)).toBe(300);
    expect(minutes("2026-03-07T13:00:00Z", "2026-03-08T23:00:00Z", saturdayMornings)).toBe(0);
  });

  it("keeps each day's own times", () => {
    const lateThursdays = officeHours({
      ...weekdayHours("08:00", "18:00").week,
      Th: { opens: "10:30", closes: "20:00" },
    });
    // Thursday 5 March 2026: 10:30 to 20:00, not 08:00 to 18:00.
    expect(minutes("2026-03-05T07:00:00Z", "2026-03-05T11:00:00Z", lateThursdays)).toBe(30);
    expect(minutes("2026-03-05T19:00:00Z", "2026-03-05T21:00:00Z", lateThursdays)).toBe(60);
  });

  // Spring bank holiday: Monday 25 May 2026 (BST, so 09:00 is 08:00 UTC).
  const fridayEvening = "2026-05-22T18:00:00Z";
  const tuesdayAtNine = "2026-05-26T08:00:00Z";

  it("waits over a bank holiday Monday until Tuesday when the office shuts on bank holidays", () => {
    const shut = weekdayHours("08:00", "18:00", { bankHolidays: "closed" });
    expect(minutes(fridayEvening, tuesdayAtNine, shut)).toBe(60);
    expect(minutes("2026-05-25T00:00:00Z", "2026-05-26T00:00:00Z", shut)).toBe(0);
    expect(officeOpenAt(Date.parse("2026-05-25T10:00:00Z"), shut)).toBe(false);
  });

  it("counts the bank holiday Monday as any Monday when the office opens on bank holidays", () => {
    const open = weekdayHours("08:00", "18:00", { bankHolidays: "open" });
    // Monday 08:00 to 18:00, then Tuesday 08:00 to 09:00.
    expect(minutes(fridayEvening, tuesdayAtNine, open)).toBe(660);
    expect(officeOpenAt(Date.parse("2026-05-25T10:00:00Z"), open)).toBe(true);
  });

  it("skips the days the owner closes, from the first to the last, both in", () => {
    const christmasShutdown = weekdayHours("08:00", "18:00", {
      bankHolidays: "open",
      closedDays: [{ from: "2026-12-24", to: "2027-01-01", reason: "Christmas shutdown" }],
    });
    // Wednesday 23 December 2026 at 17:00 to Monday 4 January 2027 at 09:00 (GMT): the last hour
    // of the 23rd and the first of the 4th; the nine days between are closed.
    expect(minutes("2026-12-23T17:00:00Z", "2027-01-04T09:00:00Z", christmasShutdown)).toBe(120);
    expect(minutes("2026-12-24T00:00:00Z", "2027-01-02T00:00:00Z", christmasShutdown)).toBe(0);
    // One closed day: Friday 6 March 2026.
    const oneDay = weekdayHours("08:00", "18:00", {
      closedDays: [{ from: "2026-03-06", to: "2026-03-06" }],
    });
    expect(minutes("2026-03-05T17:00:00Z", "2026-03-09T09:00:00Z", oneDay)).toBe(120);
  });
});

describe("officeOpenAt", () => {
  it("is open from the minute after opening to closing, on office days, on UK clocks", () => {
    const open = (at: string) => officeOpenAt(Date.parse(at), hours);
    // Monday 2 March 2026 (GMT), then Monday 30 March (BST: 08:00 is 07:00 UTC).
    expect(open("2026-03-02T08:00:00Z")).toBe(false);
    expect(open("2026-03-02T08:01:00Z")).toBe(true);
    expect(open("2026-03-02T18:00:00Z")).toBe(true);
    expect(open("2026-03-02T18:01:00Z")).toBe(false);
    expect(open("2026-03-07T12:00:00Z")).toBe(false);
    expect(open("2026-03-30T07:01:00Z")).toBe(true);
  });
});

describe("median", () => {
  it("is the middle value, the mean of the middle two, or null for none", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});

describe("UK local time", () => {
  it("shows dates and times on UK clocks, in GMT and in BST", () => {
    expect(localDateTime(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15 23:30");
    expect(localDateTime(new Date("2026-06-15T23:30:00Z"))).toBe("2026-06-16 00:30");
    expect(localDate(Date.parse("2026-03-29T00:59:00Z"))).toBe("2026-03-29");
    expect(localDateTime(Date.parse("2026-03-29T01:00:00Z"))).toBe("2026-03-29 02:00");
  });

  it("finds the instant a UK clock shows a time, either side of a change", () => {
    const at = (day: number, month: number, hour: number) =>
      new Date(instantOfLocal({ year: 2026, month, day, hour })).toISOString();
    expect(at(28, 3, 8)).toBe("2026-03-28T08:00:00.000Z");
    expect(at(29, 3, 8)).toBe("2026-03-29T07:00:00.000Z");
    expect(at(25, 10, 0)).toBe("2026-10-24T23:00:00.000Z");
    expect(at(25, 10, 8)).toBe("2026-10-25T08:00:00.000Z");
  });

  it("knows a real calendar date", () => {
    expect(isCalendarDate("2026-03-31")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    for (const bad of ["2027-02-29", "2026-06-31", "2026-13-01", "2026-3-1", "31/03/2026", ""])
      expect(isCalendarDate(bad)).toBe(false);
  });
});
