import { randomBytes } from "node:crypto";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { hashToken } from "~/private-links/private-links.server";

export { hashToken };

export type TokenPurpose = "set-up";

export interface IssuedToken {
  /** The only copy of the token: put it in the link, it cannot be read back later. */
  token: string;
  expiresAt: Date;
}

/** A new single-use token; any older unused token of the same purpose stops working. */
export function issueToken(
  db: Db,
  { userId, purpose, ttlMs }: { userId: number; purpose: TokenPurpose; ttlMs: number },
  now = Date.now(),
): IssuedToken {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now + ttlMs);
  writeTransaction(db, () => {
    revokeTokens(db, userId, purpose);
    db.prepare(
      `INSERT INTO one_time_tokens (token_hash, user_id, purpose, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(hashToken(token), userId, purpose, new Date(now).toISOString(), expiresAt.toISOString());
  });
  return { token, expiresAt };
}

/** The user a token is for, if it is unused and unexpired; does not use it up. */
export function peekToken(db: Db, token: string, purpose: TokenPurpose, now = Date.now()) {
  const row = db
    .prepare(
      `SELECT user_id AS userId FROM one_time_tokens
       WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
    )
    .get(hashToken(token), purpose, new Date(now).toISOString()) as { userId: number } | undefined;
  return row?.userId ?? null;
}

/**
 * Uses the token up and returns its user, or null if it was used, expired or never existed.
 * One UPDATE, so two tabs posting the same link cannot both succeed.
 */
export function consumeToken(db: Db, token: string, purpose: TokenPurpose, now = Date.now()) {
  const iso = new Date(now).toISOString();
  const row = db
    .prepare(
      `UPDATE one_time_tokens SET used_at = ?
       WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
       RETURNING user_id AS userId`,
    )
    .get(iso, hashToken(token), purpose, iso) as { userId: number } | undefined;
  return row?.userId ?? null;
}

/** Deletes a user's unused tokens of one purpose; used ones stay as a record. */
export function revokeTokens(db: Db, userId: number, purpose: TokenPurpose): number {
  return db
    .prepare("DELETE FROM one_time_tokens WHERE user_id = ? AND purpose = ? AND used_at IS NULL")
    .run(userId, purpose).changes;
}
