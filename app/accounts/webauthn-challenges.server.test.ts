import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import {
  challengeCookieHeader,
  challengeTtlMs,
  maxLiveChallenges,
  readChallengeCookie,
  storeChallenge,
  takeChallenge,
} from "./webauthn-challenges.server";

let db: Db;
let userId: number;
const start = Date.parse("2026-03-01T09:00:00Z");
const count = () => db.prepare("SELECT count(*) FROM webauthn_challenges").pluck().get();

beforeEach(() => {
  db = openDatabase(":memory:");
  userId = db
    .prepare(
      "INSERT INTO users (email, role, created_at) VALUES ('o@example.com', 'owner', '') RETURNING id",
    )
    .pluck()
    .get() as number;
});
afterEach(() => db.close());

describe("WebAuthn challenges", () => {
  it("work once: the second use of an id finds nothing", () => {
    const id = storeChallenge(db, { purpose: "sign-in", challenge: "abc" }, start);
    expect(takeChallenge(db, id, "sign-in", start + 1000)).toEqual({
      purpose: "sign-in",
      challenge: "abc",
      userId: null,
      webauthnUserId: null,
    });
    expect(takeChallenge(db, id, "sign-in", start + 2000)).toBeNull();
  });

  it("expire after five minutes", () => {
    const id = storeChallenge(db, { purpose: "sign-in", challenge: "abc" }, start);
    expect(takeChallenge(db, id, "sign-in", start + challengeTtlMs)).toBeNull();
    const fresh = storeChallenge(db, { purpose: "sign-in", challenge: "def" }, start);
    expect(takeChallenge(db, fresh, "sign-in", start + challengeTtlMs - 1)?.challenge).toBe("def");
  });

  it("are good for their own purpose only, and are used up by a try with the wrong one", () => {
    const id = storeChallenge(
      db,
      { purpose: "register", challenge: "abc", userId, webauthnUserId: "handle" },
      start,
    );
    expect(takeChallenge(db, id, "sign-in", start)).toBeNull();
    expect(takeChallenge(db, id, "register", start)).toBeNull();
    const again = storeChallenge(
      db,
      { purpose: "register", challenge: "abc", userId, webauthnUserId: "handle" },
      start,
    );
    expect(takeChallenge(db, again, "register", start)).toMatchObject({
      userId,
      webauthnUserId: "handle",
    });
  });

  it("are stored under a hash of the id, which is 128 random bits; junk ids find nothing", () => {
    const id = storeChallenge(db, { purpose: "sign-in", challenge: "abc" }, start);
    expect(Buffer.from(id, "base64url")).toHaveLength(16);
    expect(db.prepare("SELECT id_hash FROM webauthn_challenges").pluck().get()).not.toBe(id);
    expect(takeChallenge(db, null, "sign-in", start)).toBeNull();
    expect(takeChallenge(db, "' OR 1=1 --", "sign-in", start)).toBeNull();
    // Another id, one character off (the last holds only 4 bits: A, Q, g or w).
    const almost = id.replace(/.$/, (last) => (last === "A" ? "Q" : "A"));
    expect(takeChallenge(db, almost, "sign-in", start)).toBeNull();
  });

  it("clear out expired rows as new ones are made, and keep at most a set number live", () => {
    storeChallenge(db, { purpose: "sign-in", challenge: "old" }, start);
    storeChallenge(db, { purpose: "sign-in", challenge: "new" }, start + challengeTtlMs);
    expect(count()).toBe(1);
    const first = storeChallenge(
      db,
      { purpose: "sign-in", challenge: "first" },
      start + challengeTtlMs,
    );
    for (let index = 0; index < maxLiveChallenges; index++)
      storeChallenge(
        db,
        { purpose: "sign-in", challenge: `c${index}` },
        start + challengeTtlMs + index,
      );
    expect(count()).toBe(maxLiveChallenges);
    expect(takeChallenge(db, first, "sign-in", start + challengeTtlMs)).toBeNull();
  });

  it("travel in an HttpOnly, SameSite=Strict cookie for /owner that lasts five minutes", () => {
    expect(challengeCookieHeader("abc", false)).toBe(
      "owner_webauthn=abc; Path=/owner; Max-Age=300; HttpOnly; SameSite=Strict",
    );
    expect(challengeCookieHeader("abc", true)).toBe(
      "__Secure-owner_webauthn=abc; Path=/owner; Max-Age=300; HttpOnly; Secure; SameSite=Strict",
    );
    expect(challengeCookieHeader("", true)).toContain("Max-Age=0");
    expect(readChallengeCookie("a=1; owner_webauthn=xyz; b=2", false)).toBe("xyz");
    expect(readChallengeCookie("owner_webauthn=xyz", true)).toBeNull();
    expect(readChallengeCookie("__Secure-owner_webauthn=xyz", true)).toBe("xyz");
    expect(readChallengeCookie(undefined, false)).toBeNull();
  });
});
