import type { Db } from "~/db/database.server";
import { addDays, localDate, startOfDay } from "~/lib/uk-time";

/**
 * What the site's figures (app/results) read of jobs: the one way in from there. A period is
 * the Results' own (UK calendar days, both in); "now" is the UK day given. A job whose contract
 * the customer cancelled (within the 14 days) is left out of the work and the money agreed or
 * due: it will not be done. Money received is counted all the same, the payments of a job
 * erased with its lead too (kept as accounting records, their job gone).
 */

export interface JobPeriod {
  /** First and last UK day, "YYYY-MM-DD" (a `ReportPeriod` is one). */
  firstDay: string;
  lastDay: string;
}

export interface CountAndPence {
  count: number;
  pence: number;
}

export interface JobFigures {
  /** Jobs not finished now; of them, those whose start day on site is today or before. */
  inProgress: number;
  onSite: number;
  /** Jobs started in the period (quote accepted, or started by hand) and what they come to: the price agreed with the changes approved since. */
  started: CountAndPence;
  /** Payments received in the period, by the day they arrived. */
  paid: CountAndPence;
  /**
   * Now: what is still to pay of the stages not covered whose day is today or before (a stage
   * may be paid in parts); and of them the late ones (day past).
   */
  due: CountAndPence;
  late: CountAndPence;
  /** Calendar days from acceptance to the start on site, a job each, for the starts in the period up to today. */
  daysToStart: number[];
  /** Calendar days from acceptance to the finish, a job each, for the jobs finished in the period. */
  daysToFinish: number[];
  /** Changes the customers approved in the period, and their sum (below 0 when work was taken out). */
  changesApproved: CountAndPence;
}

/** Jobs whose contract stands: started by hand, or their quote not cancelled. */
const liveJobs = `(SELECT j.* FROM jobs j LEFT JOIN written_quotes q ON q.id = j.written_quote_id
  WHERE q.cancelled_at IS NULL)`;

/** The changes approved of job `j`, which its price and its balance take on. */
const changesOfJob = `(SELECT coalesce(sum(v.pence), 0) FROM job_variations v
  WHERE v.job_id = j.id AND v.approved = 1)`;

const dayMs = 24 * 60 * 60 * 1000;
/** Whole calendar days from one UK day to a later one (none if it came first). */
const daysBetween = (first: string, last: string) =>
  Math.max(
    0,
    Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / dayMs),
  );

export function jobFiguresOf(db: Db, period: JobPeriod, today: string): JobFigures {
  const range = {
    firstDay: period.firstDay,
    lastDay: period.lastDay,
    // Instants are stored as ISO strings in UTC: the period's from its first UK midnight.
    from: startOfDay(period.firstDay).toISOString(),
    to: startOfDay(addDays(period.lastDay, 1)).toISOString(),
    today,
  };
  const progress = db
    .prepare(
      `SELECT count(*) AS inProgress, coalesce(sum(start_on <= @today), 0) AS onSite
       FROM ${liveJobs} WHERE finished_at IS NULL`,
    )
    .get(range) as { inProgress: number; onSite: number };
  const started = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(j.agreed_pence + ${changesOfJob}), 0) AS pence
       FROM ${liveJobs} j WHERE j.started_at >= @from AND j.started_at < @to`,
    )
    .get(range) as CountAndPence;
  const paid = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(pence), 0) AS pence FROM job_payments
       WHERE received_on BETWEEN @firstDay AND @lastDay`,
    )
    .get(range) as CountAndPence;
  const owed = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(unpaid), 0) AS pence,
         coalesce(sum(late), 0) AS lateCount, coalesce(sum(CASE WHEN late THEN unpaid END), 0) AS latePence
       FROM (SELECT s.due_on < @today AS late,
               s.pence + CASE WHEN s.is_balance = 1 THEN ${changesOfJob} ELSE 0 END
                 - (SELECT coalesce(sum(p.pence), 0) FROM job_payments p WHERE p.job_stage_id = s.id)
                 AS unpaid
             FROM job_stages s JOIN ${liveJobs} j ON j.id = s.job_id
             WHERE s.due_on <= @today)
       WHERE unpaid > 0`,
    )
    .get(range) as CountAndPence & { lateCount: number; latePence: number };
  const starts = db
    .prepare(
      `SELECT started_at AS startedAt, start_on AS day FROM ${liveJobs}
       WHERE start_on BETWEEN @firstDay AND min(@lastDay, @today)`,
    )
    .all(range) as { startedAt: string; day: string }[];
  const finishes = db
    .prepare(
      `SELECT started_at AS startedAt, finished_at AS finishedAt FROM ${liveJobs}
       WHERE finished_at >= @from AND finished_at < @to`,
    )
    .all(range) as { startedAt: string; finishedAt: string }[];
  const changesApproved = db
    .prepare(
      `SELECT count(*) AS count, coalesce(sum(pence), 0) AS pence FROM job_variations
       WHERE approved = 1 AND answered_at >= @from AND answered_at < @to`,
    )
    .get(range) as CountAndPence;
  return {
    ...progress,
    started,
    paid,
    due: { count: owed.count, pence: owed.pence },
    late: { count: owed.lateCount, pence: owed.latePence },
    daysToStart: starts.map((job) => daysBetween(localDate(new Date(job.startedAt)), job.day)),
    daysToFinish: finishes.map((job) =>
      daysBetween(localDate(new Date(job.startedAt)), localDate(new Date(job.finishedAt))),
    ),
    changesApproved,
  };
}
