import { createHash, randomBytes } from "node:crypto";
import type { Db } from "~/db/database.server";
import { deviceName } from "~/lib/device-name.server";
import type { Role } from "./roles";

/** OWASP session guidance for a low-traffic admin area used from a phone. */
export const sessionPolicy = {
  /** Signed out after a week without use... */
  idleMs: 7 * 24 * 60 * 60 * 1000,
  /** ...and a month after signing in, however often it is used. */
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
  /** last_used_at is written at most this often, so reading pages does not mean writing. */
  touchEveryMs: 60 * 1000,
};

export interface NewSession {
  /** The only copy of the id: it goes in the cookie, the database keeps its hash. */
  id: string;
  expiresAt: Date;
}

export interface SignedInUser {
  id: number;
  email: string;
  role: Role;
}

const iso = (ms: number) => new Date(ms).toISOString();
export const hashSessionId = (id: string) => createHash("sha256").update(id).digest("base64url");
/** 16 random bytes in base64url; anything else in the cookie is not one of ours. */
const sessionIdPattern = /^[\w-]{22}$/;

/** A new random id at every sign-in, so an id planted before sign-in is worth nothing. */
export function createSession(
  db: Db,
  { userId, userAgent, ipHash }: { userId: number; userAgent?: string; ipHash?: string },
  now = Date.now(),
): NewSession {
  const id = randomBytes(16).toString("base64url");
  const expiresAt = new Date(now + sessionPolicy.absoluteMs);
  db.prepare(
    `INSERT INTO sessions (id_hash, user_id, created_at, last_used_at, expires_at, user_agent, ip_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    hashSessionId(id),
    userId,
    iso(now),
    iso(now),
    expiresAt.toISOString(),
    userAgent?.slice(0, 512) ?? null,
    ipHash ?? null,
  );
  return { id, expiresAt };
}

/** The signed-in user for a session id from a cookie, or null; an expired session is deleted. */
export function validateSession(db: Db, id: string | null | undefined, now = Date.now()) {
  if (!id || !sessionIdPattern.test(id)) return null;
  const idHash = hashSessionId(id);
  const row = db
    .prepare(
      `SELECT s.last_used_at AS lastUsedAt, s.expires_at AS expiresAt,
              u.id, u.email, u.role
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id_hash = ?`,
    )
    .get(idHash) as (SignedInUser & { lastUsedAt: string; expiresAt: string }) | undefined;
  if (!row) return null;
  const lastUsed = Date.parse(row.lastUsedAt);
  if (now >= Date.parse(row.expiresAt) || now - lastUsed >= sessionPolicy.idleMs) {
    db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(idHash);
    return null;
  }
  if (now - lastUsed >= sessionPolicy.touchEveryMs)
    db.prepare("UPDATE sessions SET last_used_at = ? WHERE id_hash = ?").run(iso(now), idHash);
  const user: SignedInUser = { id: row.id, email: row.email, role: row.role };
  return { user, sessionKey: idHash, expiresAt: new Date(row.expiresAt) };
}

/** Signs out the browser holding this id. */
export function revokeSession(db: Db, id: string): boolean {
  return db.prepare("DELETE FROM sessions WHERE id_hash = ?").run(hashSessionId(id)).changes > 0;
}

/** Signs out one of this user's sessions by the key shown in their list (not the cookie). */
export function revokeSessionByKey(db: Db, userId: number, sessionKey: string): boolean {
  return (
    db.prepare("DELETE FROM sessions WHERE id_hash = ? AND user_id = ?").run(sessionKey, userId)
      .changes > 0
  );
}

/** "Sign out everywhere": every session of this user, and no one else's. */
export function revokeAllSessions(db: Db, userId: number): number {
  return db.prepare("DELETE FROM sessions WHERE user_id = ?").run(userId).changes;
}

export interface SessionSummary {
  /** The hash of the id: safe to put in a page or a form to sign that device out. */
  sessionKey: string;
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

/** A user's live sessions, most recently used first. */
export function listSessions(
  db: Db,
  userId: number,
  { currentId, now = Date.now() }: { currentId?: string; now?: number } = {},
): SessionSummary[] {
  const rows = db
    .prepare(
      `SELECT id_hash AS idHash, user_agent AS userAgent, created_at AS createdAt,
              last_used_at AS lastUsedAt
       FROM sessions WHERE user_id = ? AND expires_at > ? AND last_used_at > ?
       ORDER BY last_used_at DESC`,
    )
    .all(userId, iso(now), iso(now - sessionPolicy.idleMs)) as {
    idHash: string;
    userAgent: string | null;
    createdAt: string;
    lastUsedAt: string;
  }[];
  const currentHash = currentId ? hashSessionId(currentId) : undefined;
  return rows.map((row) => ({
    sessionKey: row.idHash,
    device: deviceName(row.userAgent),
    createdAt: new Date(row.createdAt),
    lastUsedAt: new Date(row.lastUsedAt),
    current: row.idHash === currentHash,
  }));
}
