import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMinutes,
  formatMonth,
  formatWeekday,
  instantOnDay,
} from "./uk-time";

describe("dates and times for the UK", () => {
  it("shows times on UK clocks", () => {
    expect(formatDateTime("2026-07-01T08:30:00Z")).toContain("09:30");
    expect(formatDateTime("2026-12-01T08:30:00Z")).toContain("08:30");
    // Just before midnight in London on a summer night is the next day's 00:30 in BST.
    expect(formatWeekday("2026-07-01T23:30:00Z")).toBe("Thu 2 Jul");
    expect(formatLongDate(new Date("2026-11-26T21:54:00Z"))).toBe("26 November 2026");
  });

  it("shows office time in hours and minutes", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(185.4)).toBe("3 h 5 min");
  });

  it("shows a calendar day without shifting it by a time zone", () => {
    expect(formatCalendarDate("2026-03-31")).toBe("Tue 31 Mar");
    expect(formatMonth("2026-11")).toBe("November 2026");
  });

  it("writes a date as British English, day first, without a leading zero", () => {
    expect(formatDate("2024-03-14")).toBe("14 March 2024");
    expect(formatDate("2026-01-05")).toBe("5 January 2026");
    const british = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, "0")}-09`;
      expect(formatDate(iso)).toBe(british.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("finds the instant of a time of day on UK clocks, on the days the clocks change too", () => {
    expect(new Date(instantOnDay("2026-03-28", 8 * 60)).toISOString()).toBe(
      "2026-03-28T08:00:00.000Z",
    );
    // Clocks go forward at 01:00 on 29 March 2026 and back at 02:00 on 25 October 2026.
    expect(new Date(instantOnDay("2026-03-29", 8 * 60)).toISOString()).toBe(
      "2026-03-29T07:00:00.000Z",
    );
    expect(new Date(instantOnDay("2026-10-25", 8 * 60)).toISOString()).toBe(
      "2026-10-25T08:00:00.000Z",
    );
    expect(new Date(instantOnDay("2026-10-25", 0)).toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(new Date(instantOnDay("2026-10-25", 24 * 60)).toISOString()).toBe(
      "2026-10-26T00:00:00.000Z",
    );
  });

  it("refuses anything that is not a calendar date", () => {
    expect(() => formatDate("14/03/2024")).toThrow(/YYYY-MM-DD/);
    expect(() => formatDate("2024-13-01")).toThrow(/YYYY-MM-DD/);
  });
});
