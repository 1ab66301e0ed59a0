import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { maxWonValuePence } from "~/lib/pounds";
import type { ActingUser } from "./lead-deletion.server";
import type { EmailKind, LeadNote } from "./lead-detail.server";
import { LeadError, leadNotFound } from "./lead-error";
import { type LeadStatus, respondedStatuses } from "./lead-statuses";

/** Who a change made by the customer's own link is recorded as. */
export const customerOnline = "the customer, online";

function currentStatus(db: Db, leadId: number): LeadStatus {
  const status = db.prepare("SELECT status FROM quote_requests WHERE id = ?").pluck().get(leadId);
  if (status === undefined) throw leadNotFound(leadId);
  return status as LeadStatus;
}

/**
 * Moves a lead to another status and records who did it. The first move to contacted or
 * beyond is the lead's first response. With `wonValuePence` (only with "won"), sets the job's
 * value in the same transaction (null removes it); without it, a value already stored stays,
 * whatever the status. Returns false when nothing changed.
 */
export function changeStatus(
  db: Db,
  {
    leadId,
    status,
    wonValuePence,
    user,
    now = Date.now(),
  }: {
    leadId: number;
    status: LeadStatus;
    wonValuePence?: number | null;
    /** null: the customer, online (booking a survey visit, accepting a quote). */
    user: ActingUser | null;
    now?: number;
  },
): boolean {
  if (wonValuePence !== undefined) {
    if (status !== "won") throw valueNotWon();
    checkPence(wonValuePence);
  }
  // Immediate, like every transaction here that reads then writes: it takes the write lock
  // first, so a write from another connection in between waits instead of failing it.
  return writeTransaction(db, () => {
    const from = currentStatus(db, leadId);
    const at = new Date(now).toISOString();
    const valueChanged =
      wonValuePence !== undefined && recordWonValue(db, leadId, wonValuePence, user, at);
    if (from === status) return valueChanged;
    db.prepare(
      `UPDATE quote_requests SET status = ?,
         first_response_at = coalesce(first_response_at, CASE WHEN ? THEN ? END)
       WHERE id = ?`,
    ).run(status, respondedStatuses.includes(status) ? 1 : 0, at, leadId);
    db.prepare(
      `INSERT INTO lead_status_changes (quote_request_id, from_status, status, at, by_user_id, by_email)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(leadId, from, status, at, user?.id ?? null, user?.email ?? customerOnline);
    return true;
  });
}

/**
 * Sets (whole pence) or removes (null) the job's value of a lead marked won, and records who
 * did it. Returns false when the value was already that.
 */
export function setWonValue(
  db: Db,
  {
    leadId,
    pence,
    user,
    now = Date.now(),
  }: { leadId: number; pence: number | null; user: ActingUser; now?: number },
): boolean {
  checkPence(pence);
  return writeTransaction(db, () => {
    if (currentStatus(db, leadId) !== "won") throw valueNotWon();
    return recordWonValue(db, leadId, pence, user, new Date(now).toISOString());
  });
}

const valueNotWon = () =>
  new LeadError("value-not-won", "A job's value goes with Won: mark the lead Won first.");

function checkPence(pence: number | null) {
  if (pence !== null && !(Number.isSafeInteger(pence) && pence >= 0 && pence <= maxWonValuePence))
    throw new LeadError(
      "invalid-value",
      `A job's value is whole pence from 0 to ${maxWonValuePence}, not ${String(pence)}.`,
    );
}

/** Stores the value and its history row, inside the caller's transaction; false if unchanged. */
function recordWonValue(
  db: Db,
  leadId: number,
  pence: number | null,
  /** null: the customer, online (accepting a written quote). */
  user: ActingUser | null,
  at: string,
): boolean {
  const stored = db
    .prepare("SELECT won_value_pence FROM quote_requests WHERE id = ?")
    .pluck()
    .get(leadId) as number | null;
  if (stored === pence) return false;
  db.prepare("UPDATE quote_requests SET won_value_pence = ? WHERE id = ?").run(pence, leadId);
  db.prepare(
    `INSERT INTO lead_value_changes (quote_request_id, won_value_pence, at, by_user_id, by_email)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(leadId, pence, at, user?.id ?? null, user?.email ?? customerOnline);
  return true;
}

export const maxNoteLength = 5000;

/** Adds a note (as its form checked it: trimmed, 1 to 5,000 characters) and returns it as stored. */
export function addNote(
  db: Db,
  {
    leadId,
    text,
    user,
    now = Date.now(),
  }: { leadId: number; text: string; user: ActingUser; now?: number },
): LeadNote {
  return writeTransaction(db, () => {
    currentStatus(db, leadId);
    const at = new Date(now).toISOString();
    const { id } = db
      .prepare(
        `INSERT INTO lead_notes (quote_request_id, text, at, by_user_id, by_email)
         VALUES (?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(leadId, text, at, user.id, user.email) as { id: number };
    return { id, text, at: new Date(at), byUserId: user.id, byEmail: user.email };
  });
}

/** Sets (a real YYYY-MM-DD date, as its form checked it) or clears (null) the day to follow up. */
export function setFollowUp(db: Db, { leadId, date }: { leadId: number; date: string | null }) {
  const { changes } = db
    .prepare("UPDATE quote_requests SET follow_up_on = ? WHERE id = ?")
    .run(date, leadId);
  if (changes === 0) throw leadNotFound(leadId);
}

/**
 * Queues one of the lead's emails to go again now, keeping its attempt count; call
 * `outbox.wake()` afterwards. False if there is no such email or it is being sent right now.
 */
export function sendEmailAgain(
  db: Db,
  { leadId, kind, now = Date.now() }: { leadId: number; kind: EmailKind; now?: number },
): boolean {
  const { changes } = db
    .prepare(
      `UPDATE outbox SET status = 'pending', next_attempt_at = ?
       WHERE quote_request_id = ? AND kind = ? AND status <> 'sending'`,
    )
    .run(new Date(now).toISOString(), leadId, kind);
  return changes > 0;
}
