import type { Db } from "../db/database";
import { recordAudit } from "../owner/audit-log";

export interface ActingUser {
  id: number;
  email: string;
}

/**
 * Deletes a quote request with its emails, notes and history; returns its reference, or null
 * if there was none. The audit log keeps the reference only, never the visitor's details.
 */
export function deleteLead(
  db: Db,
  { leadId, user, now = Date.now() }: { leadId: number; user: ActingUser; now?: number },
): string | null {
  return db.transaction(() => {
    const reference = db
      .prepare("SELECT reference FROM quote_requests WHERE id = ?")
      .pluck()
      .get(leadId) as string | undefined;
    if (reference === undefined) return null;
    // The outbox's reference to the request has no cascade: its rows go first.
    db.prepare("DELETE FROM outbox WHERE quote_request_id = ?").run(leadId);
    db.prepare("DELETE FROM quote_requests WHERE id = ?").run(leadId);
    recordAudit(
      db,
      { event: "lead-deleted", userId: user.id, email: user.email, detail: reference },
      now,
    );
    return reference;
  })();
}

/** Retention: deletes every request received before `cutoff`; returns how many. */
export function deleteLeadsReceivedBefore(db: Db, cutoff: Date, now = Date.now()): number {
  const before = cutoff.toISOString();
  return db.transaction(() => {
    db.prepare(
      "DELETE FROM outbox WHERE quote_request_id IN (SELECT id FROM quote_requests WHERE received_at < ?)",
    ).run(before);
    const { changes } = db.prepare("DELETE FROM quote_requests WHERE received_at < ?").run(before);
    if (changes > 0)
      recordAudit(
        db,
        { event: "leads-expired", detail: `${changes} received before ${before}` },
        now,
      );
    return changes;
  })();
}
