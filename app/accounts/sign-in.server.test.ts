import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Db, openDatabase } from "~/db/database.server";
import { addUser } from "./accounts.server";
import { recentAudit } from "./audit-log.server";
import { hashPassword } from "./passwords.server";
import { validateSession } from "./sessions.server";
import { signInWithPassword } from "./sign-in.server";
import { defaultThrottleLimits } from "./sign-in-throttle.server";

let db: Db;
let stored: string;
const password = "gravel kettle orchard lantern";
const now = Date.parse("2026-03-01T09:00:00Z");
const visitor = { ipHash: "address-1", userAgent: "Mozilla/5.0 (iPhone) Safari/604.1" };

beforeAll(async () => {
  stored = await hashPassword(password);
}, 60_000);
beforeEach(() => {
  db = openDatabase(":memory:");
  const { user } = addUser(db, { email: "jo@example.com", role: "owner" }, now);
  db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(stored, user.id);
  addUser(db, { email: "new@example.com", role: "staff" }, now);
});
afterEach(() => db.close());

describe("signing in with email and password", () => {
  it("gives a new session and records the sign-in", async () => {
    const result = await signInWithPassword(
      db,
      { ...visitor, email: " JO@example.com", password },
      { now },
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.user).toMatchObject({ email: "jo@example.com", role: "owner" });
    expect(validateSession(db, result.session.id, now)?.user.email).toBe("jo@example.com");
    expect(recentAudit(db, { event: "sign-in" })[0]).toMatchObject({
      email: "jo@example.com",
      ipHash: "address-1",
      detail: "password",
    });
  }, 60_000);

  it("answers a wrong password, an unknown email and an account not set up the same way, in similar time", async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const result = await signInWithPassword(
        db,
        { ...visitor, email, password: `${password}x` },
        { now },
      );
      return { result, ms: performance.now() - started };
    };
    await timed("warm-up@example.com");
    const wrong = await timed("jo@example.com");
    const unknown = await timed("nobody@example.com");
    const notSetUp = await timed("new@example.com");
    expect(unknown.result).toEqual(wrong.result);
    expect(notSetUp.result).toEqual(wrong.result);
    expect(wrong.result).toMatchObject({ ok: false, problem: "wrong-email-or-password" });
    // Both run one full scrypt; a missing account must not answer in a fraction of the time.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.4);
    const failures = recentAudit(db, { event: "sign-in-failed" }).map((row) => row.detail);
    expect(failures.slice(0, 3)).toEqual(["not set up", "no such user", "wrong password"]);
  }, 120_000);

  it("refuses even the right password once the account has too many failures, and records it", async () => {
    const limits = { ...defaultThrottleLimits, perAccount: 1 };
    await signInWithPassword(
      db,
      { ...visitor, email: "jo@example.com", password: "wrong password here" },
      { now, limits },
    );
    const result = await signInWithPassword(
      db,
      { ...visitor, email: "jo@example.com", password },
      { now, limits },
    );
    expect(result).toMatchObject({
      ok: false,
      problem: "throttled",
      status: 429,
      headers: { "Retry-After": String(15 * 60) },
    });
    expect(result.ok || result.message).toBe(
      "Too many tries. Wait 15 minutes and try again, or sign in with a passkey.",
    );
    expect(recentAudit(db, { event: "sign-in-throttled" })[0]).toMatchObject({
      email: "jo@example.com",
      detail: "account",
    });
  }, 60_000);

  it("throttles an unknown email exactly like a real one", async () => {
    const limits = { ...defaultThrottleLimits, perAccount: 1 };
    await signInWithPassword(
      db,
      { ...visitor, email: "nobody@example.com", password },
      { now, limits },
    );
    const result = await signInWithPassword(
      db,
      { ...visitor, email: "nobody@example.com", password },
      { now, limits },
    );
    expect(result).toMatchObject({ ok: false, problem: "throttled" });
  }, 60_000);
});
