import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { readCookie } from "./session-cookie.server";

/**
 * WebAuthn challenges, kept on the server so that each works once and for five minutes.
 *
 * Which challenge a browser is answering is told by a random id in a short-lived cookie
 * rather than in the JSON: the ceremony stays tied to the browser that began it, no script on
 * the page can read or swap the id (HttpOnly), it is sent only to the owner's area
 * (Path=/owner) and never on a request started by another site (SameSite=Strict). The
 * database keeps the id's hash, as with sessions. One cookie means one ceremony per browser at
 * a time: starting another (a second tab, the button after the autofill offer) replaces it,
 * and the older one is told to try again.
 */
export const challengeTtlMs = 5 * 60 * 1000;
/** More live challenges than this (a flood of option requests) and the oldest are dropped. */
export const maxLiveChallenges = 1000;

export type ChallengePurpose = "register" | "sign-in";

export interface ChallengeRecord {
  purpose: ChallengePurpose;
  challenge: string;
  userId: number | null;
  webauthnUserId: string | null;
}

const hashId = (id: string) => createHash("sha256").update(id).digest("base64url");
const idPattern = /^[\w-]{22}$/;
const iso = (ms: number) => new Date(ms).toISOString();

/** Stores a challenge and returns the id for the cookie (its only copy). */
export function storeChallenge(
  db: Db,
  record: { purpose: "sign-in"; challenge: string } | ({ purpose: "register" } & RegisterFields),
  now = Date.now(),
): string {
  const id = randomBytes(16).toString("base64url");
  const userId = record.purpose === "register" ? record.userId : null;
  const webauthnUserId = record.purpose === "register" ? record.webauthnUserId : null;
  writeTransaction(db, () => {
    db.prepare("DELETE FROM webauthn_challenges WHERE expires_at <= ?").run(iso(now));
    db.prepare(
      `INSERT INTO webauthn_challenges
         (id_hash, purpose, challenge, user_id, webauthn_user_id, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      hashId(id),
      record.purpose,
      record.challenge,
      userId,
      webauthnUserId,
      iso(now),
      iso(now + challengeTtlMs),
    );
    db.prepare(
      `DELETE FROM webauthn_challenges WHERE id_hash IN (
         SELECT id_hash FROM webauthn_challenges ORDER BY created_at DESC, rowid DESC
         LIMIT -1 OFFSET ?)`,
    ).run(maxLiveChallenges);
  });
  return id;
}

interface RegisterFields {
  challenge: string;
  userId: number;
  webauthnUserId: string;
}

/**
 * The challenge for this id and purpose, deleted as it is read so it cannot be used twice;
 * null when there is none, it has expired, or it was made for the other purpose (a
 * registration challenge is no good for signing in, nor the other way round).
 */
export function takeChallenge(
  db: Db,
  id: string | null | undefined,
  purpose: ChallengePurpose,
  now = Date.now(),
): ChallengeRecord | null {
  if (!id || !idPattern.test(id)) return null;
  const row = db
    .prepare(
      `DELETE FROM webauthn_challenges WHERE id_hash = ?
       RETURNING purpose, challenge, user_id AS userId, webauthn_user_id AS webauthnUserId,
                 expires_at AS expiresAt`,
    )
    .get(hashId(id)) as (ChallengeRecord & { expiresAt: string }) | undefined;
  if (!row || row.purpose !== purpose || Date.parse(row.expiresAt) <= now) return null;
  const { expiresAt: _, ...record } = row;
  return record;
}

export function challengeCookieName(secure: boolean): string {
  return secure ? "__Secure-owner_webauthn" : "owner_webauthn";
}

/** The Set-Cookie value holding a challenge's id; an empty id (Max-Age=0) removes it. */
export function challengeCookieHeader(id: string, secure: boolean): string {
  return [
    `${challengeCookieName(secure)}=${id}`,
    "Path=/owner",
    `Max-Age=${id ? challengeTtlMs / 1000 : 0}`,
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
    "SameSite=Strict",
  ].join("; ");
}

export const readChallengeCookie = (cookieHeader: string | null | undefined, secure: boolean) =>
  readCookie(cookieHeader, challengeCookieName(secure));
