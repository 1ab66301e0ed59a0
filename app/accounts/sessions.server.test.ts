import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import {
  createSession,
  hashSessionId,
  listSessions,
  revokeAllSessions,
  revokeSession,
  revokeSessionByKey,
  sessionPolicy,
  validateSession,
} from "./sessions.server";

let db: Db;
let owner: number;
let staff: number;
const start = Date.parse("2026-03-01T09:00:00Z");
const minute = 60 * 1000;
const day = 24 * 60 * minute;
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1";

const addUser = (email: string, role: string) =>
  db
    .prepare("INSERT INTO users (email, role, created_at) VALUES (?, ?, '') RETURNING id")
    .pluck()
    .get(email, role) as number;

beforeEach(() => {
  db = openDatabase(":memory:");
  owner = addUser("owner@example.com", "owner");
  staff = addUser("staff@example.com", "staff");
});
afterEach(() => db.close());

describe("sessions", () => {
  it("have a new 128-bit random id each time, and the database holds only its SHA-256 hash", () => {
    const ids = Array.from({ length: 50 }, () => createSession(db, { userId: owner }, start).id);
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) expect(Buffer.from(id, "base64url")).toHaveLength(16);
    const table = JSON.stringify(db.prepare("SELECT * FROM sessions").all());
    for (const id of ids) {
      expect(table).not.toContain(id);
      expect(table).toContain(hashSessionId(id));
    }
  });

  it("identify the signed-in user", () => {
    const { id, expiresAt } = createSession(db, { userId: staff, userAgent: iphone }, start);
    expect(expiresAt.getTime()).toBe(start + 30 * day);
    expect(validateSession(db, id, start + minute)?.user).toEqual({
      id: staff,
      email: "staff@example.com",
      role: "staff",
    });
    expect(validateSession(db, "A".repeat(22), start)).toBeNull();
    expect(validateSession(db, "not a session id", start)).toBeNull();
    expect(validateSession(db, undefined, start)).toBeNull();
  });

  it("end after 7 days without use", () => {
    const { id } = createSession(db, { userId: owner }, start);
    expect(validateSession(db, id, start + sessionPolicy.idleMs - 1)).not.toBeNull();
    const later = start + sessionPolicy.idleMs - 1;
    expect(validateSession(db, id, later + sessionPolicy.idleMs - 1)).not.toBeNull();
    expect(validateSession(db, id, later + 2 * sessionPolicy.idleMs)).toBeNull();
    expect(db.prepare("SELECT count(*) FROM sessions").pluck().get()).toBe(0);
  });

  it("end 30 days after sign-in however often they are used", () => {
    const { id } = createSession(db, { userId: owner }, start);
    for (let at = start; at < start + 30 * day; at += day)
      expect(validateSession(db, id, at)).not.toBeNull();
    expect(validateSession(db, id, start + sessionPolicy.absoluteMs)).toBeNull();
  });

  it("record the last use at most once a minute", () => {
    const { id } = createSession(db, { userId: owner }, start);
    const lastUsed = () => db.prepare("SELECT last_used_at FROM sessions").pluck().get();
    validateSession(db, id, start + 59_000);
    expect(lastUsed()).toBe(new Date(start).toISOString());
    validateSession(db, id, start + minute);
    expect(lastUsed()).toBe(new Date(start + minute).toISOString());
  });

  it("sign out one browser", () => {
    const here = createSession(db, { userId: owner }, start);
    const there = createSession(db, { userId: owner }, start);
    expect(revokeSession(db, here.id)).toBe(true);
    expect(validateSession(db, here.id, start)).toBeNull();
    expect(validateSession(db, there.id, start)).not.toBeNull();
  });

  it("sign out everywhere ends every session of that user and no one else's", () => {
    const mine = [1, 2, 3].map(() => createSession(db, { userId: owner }, start));
    const theirs = createSession(db, { userId: staff }, start);
    expect(revokeAllSessions(db, owner)).toBe(3);
    for (const { id } of mine) expect(validateSession(db, id, start)).toBeNull();
    expect(validateSession(db, theirs.id, start)?.user.id).toBe(staff);
  });

  it("list a user's live sessions with the device, the last use and which one is this one", () => {
    const phone = createSession(db, { userId: owner, userAgent: iphone }, start);
    const other = createSession(db, { userId: owner }, start + minute);
    createSession(db, { userId: staff }, start);
    const sessions = listSessions(db, owner, { currentId: phone.id, now: start + 2 * minute });
    expect(sessions).toMatchObject([
      { device: "Unknown device", current: false, lastUsedAt: new Date(start + minute) },
      { device: "Safari on iPhone", current: true, lastUsedAt: new Date(start) },
    ]);
    expect(JSON.stringify(sessions)).not.toContain(other.id);
    expect(revokeSessionByKey(db, staff, sessions[0]?.sessionKey ?? "")).toBe(false);
    expect(revokeSessionByKey(db, owner, sessions[0]?.sessionKey ?? "")).toBe(true);
    expect(validateSession(db, other.id, start + 2 * minute)).toBeNull();
  });
});
