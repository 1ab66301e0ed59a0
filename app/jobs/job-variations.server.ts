import { createHash } from "node:crypto";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { formatMoney } from "~/lib/pounds";
import { formatDate, formatFullDateTime, localDate } from "~/lib/uk-time";
import { customerOf, queueToCustomer, queueToFirm } from "./job-emails.server";
import { JobError } from "./job-error";
import type { JobServices } from "./job-services.server";
import { type Job, jobById } from "./job-store.server";

/**
 * Changes to the work (variations): an owner proposes one with its price (VAT included; below
 * nothing for work taken out) and its effect on the dates; the customer approves or declines it
 * once on their page, recorded as the quote's acceptance is: the hash of what was shown, the
 * typed name, the time, a keyed hash of the address and the user agent. Only an approved
 * change counts in the job's money: nothing is charged that was not approved this way.
 */

/** What the customer is shown of a change, frozen when proposed: its hash is the record. */
export interface ChangeDocument {
  /** "Change 2". */
  name: string;
  title: string;
  details: string;
  /** "£450.00", or "−£120.00" for work taken out. */
  price: string;
  datesEffect: string;
  proposedOn: string;
}

export type ChangeState = "waiting" | "approved" | "declined" | "withdrawn";

export interface JobChange {
  id: number;
  pence: number;
  document: ChangeDocument;
  documentHash: string;
  state: ChangeState;
  proposedAt: Date;
  answeredAt: Date | null;
  answeredName: string | null;
}

interface Row {
  id: number;
  pence: number;
  document: string;
  documentHash: string;
  proposedAt: string;
  withdrawnAt: string | null;
  answeredAt: string | null;
  approved: number | null;
  answeredName: string | null;
}

const stateOf = (row: Row): ChangeState =>
  row.withdrawnAt
    ? "withdrawn"
    : row.answeredAt === null
      ? "waiting"
      : row.approved === 1
        ? "approved"
        : "declined";

/** The job's changes, newest first. */
export const changesOfJob = (db: Db, jobId: number): JobChange[] =>
  (
    db
      .prepare(
        `SELECT id, pence, document, document_hash AS documentHash, proposed_at AS proposedAt,
         withdrawn_at AS withdrawnAt, answered_at AS answeredAt, approved,
         answered_name AS answeredName FROM job_variations WHERE job_id = ? ORDER BY id DESC`,
      )
      .all(jobId) as Row[]
  ).map((row) => ({
    id: row.id,
    pence: row.pence,
    document: JSON.parse(row.document) as ChangeDocument,
    documentHash: row.documentHash,
    state: stateOf(row),
    proposedAt: new Date(row.proposedAt),
    answeredAt: row.answeredAt === null ? null : new Date(row.answeredAt),
    answeredName: row.answeredName,
  }));

const signedMoney = (pence: number) => (pence < 0 ? `−${formatMoney(-pence)}` : formatMoney(pence));

export interface ProposedChange {
  jobId: number;
  title: string;
  details: string;
  pence: number;
  datesEffect: string;
  user: ActingUser;
}

export function proposeChange(services: JobServices, change: ProposedChange): number {
  const { db } = services;
  const now = services.now();
  const id = writeTransaction(db, () => {
    const job = jobById(db, change.jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    if (job.finishedAt) throw new JobError("This job is finished: a change cannot be added now.");
    const count = db
      .prepare("SELECT count(*) FROM job_variations WHERE job_id = ?")
      .pluck()
      .get(job.id) as number;
    const document: ChangeDocument = {
      name: `Change ${count + 1}`,
      title: change.title,
      details: change.details,
      price: signedMoney(change.pence),
      datesEffect: change.datesEffect,
      proposedOn: formatDate(localDate(now)),
    };
    const json = JSON.stringify(document);
    const id = db
      .prepare(
        `INSERT INTO job_variations (job_id, title, details, pence, dates_effect, proposed_at,
           proposed_by, document, document_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(
        job.id,
        change.title,
        change.details,
        change.pence,
        change.datesEffect,
        new Date(now).toISOString(),
        change.user.email,
        json,
        createHash("sha256").update(json).digest("base64url"),
      ) as number;
    queueToCustomer(services, job, {
      kind: "job-change",
      about: `change ${id}`,
      subject: `A change to the work for you to approve: ${change.title}`,
      lines: [
        `${document.name}: ${change.title}. ${change.pence < 0 ? "It takes" : "It adds"} ${signedMoney(change.pence)} (VAT included).`,
        change.details,
        ...(change.datesEffect ? [`The dates: ${change.datesEffect}`] : []),
        "Nothing changes, and nothing more is charged, unless you approve it on your job's page.",
      ],
      button: "Approve or decline the change",
    });
    return id;
  });
  services.wakeOutbox();
  return id;
}

function changeOf(db: Db, job: Job, changeId: number) {
  const change = changesOfJob(db, job.id).find((each) => each.id === changeId);
  if (!change) throw new JobError("That change is not one of this job's.", 404);
  return change;
}

const answered = (change: JobChange) =>
  new JobError(
    change.state === "withdrawn"
      ? "We withdrew this change: nothing to answer."
      : `This change was already ${change.state} on ${formatFullDateTime(change.answeredAt ?? new Date())}.`,
    change.state === "withdrawn" ? 410 : 409,
  );

export function withdrawChange(
  services: JobServices,
  { jobId, changeId }: { jobId: number; changeId: number },
) {
  const { db } = services;
  const now = services.now();
  writeTransaction(db, () => {
    const job = jobById(db, jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    const change = changeOf(db, job, changeId);
    if (change.state !== "waiting") throw answered(change);
    db.prepare("UPDATE job_variations SET withdrawn_at = ? WHERE id = ?").run(
      new Date(now).toISOString(),
      change.id,
    );
    queueToCustomer(services, job, {
      kind: "job-change-withdrawn",
      about: `change ${change.id}`,
      subject: `Change withdrawn: ${change.document.title}`,
      lines: [
        `We have withdrawn ${change.document.name} (${change.document.title}): nothing changes.`,
      ],
    });
  });
  services.wakeOutbox();
}

export interface ChangeAnswer {
  jobId: number;
  changeId: number;
  approve: boolean;
  /** The hash of the change the page showed: a change edited meanwhile is refused. */
  shownHash: string;
  name: string;
  ipHash: string;
  userAgent: string;
}

/** The customer's answer, once: checked again inside BEGIN IMMEDIATE against the stored row. */
export function answerChange(services: JobServices, answer: ChangeAnswer) {
  const { db } = services;
  const now = services.now();
  const job = writeTransaction(db, () => {
    const job = jobById(db, answer.jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    const change = changeOf(db, job, answer.changeId);
    if (change.state !== "waiting") throw answered(change);
    if (change.documentHash !== answer.shownHash)
      throw new JobError("This change is not the one you were shown: please read it again.");
    const done = db
      .prepare(
        `UPDATE job_variations SET answered_at = ?, approved = ?, answered_name = ?,
           answered_ip_hash = ?, answered_user_agent = ?
           WHERE id = ? AND answered_at IS NULL AND withdrawn_at IS NULL`,
      )
      .run(
        new Date(now).toISOString(),
        answer.approve ? 1 : 0,
        answer.name,
        answer.ipHash,
        answer.userAgent.slice(0, 300),
        change.id,
      ).changes;
    if (done !== 1) throw answered(change);
    const lead = customerOf(services, job);
    const verdict = answer.approve ? "approved" : "declined";
    const when = formatFullDateTime(now);
    queueToCustomer(services, job, {
      kind: `job-change-${verdict}`,
      about: `change ${change.id}`,
      subject: `You ${verdict} ${change.document.name}: ${change.document.title}`,
      lines: [
        `You ${verdict} ${change.document.name} (${change.document.title}, ${change.document.price}) on ${when}, signed "${answer.name}".`,
        answer.approve
          ? "Your job's page shows the new total."
          : "Nothing changes to the work or the price.",
      ],
    });
    queueToFirm(services, job, {
      kind: `job-change-${verdict}-firm`,
      about: `change ${change.id}`,
      subject: `Change ${verdict}: ${lead.firstName} ${lead.lastName}, ${change.document.title}`,
      lines: [
        `${lead.firstName} ${lead.lastName} ${verdict} ${change.document.name} (${change.document.title}, ${change.document.price}) on ${when}, signed "${answer.name}".`,
      ],
    });
    return { ...job, verdict, title: change.document.title };
  });
  services.wakeOutbox();
  services.alert({
    title: `Change ${job.verdict}`,
    body: job.title,
    url: `/owner/jobs/${job.id}`,
    tag: `job-change-${answer.changeId}`,
  });
}
