import type { Db } from "~/db/database.server";

/** Everything worth knowing later about who got in, who tried, and who changed the accounts. */
export type AuditEvent =
  | "sign-in"
  | "sign-in-failed"
  | "sign-in-throttled"
  | "sign-out"
  | "sign-out-everywhere"
  | "user-added"
  | "user-removed"
  | "set-up-link-issued"
  | "set-up-refused"
  | "password-set"
  | "passkey-added"
  | "passkey-removed"
  | "lead-deleted"
  | "leads-exported"
  | "leads-expired"
  | "review-asked"
  | "review-reminded"
  | "review-withheld"
  | "review-replied"
  | "review-removed-by-customer"
  | "reviews-publishing-changed"
  | "monthly-summary-changed"
  | "lead-escalated"
  | "escalation-changed"
  | "chase-reminded"
  /** The secret addresses of the owner's calendars: never the address itself in the log. */
  | "calendar-feed-changed"
  | "visit-feed-renewed";

export interface AuditEntry {
  event: AuditEvent;
  userId?: number | null;
  /** On a failed sign-in, the address as typed: there may be no such user. */
  email?: string | null;
  ipHash?: string | null;
  detail?: string | null;
}

export interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  email: string | null;
  event: AuditEvent;
  ipHash: string | null;
  detail: string | null;
}

/** Longer than any real address; a hostile sign-in form cannot fill the log. */
const maxTextLength = 320;
const clip = (text: string | null | undefined) =>
  text == null ? null : text.slice(0, maxTextLength);

export function recordAudit(db: Db, entry: AuditEntry, now = Date.now()): void {
  db.prepare(
    `INSERT INTO audit_log (at, user_id, email, event, ip_hash, detail)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    new Date(now).toISOString(),
    entry.userId ?? null,
    clip(entry.email),
    entry.event,
    entry.ipHash ?? null,
    clip(entry.detail),
  );
}

/** Newest first; optionally one user's or one kind of event only. */
export function recentAudit(
  db: Db,
  { limit = 50, userId, event }: { limit?: number; userId?: number; event?: AuditEvent } = {},
): AuditRow[] {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (userId !== undefined) {
    where.push("user_id = ?");
    params.push(userId);
  }
  if (event !== undefined) {
    where.push("event = ?");
    params.push(event);
  }
  return db
    .prepare(
      `SELECT id, at, user_id AS userId, email, event, ip_hash AS ipHash, detail FROM audit_log
       ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY id DESC LIMIT ?`,
    )
    .all(...params, limit) as AuditRow[];
}
