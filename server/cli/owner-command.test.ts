import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recentAudit } from "../../app/accounts/audit-log.server";
import { createSession, validateSession } from "../../app/accounts/sessions.server";
import { type Db, openDatabase } from "../../app/db/database.server";
import { runOwnerCommand } from "./owner-command";

let db: Db;
const now = Date.parse("2026-03-01T09:00:00Z");

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runOwnerCommand(args, {
    db,
    siteUrl: "https://www.example.com/",
    now,
    output: { out: (line) => out.push(line), err: (line) => err.push(line) },
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

const linkIn = (text: string) =>
  /https:\/\/www\.example\.com\/owner\/set-up\/([\w-]{43})\b/.exec(text)?.[1];
const userId = (email: string) =>
  db.prepare("SELECT id FROM users WHERE email = ?").pluck().get(email) as number;

beforeEach(() => {
  db = openDatabase(":memory:");
});
afterEach(() => db.close());

describe("npm run owner", () => {
  it("add prints a one-time set-up link and when it expires", () => {
    const result = run("add", "Jo@Example.com");
    expect(result.code).toBe(0);
    expect(result.out).toContain("Added jo@example.com (owner).");
    expect(result.out).toContain("works once, until 2026-03-02 09:00 UTC");
    expect(linkIn(result.out)).toBeDefined();
  });

  it("add --role staff adds staff, with the option before or after the email", () => {
    expect(run("add", "sam@example.com", "--role", "staff").out).toContain("(staff)");
    expect(run("add", "--role", "staff", "kim@example.com").out).toContain(
      "Added kim@example.com (staff).",
    );
  });

  it("add refuses a bad email, a duplicate and a made-up role with a message and a non-zero exit", () => {
    expect(run("add", "not-an-email")).toMatchObject({
      code: 1,
      err: '"not-an-email" is not an email address.',
    });
    run("add", "jo@example.com");
    expect(run("add", "JO@example.com")).toMatchObject({
      code: 1,
      err: "jo@example.com is already a user.",
    });
    expect(run("add", "x@example.com", "--role", "boss")).toMatchObject({
      code: 2,
      err: '--role must be owner or staff, not "boss".',
    });
  });

  it("list shows each user's role, set-up state, passkeys and last sign-in", () => {
    expect(run("list")).toMatchObject({ code: 0, out: expect.stringContaining("No users yet") });
    run("add", "jo@example.com");
    run("add", "sam@example.com", "--role", "staff");
    db.prepare("UPDATE users SET password_hash = 'scrypt$x' WHERE email = 'jo@example.com'").run();
    db.prepare(
      "INSERT INTO audit_log (at, user_id, event) VALUES ('2026-03-01T10:30:00.000Z', ?, 'sign-in')",
    ).run(userId("jo@example.com"));
    const result = run("list");
    expect(result.code).toBe(0);
    expect(result.out.split("\n")).toEqual([
      "jo@example.com  owner  set up  0 passkeys  last signed in 2026-03-01 10:30 UTC",
      "sam@example.com  staff  not set up yet  0 passkeys  never signed in",
    ]);
  });

  it("remove signs the user out everywhere and refuses the last owner and an unknown user", () => {
    run("add", "jo@example.com");
    run("add", "sam@example.com", "--role", "staff");
    const session = createSession(db, { userId: userId("sam@example.com") }, now);
    expect(run("remove", "sam@example.com")).toMatchObject({
      code: 0,
      out: "Removed sam@example.com and signed them out of 1 session(s).",
    });
    expect(validateSession(db, session.id, now)).toBeNull();
    expect(recentAudit(db, { event: "user-removed" })).toHaveLength(1);
    expect(run("remove", "jo@example.com")).toMatchObject({
      code: 1,
      err: "jo@example.com is the only owner: add another owner first.",
    });
    expect(run("remove", "nobody@example.com")).toMatchObject({
      code: 1,
      err: "There is no user nobody@example.com.",
    });
  });

  it("reset prints a new link, the old one stops working and sessions end", () => {
    const first = linkIn(run("add", "jo@example.com").out);
    const session = createSession(db, { userId: userId("jo@example.com") }, now);
    const result = run("reset", "jo@example.com");
    expect(result.code).toBe(0);
    expect(result.out).toContain("signed out of 1 session(s)");
    const second = linkIn(result.out);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(validateSession(db, session.id, now)).toBeNull();
    expect(
      db.prepare("SELECT count(*) FROM one_time_tokens WHERE used_at IS NULL").pluck().get(),
    ).toBe(1);
    expect(run("reset", "nobody@example.com")).toMatchObject({ code: 1 });
  });

  it("explains its usage for a missing or unknown subcommand, with exit code 2", () => {
    for (const args of [[], ["frobnicate"], ["add"], ["remove"]]) {
      const result = run(...args);
      expect(result.code).toBe(2);
      expect(result.err).toContain("npm run owner -- add EMAIL [--role owner|staff]");
    }
  });
});
