import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { FormOutcome } from "~/forms/read-form.server";
import { askTheOwner } from "./account-forms";
import { findUserById, issueForgottenPasswordLink, type User } from "./accounts.server";
import { recordAudit } from "./audit-log.server";
import { consumeToken, peekToken, revokeTokens } from "./one-time-tokens.server";
import { hashPassword, passwordProblems } from "./passwords.server";
import { revokeAllSessions } from "./sessions.server";
import { emailSetUpLink } from "./set-up-email.server";
import { checkThrottle, recordFailure } from "./sign-in-throttle.server";
import type { OwnerRequest } from "./signed-in.server";

/** The user a set-up link is for, while it is valid: for the page that asks for a password. */
export function setUpLinkUser(db: Db, token: string, now = Date.now()): User | null {
  const userId = peekToken(db, token, "set-up", now);
  if (userId === null) return null;
  return findUserById(db, userId);
}

export type SetPasswordResult =
  | { ok: true; user: User }
  | { ok: false; problem: "invalid-link" }
  | { ok: false; problem: "weak-password"; messages: string[] };

/** Sets the password from a set-up link, using the link up in the same transaction. */
export async function setPasswordFromLink(
  db: Db,
  input: { token: string; password: string; companyName: string; ipHash?: string },
  now = Date.now(),
): Promise<SetPasswordResult> {
  const user = setUpLinkUser(db, input.token, now);
  if (!user) {
    recordAudit(
      db,
      { event: "set-up-refused", ipHash: input.ipHash, detail: "invalid or used link" },
      now,
    );
    return { ok: false, problem: "invalid-link" };
  }
  const messages = passwordProblems(input.password, {
    email: user.email,
    companyName: input.companyName,
  });
  if (messages.length > 0) return { ok: false, problem: "weak-password", messages };
  const hash = await hashPassword(input.password);
  return writeTransaction(db, (): SetPasswordResult => {
    // Checked again: the link may have been used by another tab while the hash was computed.
    if (consumeToken(db, input.token, "set-up", now) !== user.id)
      return { ok: false, problem: "invalid-link" };
    db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(hash, user.id);
    revokeTokens(db, user.id, "set-up");
    revokeAllSessions(db, user.id);
    recordAudit(
      db,
      { event: "password-set", userId: user.id, email: user.email, ipHash: input.ipHash },
      now,
    );
    return { ok: true, user: { ...user, passwordSet: true } };
  });
}

/**
 * "Forgotten password": a set-up link by email, with the same answer whether or not the address
 * has an account. Each request counts against the sign-in throttle, so the form cannot be used
 * to flood someone's inbox.
 */
export function emailForgottenPasswordLink(
  services: Pick<OwnerRequest, "db" | "ipHash" | "siteUrl" | "mail">,
  email: string,
): FormOutcome {
  const { db, ipHash } = services;
  if (!services.mail) return { ok: false, message: askTheOwner };
  const verdict = checkThrottle(db, { email, ipHash });
  if (!verdict.allowed)
    return {
      ok: false,
      message: "Too many tries. Wait a few minutes and try again.",
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    };
  recordFailure(db, { email, ipHash });
  const issued = issueForgottenPasswordLink(db, email);
  if (!issued) {
    const detail = "forgot password: no such user";
    recordAudit(db, { event: "set-up-refused", email, ipHash, detail });
  } else emailSetUpLink(services, { ...issued, to: issued.user.email, reason: "forgot" });
  return {
    ok: true,
    message:
      "If that address has an account, a link to choose a new password is on its way. It works once, for 24 hours. Check your spam folder if it has not arrived in a few minutes.",
  };
}
