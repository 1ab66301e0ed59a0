import { describe, expect, it } from "vitest";
import { formatBytes, formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups thousands with commas as British English does", () => {
    for (const count of [0, 7, 999, 1000, 5000, 12345, 1234567])
      expect(formatCount(count)).toBe(count.toLocaleString("en-GB"));
  });
});

describe("formatBytes", () => {
  it("says kB, MB or GB to a tenth", () => {
    expect([850, 3_420_000, 999_949_999, 1_000_000_000, 12_540_000_000].map(formatBytes)).toEqual([
      "1 kB",
      "3.4 MB",
      "999.9 MB",
      "1 GB",
      "12.5 GB",
    ]);
  });
});
