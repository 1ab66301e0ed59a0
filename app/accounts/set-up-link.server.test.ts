import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { withContent } from "~/content/site-content.server";
import { type Db, openDatabase } from "~/db/database.server";
import { fixtureContent } from "../../tests/support/page-render";
import { askTheOwner } from "./account-forms";
import { addUser, findUserByEmail, passwordHashFor } from "./accounts.server";
import { recentAudit } from "./audit-log.server";
import { verifyPassword } from "./passwords.server";
import { createSession, validateSession } from "./sessions.server";
import {
  emailForgottenPasswordLink,
  setPasswordFromLink,
  setUpLinkUser,
} from "./set-up-link.server";
import { defaultThrottleLimits } from "./sign-in-throttle.server";

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
      messages: ["Use at least 12 characters."],
    });
    expect(setUpLinkUser(db, setUp.token, now)).not.toBeNull();
  });
});

describe("a forgotten password", () => {
  const ipHash = "address-1";
  /** Asks for a link as the page does, with a mail server unless `withMail` is false. */
  const ask = (email: string, withMail = true) =>
    withContent(fixtureContent(), () =>
      emailForgottenPasswordLink(
        {
          db,
          ipHash,
          siteUrl: "https://example.com",
          mail: withMail ? { from: { address: "site@example.com" }, queued() {} } : undefined,
        },
        email,
      ),
    );
  /** Who the outbox holds a set-up link for. */
  const queuedTo = () =>
    db
      .prepare(
        "SELECT json_extract(message, '$.to.address') FROM outbox WHERE kind = 'set-up-link'",
      )
      .pluck()
      .all();

  it("gets the same answer whether or not the address has an account, and only an account gets an email", async () => {
    addUser(db, { email: "jo@example.com", role: "owner" });
    const known = await ask("jo@example.com");
    const unknown = await ask("nobody@example.com");
    expect(known).toEqual(unknown);
    expect(known).toMatchObject({ ok: true, message: expect.stringMatching(/^If that address/) });
    expect(queuedTo()).toEqual(["jo@example.com"]);
    expect(recentAudit(db, { event: "set-up-refused" })[0]).toMatchObject({
      email: "nobody@example.com",
      ipHash,
      detail: "forgot password: no such user",
    });
  });

  it("is slowed down like a sign-in, with a 429 that says when to try again", async () => {
    const answers = [];
    for (let tries = 0; tries <= defaultThrottleLimits.perAccount; tries++)
      answers.push(await ask("nobody@example.com"));
    expect(answers.at(-2)).toMatchObject({ ok: true });
    expect(answers.at(-1)).toMatchObject({
      ok: false,
      status: 429,
      message: "Too many tries. Wait a few minutes and try again.",
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
  });

  it("without a mail server, says how to get a link instead, and queues nothing", async () => {
    addUser(db, { email: "jo@example.com", role: "owner" });
    expect(await ask("jo@example.com", false)).toEqual({ ok: false, message: askTheOwner });
    expect(queuedTo()).toEqual([]);
  });

  it("is an email in the firm's layout, queued in the outbox like every other", async () => {
    addUser(db, { email: "jo@example.com", role: "owner" });
    await ask("jo@example.com");
    const message = JSON.parse(
      db.prepare("SELECT message FROM outbox WHERE kind = 'set-up-link'").pluck().get() as string,
    );
    expect(message.subject).toMatch(/^Reset your password for the /);
    expect(message.html).toContain(fixtureContent().content.company.legalName);
    expect(message.html).toMatch(/href="https:\/\/example\.com\/owner\/set-up\/[\w-]{43}"/);
  });
});
