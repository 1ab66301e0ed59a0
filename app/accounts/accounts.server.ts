import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { emailSchema } from "./account-forms";
import { recordAudit } from "./audit-log.server";
import { type IssuedToken, issueToken } from "./one-time-tokens.server";
import { may } from "./permissions";
import type { Role } from "./roles";
import { revokeAllSessions } from "./sessions.server";

export interface User {
  id: number;
  email: string;
  role: Role;
  passwordSet: boolean;
  createdAt: Date;
}

/** A set-up link works for a day and once. */
export const setUpLinkTtlMs = 24 * 60 * 60 * 1000;

export type AccountProblem = "invalid-email" | "duplicate" | "unknown-user" | "last-owner";

export class AccountError extends Error {
  override name = "AccountError";
  constructor(
    readonly problem: AccountProblem,
    message: string,
  ) {
    super(message);
  }
}

export function normaliseEmail(input: string): string {
  const result = emailSchema.safeParse(input);
  if (!result.success)
    throw new AccountError("invalid-email", `"${input}" is not an email address.`);
  return result.data;
}

const userColumns = `id, email, role, password_hash IS NOT NULL AS passwordSet, created_at AS createdAt`;
type UserRow = Omit<User, "passwordSet" | "createdAt"> & { passwordSet: number; createdAt: string };
const toUser = (row: UserRow): User => ({
  ...row,
  passwordSet: row.passwordSet === 1,
  createdAt: new Date(row.createdAt),
});

export function findUserByEmail(db: Db, email: string): User | null {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return null;
  const row = db.prepare(`SELECT ${userColumns} FROM users WHERE email = ?`).get(parsed.data);
  return row ? toUser(row as UserRow) : null;
}

function requireUser(db: Db, email: string): User {
  const user = findUserByEmail(db, normaliseEmail(email));
  if (!user) throw new AccountError("unknown-user", `There is no user ${email.trim()}.`);
  return user;
}

/**
 * A new user with no password yet, and the token for their set-up link. Like every
 * read-then-write here, an IMMEDIATE transaction: it waits its turn (busy timeout) for the
 * running site's writes, where a deferred one that read first gets SQLITE_BUSY at once when the
 * site wrote meanwhile (the owner command line's "database is locked", seen in CI).
 */
export function addUser(db: Db, input: { email: string; role: Role }, now = Date.now()) {
  const email = normaliseEmail(input.email);
  return writeTransaction(db, () => {
    if (findUserByEmail(db, email))
      throw new AccountError("duplicate", `${email} is already a user.`);
    const { id } = db
      .prepare("INSERT INTO users (email, role, created_at) VALUES (?, ?, ?) RETURNING id")
      .get(email, input.role, new Date(now).toISOString()) as { id: number };
    recordAudit(db, { event: "user-added", userId: id, email, detail: input.role }, now);
    const setUp = issueSetUpLink(db, id, email, now);
    return { user: requireUser(db, email), setUp };
  });
}

function issueSetUpLink(db: Db, userId: number, email: string, now: number): IssuedToken {
  const issued = issueToken(db, { userId, purpose: "set-up", ttlMs: setUpLinkTtlMs }, now);
  recordAudit(db, { event: "set-up-link-issued", userId, email }, now);
  return issued;
}

/**
 * "Forgot password": a new set-up link for an existing user. Unlike a reset, the password and
 * sessions stay as they are until the link is used, so a stranger who knows the address cannot
 * lock anyone out. Null for an unknown address (the page says the same either way).
 */
export function issueForgottenPasswordLink(db: Db, email: string, now = Date.now()) {
  const user = findUserByEmail(db, email);
  return user ? { user, setUp: issueSetUpLink(db, user.id, user.email, now) } : null;
}

export interface UserSummary extends User {
  passkeys: number;
  lastSignInAt: Date | null;
}

export function listUsers(db: Db): UserSummary[] {
  const rows = db
    .prepare(
      `SELECT ${userColumns},
         (SELECT count(*) FROM passkeys p WHERE p.user_id = users.id) AS passkeys,
         (SELECT max(at) FROM audit_log a WHERE a.user_id = users.id AND a.event = 'sign-in') AS lastSignInAt
       FROM users ORDER BY role, email`,
    )
    .all() as (UserRow & { passkeys: number; lastSignInAt: string | null })[];
  return rows.map((row) => ({
    ...toUser(row),
    passkeys: row.passkeys,
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
  }));
}

/** Deletes the user (their sessions, links and passkeys go with them); the audit log stays. */
export function removeUser(db: Db, email: string, now = Date.now()) {
  return writeTransaction(db, () => {
    const user = requireUser(db, email);
    const owners = db
      .prepare("SELECT count(*) FROM users WHERE role = 'owner'")
      .pluck()
      .get() as number;
    if (may(user, "manage the team") && owners <= 1)
      throw new AccountError(
        "last-owner",
        `${user.email} is the only owner: add another owner first.`,
      );
    const sessionsRevoked = revokeAllSessions(db, user.id);
    recordAudit(
      db,
      { event: "user-removed", userId: user.id, email: user.email, detail: user.role },
      now,
    );
    db.prepare("DELETE FROM users WHERE id = ?").run(user.id);
    return { user, sessionsRevoked };
  });
}

/**
 * A fresh set-up link: older links stop working, every session is signed out and the old
 * password no longer works (passkeys stay; remove the user if a device was lost).
 */
export function resetUser(db: Db, email: string, now = Date.now()) {
  return writeTransaction(db, () => {
    const user = requireUser(db, email);
    db.prepare("UPDATE users SET password_hash = NULL WHERE id = ?").run(user.id);
    const sessionsRevoked = revokeAllSessions(db, user.id);
    const setUp = issueSetUpLink(db, user.id, user.email, now);
    return { user: { ...user, passwordSet: false }, setUp, sessionsRevoked };
  });
}

export function findUserById(db: Db, id: number): User | null {
  const row = db.prepare(`SELECT ${userColumns} FROM users WHERE id = ?`).get(id);
  return row ? toUser(row as UserRow) : null;
}

/** The stored hash for a sign-in check; only sign-in should need it. */
export function passwordHashFor(db: Db, userId: number): string | null {
  return db.prepare("SELECT password_hash FROM users WHERE id = ?").pluck().get(userId) as
    | string
    | null;
}
