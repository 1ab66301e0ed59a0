import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("reads as British English, day first, without a leading zero", () => {
    expect(formatDate("2024-03-14")).toBe("14 March 2024");
    expect(formatDate("2026-01-05")).toBe("5 January 2026");
    expect(formatDate("2025-12-31")).toBe("31 December 2025");
  });

  it("matches the browser's own British formatting for every month", () => {
    const british = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, "0")}-09`;
      expect(formatDate(iso)).toBe(british.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("refuses anything that is not a calendar date", () => {
    expect(() => formatDate("14/03/2024")).toThrow(/YYYY-MM-DD/);
    expect(() => formatDate("2024-13-01")).toThrow(/YYYY-MM-DD/);
  });
});
