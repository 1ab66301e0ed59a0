import type { Db } from "~/db/database.server";
import { linkOfJob } from "./job-links.server";

/**
 * Jobs as stored (`db/migrations/028-jobs.sql`): one per won lead, from the accepted quote (or
 * by hand) to handover. What a job shows is read from its own tables by the modules beside this.
 */

export interface Job {
  id: number;
  leadId: number;
  quoteId: number | null;
  title: string;
  agreedPence: number;
  /** For a job started by hand: the VAT its agreed price includes (a quote's job: null). */
  agreedVatPence: number | null;
  startedAt: Date;
  /** The UK day work starts on site, once set. */
  startOn: string | null;
  finishedAt: Date | null;
}

/** A job as the database keeps it: its times as ISO text. */
type Row = Omit<Job, "startedAt" | "finishedAt"> & { startedAt: string; finishedAt: string | null };

const jobColumns = `id, quote_request_id AS leadId, written_quote_id AS quoteId, title,
  agreed_pence AS agreedPence, agreed_vat_pence AS agreedVatPence, started_at AS startedAt, start_on AS startOn,
  finished_at AS finishedAt`;

const jobOfRow = (row: Row): Job => ({
  ...row,
  startedAt: new Date(row.startedAt),
  finishedAt: row.finishedAt === null ? null : new Date(row.finishedAt),
});

export const jobById = (db: Db, id: number) => {
  const row = db.prepare(`SELECT ${jobColumns} FROM jobs WHERE id = ?`).get(id) as Row | undefined;
  return row ? jobOfRow(row) : null;
};

export const jobOfLead = (db: Db, leadId: number) => {
  const row = db.prepare(`SELECT ${jobColumns} FROM jobs WHERE quote_request_id = ?`).get(leadId) as
    | Row
    | undefined;
  return row ? jobOfRow(row) : null;
};

/** Every job, the ones in progress first, then the finished, newest first. */
export const allJobs = (db: Db) =>
  (
    db
      .prepare(
        `SELECT ${jobColumns} FROM jobs
         ORDER BY finished_at IS NOT NULL, coalesce(start_on, '9999'), started_at DESC`,
      )
      .all() as Row[]
  ).map(jobOfRow);

export interface StartingStage {
  label: string;
  pence: number;
  isBalance: boolean;
  dueOn: string | null;
}

export interface StartingJob {
  leadId: number;
  quoteId: number | null;
  title: string;
  agreedPence: number;
  /** By hand: the VAT in the agreed price; from a quote, null (the quote says). */
  agreedVatPence?: number | null;
  stages: StartingStage[];
  by: string;
  now: number;
}

/**
 * Starts the lead's job, once, with its link: a second start (a replay, a second tab) finds the
 * first. Call it inside the transaction that makes the contract.
 */
export function startJob(db: Db, secret: Buffer, starting: StartingJob) {
  const existing = jobOfLead(db, starting.leadId);
  if (existing) return { id: existing.id };
  const id = db
    .prepare(
      `INSERT INTO jobs (quote_request_id, written_quote_id, title, agreed_pence, agreed_vat_pence,
       started_at, started_by) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .pluck()
    .get(
      starting.leadId,
      starting.quoteId,
      starting.title,
      starting.agreedPence,
      starting.agreedVatPence ?? null,
      new Date(starting.now).toISOString(),
      starting.by,
    ) as number;
  const addStage = db.prepare(
    `INSERT INTO job_stages (job_id, position, label, pence, is_balance, due_on)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const [index, stage] of starting.stages.entries())
    addStage.run(id, index + 1, stage.label, stage.pence, stage.isBalance ? 1 : 0, stage.dueOn);
  linkOfJob(db, secret, id);
  return { id };
}

/** When the customer cancelled the contract the job came from (within the 14 days), if they did. */
export const cancelledOn = (db: Db, job: Job): Date | null => {
  if (job.quoteId === null) return null;
  const at = db
    .prepare("SELECT cancelled_at FROM written_quotes WHERE id = ?")
    .pluck()
    .get(job.quoteId) as string | null | undefined;
  return at ? new Date(at) : null;
};

/**
 * Sets the day work starts on site (a UK day), or null to say it is not fixed yet; returns how
 * many times it was set, which tells each change apart (back to an earlier day included).
 */
export const setStartDay = (db: Db, jobId: number, day: string | null) =>
  db
    .prepare(
      "UPDATE jobs SET start_on = ?, start_day_changes = start_day_changes + 1 WHERE id = ? RETURNING start_day_changes",
    )
    .pluck()
    .get(day, jobId) as number;
