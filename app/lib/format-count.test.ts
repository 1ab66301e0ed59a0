import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups thousands with commas as British English does", () => {
    for (const count of [0, 7, 999, 1000, 5000, 12345, 1234567])
      expect(formatCount(count)).toBe(count.toLocaleString("en-GB"));
  });
});
