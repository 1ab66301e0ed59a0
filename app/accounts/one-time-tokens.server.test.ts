import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { consumeToken, hashToken, issueToken, peekToken } from "./one-time-tokens.server";

let db: Db;
let userId: number;
const now = Date.parse("2026-03-01T09:00:00Z");
const day = 24 * 60 * 60 * 1000;

beforeEach(() => {
  db = openDatabase(":memory:");
  userId = db
    .prepare(
      "INSERT INTO users (email, role, created_at) VALUES ('a@example.com', 'owner', '') RETURNING id",
    )
    .pluck()
    .get() as number;
});
afterEach(() => db.close());

describe("one-time tokens", () => {
  it("are 256 random bits in base64url, stored only as a hash", () => {
    const { token, expiresAt } = issueToken(db, { userId, purpose: "set-up", ttlMs: day }, now);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(expiresAt.getTime()).toBe(now + day);
    const stored = JSON.stringify(db.prepare("SELECT * FROM one_time_tokens").all());
    expect(stored).not.toContain(token);
    expect(stored).toContain(hashToken(token));
  });

  it("work once", () => {
    const { token } = issueToken(db, { userId, purpose: "set-up", ttlMs: day }, now);
    expect(peekToken(db, token, "set-up", now)).toBe(userId);
    expect(consumeToken(db, token, "set-up", now)).toBe(userId);
    expect(consumeToken(db, token, "set-up", now)).toBeNull();
    expect(peekToken(db, token, "set-up", now)).toBeNull();
  });

  it("stop working when they expire", () => {
    const { token } = issueToken(db, { userId, purpose: "set-up", ttlMs: day }, now);
    expect(peekToken(db, token, "set-up", now + day - 1)).toBe(userId);
    expect(peekToken(db, token, "set-up", now + day)).toBeNull();
    expect(consumeToken(db, token, "set-up", now + day)).toBeNull();
  });

  it("stop working when a newer one is issued, and a made-up token never works", () => {
    const old = issueToken(db, { userId, purpose: "set-up", ttlMs: day }, now);
    const fresh = issueToken(db, { userId, purpose: "set-up", ttlMs: day }, now);
    expect(consumeToken(db, old.token, "set-up", now)).toBeNull();
    expect(consumeToken(db, "A".repeat(43), "set-up", now)).toBeNull();
    expect(consumeToken(db, fresh.token, "set-up", now)).toBe(userId);
  });
});
