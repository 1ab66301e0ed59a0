import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import {
  checkThrottle,
  clearAccountFailures,
  defaultThrottleLimits,
  recordFailure,
} from "./sign-in-throttle.server";

let db: Db;
const now = Date.parse("2026-03-01T09:00:00Z");
const window = defaultThrottleLimits.windowMs;
const attempt = { email: "owner@example.com", ipHash: "address-1" };

beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

const fail = (times: number, who = attempt, at = now) => {
  for (let index = 0; index < times; index += 1) recordFailure(db, who, at + index);
};

describe("sign-in throttling", () => {
  it("allows 5 failures per account in 15 minutes, and not a 6th try", () => {
    fail(4);
    expect(checkThrottle(db, attempt, now + 10)).toEqual({ allowed: true });
    fail(1, attempt, now + 4);
    expect(checkThrottle(db, attempt, now + 10)).toMatchObject({
      allowed: false,
      scope: "account",
    });
    const fromElsewhere = { ...attempt, ipHash: "address-2" };
    expect(checkThrottle(db, fromElsewhere, now + 10)).toMatchObject({
      allowed: false,
      scope: "account",
    });
  });

  it("allows 20 failures per address across accounts, and not a 21st try", () => {
    const account = (index: number) => ({
      email: `guess${index}@example.com`,
      ipHash: "address-1",
    });
    for (let index = 0; index < 19; index += 1) recordFailure(db, account(index), now);
    expect(checkThrottle(db, account(99), now)).toEqual({ allowed: true });
    recordFailure(db, account(19), now);
    expect(checkThrottle(db, account(99), now)).toMatchObject({ allowed: false, scope: "address" });
    expect(checkThrottle(db, { email: "guess99@example.com", ipHash: "address-2" }, now)).toEqual({
      allowed: true,
    });
  });

  it("says when to try again, and allows it then", () => {
    fail(5);
    const verdict = checkThrottle(db, attempt, now + 60_000);
    expect(verdict).toEqual({
      allowed: false,
      scope: "account",
      retryAfterSeconds: (window - 60_000) / 1000,
    });
    expect(checkThrottle(db, attempt, now + window)).toEqual({ allowed: true });
  });

  it("starts the account afresh after a correct password, but not the address", () => {
    const limits = { ...defaultThrottleLimits, perAddress: 5 };
    fail(5);
    clearAccountFailures(db, attempt.email);
    expect(checkThrottle(db, { ...attempt, ipHash: "address-2" }, now, limits)).toEqual({
      allowed: true,
    });
    expect(checkThrottle(db, attempt, now, limits)).toMatchObject({
      allowed: false,
      scope: "address",
    });
  });
});

describe("sign-in throttling across a restart", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "owner-throttle-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("still refuses after the server restarts on the same database", () => {
    const file = path.join(dir, "site.db");
    const before = openDatabase(file);
    for (let index = 0; index < 5; index += 1) recordFailure(before, attempt, now);
    before.close();
    const after = openDatabase(file);
    expect(checkThrottle(after, attempt, now + 1000)).toMatchObject({
      allowed: false,
      scope: "account",
    });
    after.close();
  });
});
