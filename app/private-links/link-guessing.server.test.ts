import { describe, expect, it } from "vitest";
import { AddressCounts } from "./link-guessing.server";

describe("counting what an address does on the private pages", () => {
  it("is over past the most in the window, until they are older than it", () => {
    const misses = new AddressCounts({ most: 3, windowMs: 60_000, addresses: 100 });
    expect([0, 10_000, 20_000].map((at) => misses.count("203.0.113.9", at))).toEqual([
      "within",
      "within",
      "within",
    ]);
    expect(misses.count("203.0.113.9", 30_000)).toBe("over");
    expect(misses.count("198.51.100.4", 30_000)).toBe("within");
    // Refused times count too: the latest (20 s, 30 s, 65 s) have all left the window at 125 s.
    expect(misses.count("203.0.113.9", 65_000)).toBe("over");
    expect(misses.count("203.0.113.9", 125_001)).toBe("within");
  });

  it("keeps refusing one who keeps on, counting only its latest", () => {
    const misses = new AddressCounts({ most: 3, windowMs: 60_000, addresses: 100 });
    for (let at = 0; at < 1000; at++) misses.count("203.0.113.9", at * 1000);
    expect(misses.count("203.0.113.9", 1_000_000)).toBe("over");
    expect(misses.count("203.0.113.9", 1_060_001)).toBe("within");
  });

  it("keeps a bounded number of addresses, forgetting the longest quiet first", () => {
    const misses = new AddressCounts({ most: 1, windowMs: 60_000, addresses: 2 });
    misses.count("a", 1);
    misses.count("b", 2);
    misses.count("c", 3);
    expect(misses.count("b", 4)).toBe("over");
    expect(misses.count("c", 4)).toBe("over");
    expect(misses.count("a", 4)).toBe("within");
  });
});
