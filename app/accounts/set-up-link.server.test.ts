import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { addUser, findUserByEmail, passwordHashFor } from "./accounts.server";
import { recentAudit } from "./audit-log.server";
import { verifyPassword } from "./passwords.server";
import { createSession, validateSession } from "./sessions.server";
import { setPasswordFromLink, setUpLinkUser } from "./set-up-link.server";

let db: Db;
const now = Date.parse("2026-03-01T09:00:00Z");
const password = "gravel kettle orchard lantern";
const companyName = "Marram Construction";

beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

describe("set-up links", () => {
  it("set the password once, sign out older sessions and record it", async () => {
    const { user, setUp } = addUser(db, { email: "jo@example.com", role: "owner" }, now);
    expect(setUpLinkUser(db, setUp.token, now)?.email).toBe("jo@example.com");
    const before = createSession(db, { userId: user.id }, now);
    const result = await setPasswordFromLink(
      db,
      { token: setUp.token, password, companyName, ipHash: "h" },
      now,
    );
    expect(result).toMatchObject({
      ok: true,
      user: { email: "jo@example.com", passwordSet: true },
    });
    expect(await verifyPassword(password, passwordHashFor(db, user.id) ?? "")).toBe(true);
    expect(validateSession(db, before.id, now)).toBeNull();
    expect(recentAudit(db, { event: "password-set" })[0]).toMatchObject({
      userId: user.id,
      ipHash: "h",
    });

    const again = await setPasswordFromLink(
      db,
      { token: setUp.token, password: `${password} again`, companyName },
      now,
    );
    expect(again).toEqual({ ok: false, problem: "invalid-link" });
    expect(setUpLinkUser(db, setUp.token, now)).toBeNull();
    expect(recentAudit(db, { event: "set-up-refused" })).toHaveLength(1);
  });

  it("refuse an expired link", async () => {
    const { setUp } = addUser(db, { email: "jo@example.com", role: "owner" }, now);
    const result = await setPasswordFromLink(
      db,
      { token: setUp.token, password, companyName },
      setUp.expiresAt.getTime(),
    );
    expect(result).toEqual({ ok: false, problem: "invalid-link" });
    expect(findUserByEmail(db, "jo@example.com")?.passwordSet).toBe(false);
  });

  it("explain a weak password without using the link up", async () => {
    const { setUp } = addUser(db, { email: "jo@example.com", role: "owner" }, now);
    const result = await setPasswordFromLink(
      db,
      { token: setUp.token, password: "short", companyName },
      now,
    );
    expect(result).toEqual({
      ok: false,
      problem: "weak-password",
      messages: ["Use at least 12 characters"],
    });
    expect(setUpLinkUser(db, setUp.token, now)).not.toBeNull();
  });
});
