import { describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.server";
import { dueLapses } from "./credential-lapses.server";

/** Instants on UK clocks, for a controlled clock: in winter UK time is UTC. */
const at = (iso: string) => Date.parse(iso);

describe("credentials leave the site on their day, once", () => {
  it("is due at UK midnight of the day it runs out, and done once", () => {
    const db = openDatabase(":memory:");
    const credentials = [{ what: "Test Scheme", expires: "2026-11-28" }];
    expect(dueLapses(db, credentials, at("2026-11-27T23:59:00Z"))).toEqual([]);
    expect(dueLapses(db, credentials, at("2026-11-28T00:00:30Z"))).toEqual(["Test Scheme"]);
    expect(dueLapses(db, credentials, at("2026-11-28T00:01:30Z"))).toEqual([]);
  });

  it("a renewal (a new date) replaces the day, and two running out the same day go together", () => {
    const db = openDatabase(":memory:");
    dueLapses(db, [{ what: "Test Scheme", expires: "2026-12-01" }], at("2026-11-27T10:00:00Z"));
    const renewed = [
      { what: "Test Scheme", expires: "2027-12-01" },
      { what: "The insurance", expires: "2027-12-01" },
    ];
    expect(dueLapses(db, renewed, at("2026-12-01T09:00:00Z"))).toEqual([]);
    expect(dueLapses(db, renewed, at("2027-12-01T00:00:10Z"))).toEqual([
      "Test Scheme, The insurance",
    ]);
  });

  it("in summer, UK midnight is 23:00 UTC the day before", () => {
    const db = openDatabase(":memory:");
    const credentials = [{ what: "Test Scheme", expires: "2027-07-01" }];
    expect(dueLapses(db, credentials, at("2027-06-30T22:59:00Z"))).toEqual([]);
    expect(dueLapses(db, credentials, at("2027-06-30T23:00:00Z"))).toEqual(["Test Scheme"]);
  });
});
