import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addUser, removeUser } from "~/accounts/accounts.server";
import { type Db, openDatabase } from "~/db/database.server";
import {
  countSubscriptions,
  listSubscriptions,
  removeSubscription,
  saveSubscription,
} from "./subscriptions.server";

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const keys = () => ({
  p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString("base64url"),
  auth: randomBytes(16).toString("base64url"),
});
const endpoint = "https://web.push.apple.com/QGx1bm9uZ3N0cmluZ29mYmFzZTY0";
const subscription = (overrides: Record<string, unknown> = {}) => ({
  endpoint,
  expirationTime: null,
  keys: keys(),
  ...overrides,
});

let db: Db;
let owner: number;
let staff: number;
beforeEach(() => {
  db = openDatabase(":memory:");
  owner = addUser(db, { email: "owner@example.com", role: "owner" }).user.id;
  staff = addUser(db, { email: "staff@example.com", role: "staff" }).user.id;
});
afterEach(() => db.close());

describe("a push subscription", () => {
  it("is stored with the device it came from, and listed and counted per user", () => {
    const saved = saveSubscription(db, owner, subscription(), iPhone);
    expect(saved).toMatchObject({
      ok: true,
      subscription: { userId: owner, endpoint, device: "Safari on iPhone", failures: 0 },
    });
    expect(listSubscriptions(db, owner)).toHaveLength(1);
    expect(listSubscriptions(db, staff)).toEqual([]);
    expect(countSubscriptions(db)).toBe(1);
    expect(countSubscriptions(db, staff)).toBe(0);
  });

  it("sent again from the same browser replaces the keys, and moves to whoever sent it last", () => {
    saveSubscription(db, owner, subscription(), iPhone);
    const fresh = keys();
    saveSubscription(db, staff, subscription({ keys: fresh }), undefined);
    expect(countSubscriptions(db)).toBe(1);
    expect(listSubscriptions(db, staff)).toMatchObject([
      { endpoint, p256dh: fresh.p256dh, auth: fresh.auth, device: "Unknown device" },
    ]);
  });

  it("is removed only by its own user, and with the user", () => {
    saveSubscription(db, owner, subscription(), iPhone);
    expect(removeSubscription(db, staff, endpoint)).toBe(false);
    expect(countSubscriptions(db)).toBe(1);
    expect(removeSubscription(db, owner, endpoint)).toBe(true);
    expect(countSubscriptions(db)).toBe(0);

    saveSubscription(db, staff, subscription(), iPhone);
    removeUser(db, "staff@example.com");
    expect(countSubscriptions(db)).toBe(0);
  });

  it("is refused unless its endpoint is a push service's https address", () => {
    const hostile = [
      "javascript:alert(1)",
      "file:///etc/passwd",
      "data:text/plain,hello",
      "ftp://push.example.com/x",
      "not a url",
      "",
      "//push.example.com/relative",
      "http://push.example.com/x",
      "https://127.0.0.1/x",
      "https://2130706433/x",
      "https://localhost/x",
      "https://[::1]/x",
      "https://10.0.0.8/x",
      "https://169.254.169.254/latest/meta-data",
      "https://intranet/x",
      "https://user:secret@push.example.com/x",
      "https://push.example.com/x#fragment",
    ];
    for (const bad of hostile)
      expect(saveSubscription(db, owner, subscription({ endpoint: bad }), iPhone), bad).toEqual({
        ok: false,
        error: "endpoint must be a push service's https address",
      });
    const huge = subscription({ endpoint: `https://push.example.com/${"a".repeat(100_000)}` });
    expect(saveSubscription(db, owner, huge, iPhone)).toEqual({
      ok: false,
      error: "endpoint is too long for a push service's address",
    });
    for (const bad of [123, null, ["https://push.example.com/x"], { href: "https://x.y/z" }])
      expect(saveSubscription(db, owner, subscription({ endpoint: bad }), iPhone).ok).toBe(false);
    expect(countSubscriptions(db)).toBe(0);
  });

  it("is refused unless its keys are base64url of the right lengths", () => {
    const good = keys();
    const bad = [
      undefined,
      null,
      "keys",
      {},
      { p256dh: good.p256dh },
      { auth: good.auth },
      { ...good, p256dh: randomBytes(64).toString("base64url") },
      { ...good, p256dh: randomBytes(66).toString("base64url") },
      { ...good, auth: randomBytes(15).toString("base64url") },
      { ...good, auth: randomBytes(32).toString("base64url") },
      { ...good, auth: `${good.auth.slice(0, -2)}<>` },
      { ...good, auth: "a".repeat(100_000) },
      { ...good, p256dh: 42 },
    ];
    for (const value of bad)
      expect(
        saveSubscription(db, owner, subscription({ keys: value }), iPhone).ok,
        JSON.stringify(value)?.slice(0, 80),
      ).toBe(false);
    for (const value of [null, undefined, "string", 42, [], { endpoint }])
      expect(saveSubscription(db, owner, value, iPhone).ok).toBe(false);
    expect(countSubscriptions(db)).toBe(0);
  });

  it("on this machine is accepted, over http too, only when tests allow it", () => {
    const local = [
      "http://127.0.0.1:4567/push/a",
      "https://127.0.0.1:4567/push/b",
      "http://localhost/c",
    ];
    for (const value of local) {
      expect(saveSubscription(db, owner, subscription({ endpoint: value }), iPhone).ok).toBe(false);
      expect(
        saveSubscription(db, owner, subscription({ endpoint: value }), iPhone, {
          allowInsecureEndpoints: true,
        }).ok,
      ).toBe(true);
    }
    for (const value of ["http://push.example.com/x", "javascript:alert(1)", "http://10.0.0.8/x"])
      expect(
        saveSubscription(db, owner, subscription({ endpoint: value }), iPhone, {
          allowInsecureEndpoints: true,
        }).ok,
      ).toBe(false);
  });
});
