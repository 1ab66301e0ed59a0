import type { Logger } from "pino";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { MailSender, SendResult } from "./mail-sender.server";
import type { MailAttachment, OutgoingMessage } from "./message.server";

export interface OutboxOptions {
  /** Wait before the first retry; each later retry waits twice as long, up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** After this many failed attempts a message is marked failed and logged as an error. */
  maxAttempts: number;
}

export const defaultOutboxOptions: OutboxOptions = {
  retryBaseMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 48,
};

/** How many emails are pending, sending, sent and failed. */
export function outboxCounts(db: Db): Record<string, number> {
  const rows = db.prepare("SELECT status, COUNT(*) AS count FROM outbox GROUP BY status").all() as {
    status: string;
    count: number;
  }[];
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}

interface OutboxRow {
  id: number;
  kind: string;
  message: string;
  attempts: number;
  quoteRequestId: number | null;
}

/**
 * Queues an email for the outbox to send, with retries, in the caller's transaction if it has
 * one: the email goes if and only if what it tells of is stored. `about` names the event it
 * tells of ("visit 12", "payment 40"): one email of a kind about one event, so a double tap
 * queues it once, and returns false the second time. `leadId` ties it to a quote request (it
 * goes with the lead, and the lead's page lists it).
 */
export function queueEmail(
  db: Db,
  {
    kind,
    about,
    message,
    leadId = null,
    now = Date.now(),
  }: {
    kind: string;
    about: string;
    message: OutgoingMessage;
    leadId?: number | null;
    now?: number;
  },
): boolean {
  const at = new Date(now).toISOString();
  return (
    db
      .prepare(
        `INSERT INTO outbox (quote_request_id, kind, about, message, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (kind, about) DO NOTHING`,
      )
      .run(leadId, kind, about, JSON.stringify(message), at, at).changes > 0
  );
}

/** Files to attach to an email as it is sent (the photos of a request, for the owner). */
export type AttachmentsFor = (email: {
  kind: string;
  quoteRequestId: number | null;
}) => Promise<MailAttachment[]>;

/**
 * Sends the emails that quote requests queued, one at a time, in the server process. A
 * failed send waits (30 s, 1 min, 2 min … up to an hour) and tries again; pending mail is in
 * the database, so it survives a restart. Each message carries a fixed Message-ID, so in the
 * rare case of a crash between the mail server accepting it and the row being marked sent,
 * the resend is recognised as the same message by mail clients.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private retryAfterError = false;
  private readonly statements;

  constructor(
    private readonly db: Db,
    private readonly sender: MailSender,
    private readonly logger: Logger,
    private readonly options: OutboxOptions = defaultOutboxOptions,
    private readonly attachmentsFor: AttachmentsFor = async () => [],
  ) {
    this.statements = {
      due: db.prepare(
        "SELECT id, kind, message, attempts, quote_request_id AS quoteRequestId FROM outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT 20",
      ),
      nextDue: db
        .prepare("SELECT MIN(next_attempt_at) FROM outbox WHERE status = 'pending'")
        .pluck(),
      claim: db.prepare(
        "UPDATE outbox SET status = 'sending', attempts = attempts + 1 WHERE id = ? AND status = 'pending'",
      ),
      sent: db.prepare(
        "UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ?",
      ),
      retry: db.prepare(
        "UPDATE outbox SET status = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
      ),
      recover: db.prepare("UPDATE outbox SET status = 'pending' WHERE status = 'sending'"),
    };
  }

  /** Picks up whatever was pending when the server last stopped, then sends as mail is queued. */
  start(): void {
    const recovered = this.statements.recover.run().changes;
    if (recovered > 0)
      this.logger.warn({ recovered }, "outbox: resuming messages interrupted mid-send");
    this.stopped = false;
    this.wake();
  }

  /** Send now: called when a request has just queued its emails. */
  wake(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running ??= this.drain()
      .catch((error) => {
        // The database was busy or failing: the messages are still pending; try again shortly.
        this.logger.error({ err: error }, "outbox: could not read or update the outbox; retrying");
        this.retryAfterError = true;
      })
      .finally(() => {
        this.running = undefined;
        this.scheduleNext();
      });
  }

  /** Stops taking new work and waits for a send in progress to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  counts(): Record<string, number> {
    return outboxCounts(this.db);
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    let delay: number;
    try {
      const next = this.statements.nextDue.get() as string | null;
      if (!next && !this.retryAfterError) return;
      delay = next
        ? Math.max(0, Math.min(new Date(next).getTime() - Date.now(), 2_147_000_000))
        : 0;
    } catch {
      delay = 0;
    }
    if (this.retryAfterError) delay = Math.max(delay, this.options.retryBaseMs);
    this.retryAfterError = false;
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const due = this.statements.due.all(new Date().toISOString()) as OutboxRow[];
      if (due.length === 0) return;
      // One transaction to claim a batch and one to record how it went: a commit waits for
      // the disk, so per-message commits would slow the quote requests sharing the database.
      const claimed = writeTransaction(this.db, () =>
        due.filter((row) => this.statements.claim.run(row.id).changes > 0),
      );
      const outcomes: [OutboxRow, SendResult][] = [];
      for (const row of claimed) {
        const message = JSON.parse(row.message) as OutgoingMessage;
        message.attachments = [...(message.attachments ?? []), ...(await this.attachmentsOf(row))];
        const domain = message.from.address.split("@")[1] ?? "localhost";
        outcomes.push([row, await this.sender.send(message, `<outbox-${row.id}@${domain}>`)]);
      }
      writeTransaction(this.db, () => {
        for (const [row, result] of outcomes) this.record(row, result);
      });
    }
  }

  /** An email about a new lead matters more than its photos: without them if they fail. */
  private async attachmentsOf(row: OutboxRow): Promise<MailAttachment[]> {
    try {
      return await this.attachmentsFor(row);
    } catch (error) {
      this.logger.error(
        { err: error, outboxId: row.id, kind: row.kind },
        "outbox: the photos could not be attached; sending the email without them",
      );
      return [];
    }
  }

  private record(row: OutboxRow, result: SendResult): void {
    const attempt = row.attempts + 1;
    if (result.ok) {
      this.statements.sent.run(new Date().toISOString(), row.id);
      this.logger.info(
        { outboxId: row.id, kind: row.kind, attempt, delivery: result.info },
        "outbox: sent",
      );
      return;
    }
    const giveUp = attempt >= this.options.maxAttempts;
    const delay = Math.min(this.options.retryBaseMs * 2 ** (attempt - 1), this.options.maxDelayMs);
    this.statements.retry.run(
      giveUp ? "failed" : "pending",
      new Date(Date.now() + delay).toISOString(),
      result.error.slice(0, 1000),
      row.id,
    );
    const log = { outboxId: row.id, kind: row.kind, attempt, error: result.error };
    if (giveUp)
      this.logger.error(log, "outbox: gave up on a message; see `npm run quotes` for the request");
    else this.logger.warn({ ...log, retryInMs: delay }, "outbox: sending failed, will retry");
  }
}
