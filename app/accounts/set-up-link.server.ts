import type { Db } from "~/db/database.server";
import { findUserById, type User } from "./accounts.server";
import { recordAudit } from "./audit-log.server";
import { consumeToken, peekToken, revokeTokens } from "./one-time-tokens.server";
import { hashPassword, passwordProblems } from "./passwords.server";
import { revokeAllSessions } from "./sessions.server";

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
  return db
    .transaction((): SetPasswordResult => {
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
    })
    .immediate();
}
