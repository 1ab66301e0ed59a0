import { describe, expect, it } from "vitest";
import { LinkGuessing } from "./link-guessing.server";

describe("guessing private links", () => {
  it("blocks an address after its misses in the window, until they are older than it", () => {
    const guessing = new LinkGuessing({ most: 3, windowMs: 60_000, addresses: 100 });
    for (const at of [0, 10_000, 20_000]) {
      expect(guessing.blocked("203.0.113.9", at)).toBe(false);
      guessing.missed("203.0.113.9", at);
    }
    expect(guessing.blocked("203.0.113.9", 30_000)).toBe(true);
    expect(guessing.blocked("198.51.100.4", 30_000)).toBe(false);
    expect(guessing.blocked("203.0.113.9", 60_001)).toBe(false);
  });

  it("keeps a bounded number of addresses, forgetting the longest quiet first", () => {
    const guessing = new LinkGuessing({ most: 1, windowMs: 60_000, addresses: 2 });
    guessing.missed("a", 1);
    guessing.missed("b", 2);
    guessing.missed("c", 3);
    expect(guessing.blocked("a", 4)).toBe(false);
    expect(guessing.blocked("b", 4)).toBe(true);
    expect(guessing.blocked("c", 4)).toBe(true);
  });
});
