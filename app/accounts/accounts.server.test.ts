import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import {
  AccountError,
  addUser,
  findUserByEmail,
  listUsers,
  removeUser,
  resetUser,
} from "./accounts.server";
import { recentAudit } from "./audit-log.server";
import { peekToken } from "./one-time-tokens.server";
import { createSession, validateSession } from "./sessions.server";

let db: Db;
const now = Date.parse("2026-03-01T09:00:00Z");
const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AccountError) return error.problem;
    throw error;
  }
  return "none";
};

beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

describe("accounts", () => {
  it("are added with a trimmed, lower-case email and a set-up link valid for 24 hours", () => {
    const { user, setUp } = addUser(db, { email: "  Jo@Example.COM ", role: "owner" }, now);
    expect(user).toMatchObject({ email: "jo@example.com", role: "owner", passwordSet: false });
    expect(setUp.expiresAt.getTime()).toBe(now + 24 * 60 * 60 * 1000);
    expect(peekToken(db, setUp.token, "set-up", now)).toBe(user.id);
    expect(findUserByEmail(db, "JO@example.com")?.id).toBe(user.id);
    expect(recentAudit(db).map((row) => row.event)).toEqual(["set-up-link-issued", "user-added"]);
  });

  it("refuse a bad email and a duplicate", () => {
    expect(problem(() => addUser(db, { email: "not an email", role: "owner" }))).toBe(
      "invalid-email",
    );
    addUser(db, { email: "jo@example.com", role: "owner" });
    expect(problem(() => addUser(db, { email: "JO@example.com", role: "staff" }))).toBe(
      "duplicate",
    );
  });

  it("are listed with whether they are set up, their passkeys and their last sign-in", () => {
    const { user } = addUser(db, { email: "jo@example.com", role: "owner" }, now);
    addUser(db, { email: "sam@example.com", role: "staff" }, now);
    db.prepare("UPDATE users SET password_hash = 'scrypt$x' WHERE id = ?").run(user.id);
    db.prepare(
      `INSERT INTO passkeys (id, user_id, webauthn_user_id, public_key, device_type, backed_up, name, created_at)
       VALUES ('cred', ?, 'handle', x'00', 'multiDevice', 1, 'Phone', '')`,
    ).run(user.id);
    db.prepare(
      "INSERT INTO audit_log (at, user_id, event) VALUES ('2026-03-02T10:00:00.000Z', ?, 'sign-in')",
    ).run(user.id);
    expect(listUsers(db)).toMatchObject([
      {
        email: "jo@example.com",
        passwordSet: true,
        passkeys: 1,
        lastSignInAt: new Date("2026-03-02T10:00:00Z"),
      },
      {
        email: "sam@example.com",
        role: "staff",
        passwordSet: false,
        passkeys: 0,
        lastSignInAt: null,
      },
    ]);
  });

  it("removal takes sessions, links and passkeys with the user but keeps the audit log", () => {
    addUser(db, { email: "jo@example.com", role: "owner" }, now);
    const { user } = addUser(db, { email: "sam@example.com", role: "staff" }, now);
    const session = createSession(db, { userId: user.id }, now);
    db.prepare(
      `INSERT INTO passkeys (id, user_id, webauthn_user_id, public_key, device_type, backed_up, name, created_at)
       VALUES ('cred', ?, 'handle', x'00', 'singleDevice', 0, 'Phone', '')`,
    ).run(user.id);
    expect(removeUser(db, "Sam@example.com", now)).toMatchObject({ sessionsRevoked: 1 });
    expect(validateSession(db, session.id, now)).toBeNull();
    expect(count("passkeys")).toBe(0);
    expect(
      db.prepare("SELECT count(*) FROM one_time_tokens WHERE user_id = ?").pluck().get(user.id),
    ).toBe(0);
    const removal = recentAudit(db, { event: "user-removed" })[0];
    expect(removal).toMatchObject({ email: "sam@example.com", userId: null });
    expect(recentAudit(db).filter((row) => row.email === "sam@example.com")).toHaveLength(3);
  });

  it("refuse to remove the last owner or an unknown user", () => {
    addUser(db, { email: "jo@example.com", role: "owner" });
    expect(problem(() => removeUser(db, "jo@example.com"))).toBe("last-owner");
    expect(problem(() => removeUser(db, "nobody@example.com"))).toBe("unknown-user");
    addUser(db, { email: "kim@example.com", role: "owner" });
    expect(problem(() => removeUser(db, "jo@example.com"))).toBe("none");
  });

  it("reset gives a new link, ends the old link, the password and every session", () => {
    const { user, setUp } = addUser(db, { email: "jo@example.com", role: "owner" }, now);
    db.prepare("UPDATE users SET password_hash = 'scrypt$x' WHERE id = ?").run(user.id);
    const session = createSession(db, { userId: user.id }, now);
    const reset = resetUser(db, "jo@example.com", now);
    expect(reset).toMatchObject({ sessionsRevoked: 1, user: { passwordSet: false } });
    expect(peekToken(db, setUp.token, "set-up", now)).toBeNull();
    expect(peekToken(db, reset.setUp.token, "set-up", now)).toBe(user.id);
    expect(validateSession(db, session.id, now)).toBeNull();
    expect(findUserByEmail(db, "jo@example.com")?.passwordSet).toBe(false);
    expect(problem(() => resetUser(db, "nobody@example.com"))).toBe("unknown-user");
  });
});
