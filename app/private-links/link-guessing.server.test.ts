import { describe, expect, it } from "vitest";
import { LinkGuessing } from "./link-guessing.server";

describe("guessing private links", () => {
  it("answers an address's misses 429 past the most in the window, until they are older than it", () => {
    const guessing = new LinkGuessing({ most: 3, windowMs: 60_000, addresses: 100 });
    expect([0, 10_000, 20_000].map((at) => guessing.missed("203.0.113.9", at))).toEqual([
      "unknown",
      "unknown",
      "unknown",
    ]);
    expect(guessing.missed("203.0.113.9", 30_000)).toBe("busy");
    expect(guessing.missed("198.51.100.4", 30_000)).toBe("unknown");
    // Refused misses count too: the latest (20 s, 30 s, 65 s) have all left the window at 125 s.
    expect(guessing.missed("203.0.113.9", 65_000)).toBe("busy");
    expect(guessing.missed("203.0.113.9", 125_001)).toBe("unknown");
  });

  it("keeps refusing a guesser who keeps on, counting only its latest misses", () => {
    const guessing = new LinkGuessing({ most: 3, windowMs: 60_000, addresses: 100 });
    for (let at = 0; at < 1000; at++) guessing.missed("203.0.113.9", at * 1000);
    expect(guessing.missed("203.0.113.9", 1_000_000)).toBe("busy");
    expect(guessing.missed("203.0.113.9", 1_060_001)).toBe("unknown");
  });

  it("keeps a bounded number of addresses, forgetting the longest quiet first", () => {
    const guessing = new LinkGuessing({ most: 1, windowMs: 60_000, addresses: 2 });
    guessing.missed("a", 1);
    guessing.missed("b", 2);
    guessing.missed("c", 3);
    expect(guessing.missed("b", 4)).toBe("busy");
    expect(guessing.missed("c", 4)).toBe("busy");
    expect(guessing.missed("a", 4)).toBe("unknown");
  });
});
