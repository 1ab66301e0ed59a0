import type { Db } from "~/db/database.server";
import { leadContact } from "~/leads/lead-contact.server";
import { formatMoney } from "~/lib/pounds";
import { formatDate, localDate } from "~/lib/uk-time";
import { nextVisits, visitTime } from "./job-dates.server";
import { moneyOfJob } from "./job-money.server";
import { allJobs, cancelledOn } from "./job-store.server";

/**
 * The owner's Jobs page: each job in progress with its next visit, the money due (late said so),
 * and what is waiting (a question to answer, a change the customer has not answered); then the
 * finished ones.
 */
export function jobsPage(db: Db, now: number) {
  const today = localDate(now);
  const unanswered = db.prepare(
    "SELECT count(*) FROM job_questions WHERE job_id = ? AND answer IS NULL",
  );
  const waitingChanges = db.prepare(
    "SELECT count(*) FROM job_variations WHERE job_id = ? AND answered_at IS NULL AND withdrawn_at IS NULL",
  );
  const rows = allJobs(db).map((job) => {
    const lead = leadContact(db, job.leadId);
    const jobMoney = moneyOfJob(db, job, today);
    const [visit] = nextVisits(db, job.id, now);
    const questions = unanswered.pluck().get(job.id) as number;
    const cancelled = cancelledOn(db, job);
    const changes = waitingChanges.pluck().get(job.id) as number;
    return {
      id: job.id,
      title: job.title,
      customer: lead ? `${lead.firstName} ${lead.lastName}` : "",
      finished: job.finishedAt ? formatDate(localDate(job.finishedAt)) : null,
      cancelled: cancelled ? formatDate(localDate(cancelled)) : null,
      startOn: job.startOn ? formatDate(job.startOn) : null,
      nextVisit: visit ? `${visitTime(visit)}: ${visit.whatFor}` : null,
      due: jobMoney.duePence > 0 && !cancelled ? formatMoney(jobMoney.duePence) : null,
      late: jobMoney.late,
      waiting: [
        questions > 0 ? `${questions} question${questions > 1 ? "s" : ""} to answer` : null,
        changes > 0 ? `${changes} change${changes > 1 ? "s" : ""} waiting for the customer` : null,
      ].filter((each): each is string => each !== null),
    };
  });
  return {
    inProgress: rows.filter((row) => !row.finished && !row.cancelled),
    finished: rows.filter((row) => row.finished || row.cancelled),
  };
}
