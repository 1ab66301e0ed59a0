import { type CalendarEvent, eventInvitation, invitationMediaType } from "~/calendars/ics";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { formatClockTime, formatDate, formatFullDateTime } from "~/lib/uk-time";
import type { MailAttachment } from "~/mail/message.server";
import { queueToCustomer } from "./job-emails.server";
import { JobError } from "./job-error";
import type { JobServices } from "./job-services.server";
import { type Job, jobById, setStartDay } from "./job-store.server";

/**
 * What happens next on a job: the day work starts and the firm's visits (who, when, what for),
 * set by the owner on the phone. Each change emails the customer at once, a visit with its
 * calendar invitation (or its cancellation) attached.
 */

export interface JobVisit {
  id: number;
  startsAt: Date;
  endsAt: Date;
  who: string;
  whatFor: string;
  sequence: number;
  cancelledAt: Date | null;
}

interface VisitRow {
  id: number;
  startsAt: string;
  endsAt: string;
  who: string;
  whatFor: string;
  sequence: number;
  cancelledAt: string | null;
}

const visitOfRow = (row: VisitRow): JobVisit => ({
  ...row,
  startsAt: new Date(row.startsAt),
  endsAt: new Date(row.endsAt),
  cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt),
});

const visitColumns = `id, starts_at AS startsAt, ends_at AS endsAt, who, what_for AS whatFor,
  sequence, cancelled_at AS cancelledAt`;

/** The job's visits still to come (or under way), soonest first. */
export const nextVisits = (db: Db, jobId: number, now: number) =>
  (
    db
      .prepare(
        `SELECT ${visitColumns} FROM job_visits
         WHERE job_id = ? AND cancelled_at IS NULL AND ends_at > ? ORDER BY starts_at`,
      )
      .all(jobId, new Date(now).toISOString()) as VisitRow[]
  ).map(visitOfRow);

const visitById = (db: Db, jobId: number, id: number) => {
  const row = db
    .prepare(`SELECT ${visitColumns} FROM job_visits WHERE id = ? AND job_id = ?`)
    .get(id, jobId) as VisitRow | undefined;
  return row ? visitOfRow(row) : null;
};

/** "Tuesday 2 March 2027 at 08:00 to 12:00". */
export const visitTime = (visit: { startsAt: Date; endsAt: Date }) =>
  `${formatFullDateTime(visit.startsAt)} to ${formatClockTime(visit.endsAt)}`;

export function visitEvent(
  services: JobServices,
  job: Job,
  visit: JobVisit,
  status: "CONFIRMED" | "CANCELLED",
): CalendarEvent {
  const mail = services.mail();
  return {
    uid: `job-visit-${visit.id}@${new URL(mail.siteUrl).hostname}`,
    start: visit.startsAt,
    end: visit.endsAt,
    summary: `${mail.company.tradingName}: ${visit.whatFor}`,
    description: `${visit.who}, for ${job.title}.`,
    sequence: visit.sequence,
    status,
  };
}

function openJob(services: JobServices, jobId: number) {
  const job = jobById(services.db, jobId);
  if (!job) throw new JobError("There is no such job.", 404);
  if (job.finishedAt) throw new JobError("This job is finished: nothing more to plan.");
  return job;
}

export function setStart(services: JobServices, { jobId, day }: { jobId: number; day: string }) {
  const { db } = services;
  writeTransaction(db, () => {
    const job = openJob(services, jobId);
    if (job.startOn === day) return;
    const changes = setStartDay(db, job.id, day);
    queueToCustomer(services, job, {
      kind: "job-start-day",
      about: `job ${job.id} start day ${changes}`,
      subject: `${job.startOn ? "New start day" : "Start day"}: ${job.title}`,
      lines: [
        `We start work on ${formatDate(day)}${job.startOn ? ` (not ${formatDate(job.startOn)} as we said before)` : ""}.`,
        "Our visits, with who comes and what for, are on your job's page.",
      ],
    });
  });
  services.wakeOutbox();
}

export interface NewVisit {
  jobId: number;
  startsAt: Date;
  endsAt: Date;
  who: string;
  whatFor: string;
  user: ActingUser;
}

export function addVisit(services: JobServices, visit: NewVisit) {
  const { db } = services;
  const now = services.now();
  writeTransaction(db, () => {
    const job = openJob(services, visit.jobId);
    const id = db
      .prepare(
        `INSERT INTO job_visits (job_id, starts_at, ends_at, who, what_for, set_at, set_by)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(
        job.id,
        visit.startsAt.toISOString(),
        visit.endsAt.toISOString(),
        visit.who,
        visit.whatFor,
        new Date(now).toISOString(),
        visit.user.email,
      ) as number;
    const stored = visitById(db, job.id, id) as JobVisit;
    tellOfVisit(services, job, stored, "CONFIRMED");
  });
  services.wakeOutbox();
}

export function cancelVisit(
  services: JobServices,
  { jobId, visitId }: { jobId: number; visitId: number },
) {
  const { db } = services;
  const now = services.now();
  writeTransaction(db, () => {
    const job = openJob(services, jobId);
    const visit = visitById(db, job.id, visitId);
    if (!visit || visit.cancelledAt) throw new JobError("That visit is not planned any more.", 404);
    db.prepare("UPDATE job_visits SET cancelled_at = ?, sequence = sequence + 1 WHERE id = ?").run(
      new Date(now).toISOString(),
      visit.id,
    );
    tellOfVisit(services, job, { ...visit, sequence: visit.sequence + 1 }, "CANCELLED");
  });
  services.wakeOutbox();
}

/**
 * "Job finished": the visits still planned are cancelled, each with its calendar's cancellation
 * for the email that says the job is finished, so none stays in the customer's calendar.
 */
export function cancelPlannedVisits(services: JobServices, job: Job) {
  const { db } = services;
  const now = new Date(services.now()).toISOString();
  const planned = (
    db
      .prepare(
        `UPDATE job_visits SET cancelled_at = ?, sequence = sequence + 1
         WHERE job_id = ? AND cancelled_at IS NULL AND starts_at > ? RETURNING ${visitColumns}`,
      )
      .all(now, job.id, now) as VisitRow[]
  )
    .map(visitOfRow)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return {
    lines: planned.map(
      (visit) => `Our visit on ${visitTime(visit)} (${visit.whatFor}) is cancelled.`,
    ),
    attachments: planned.map((visit) => calendarFile(services, job, visit, "CANCELLED")),
  };
}

function calendarFile(
  services: JobServices,
  job: Job,
  visit: JobVisit,
  status: "CONFIRMED" | "CANCELLED",
): MailAttachment {
  const event = visitEvent(services, job, visit, status);
  return {
    filename: status === "CANCELLED" ? "visit-cancelled.ics" : "visit.ics",
    content: eventInvitation(event, { stamp: new Date(services.now()) }),
    contentType: invitationMediaType(event),
  };
}

function tellOfVisit(
  services: JobServices,
  job: Job,
  visit: JobVisit,
  status: "CONFIRMED" | "CANCELLED",
) {
  const cancelled = status === "CANCELLED";
  queueToCustomer(services, job, {
    kind: "job-visit",
    about: `visit ${visit.id} sequence ${visit.sequence}`,
    subject: `${cancelled ? "Visit cancelled" : "We come"} ${visitTime(visit)}`,
    lines: cancelled
      ? [
          `Our visit on ${visitTime(visit)} (${visit.whatFor}) is cancelled. We will tell you the new day.`,
        ]
      : [
          `${visit.who} comes on ${visitTime(visit)}: ${visit.whatFor}.`,
          "The invitation attached puts it in your calendar.",
        ],
    attachments: [calendarFile(services, job, visit, status)],
  });
}
