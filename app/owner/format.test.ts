import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, formatMinutes } from "./format";

describe("owner area formats", () => {
  it("shows times on UK clocks", () => {
    expect(formatDateTime("2026-07-01T08:30:00Z")).toContain("09:30");
    expect(formatDateTime("2026-12-01T08:30:00Z")).toContain("08:30");
  });
  it("shows office time in hours and minutes", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(185.4)).toBe("3 h 5 min");
  });
  it("shows a follow-up day without shifting it by a time zone", () => {
    expect(formatCalendarDate("2026-03-31")).toBe("Tue 31 Mar");
  });
});
