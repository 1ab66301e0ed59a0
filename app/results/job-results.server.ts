import { median } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import { jobFiguresOf } from "~/jobs/job-figures.server";
import type { ReportPeriod } from "./report-period";

/**
 * The jobs in Results: the work under way and the money owed now, and of the period the jobs
 * started (what they come to), the money received, how soon work started and finished after
 * the quote was accepted, and the changes the customers approved. From the jobs' own records
 * (the Jobs pages: payments you recorded, changes customers approved), not from the leads.
 */
export interface JobResult {
  /** Now: jobs not finished, and of them those whose work has started on site. */
  inProgress: number;
  onSite: number;
  /** Jobs started in the period, and the price agreed with the changes approved since. */
  started: number;
  agreedPence: number;
  /** Money received in the period, erased customers' payments included. */
  payments: number;
  paidPence: number;
  /** Now: payments due today or before and not received; of them, those past their day. */
  dueStages: number;
  duePence: number;
  lateStages: number;
  latePence: number;
  /** Median calendar days from acceptance to work starting on site, and to the finish; null when none. */
  medianDaysToStart: number | null;
  medianDaysToFinish: number | null;
  /** Changes approved in the period, and their sum (below 0 when work was taken out). */
  changesApproved: number;
  changesPence: number;
}

export function jobResults(db: Db, period: ReportPeriod, today: string): JobResult {
  const figures = jobFiguresOf(db, period, today);
  return {
    inProgress: figures.inProgress,
    onSite: figures.onSite,
    started: figures.started.count,
    agreedPence: figures.started.pence,
    payments: figures.paid.count,
    paidPence: figures.paid.pence,
    dueStages: figures.due.count,
    duePence: figures.due.pence,
    lateStages: figures.late.count,
    latePence: figures.late.pence,
    medianDaysToStart: median(figures.daysToStart),
    medianDaysToFinish: median(figures.daysToFinish),
    changesApproved: figures.changesApproved.count,
    changesPence: figures.changesApproved.pence,
  };
}
