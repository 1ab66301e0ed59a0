import type { Db } from "~/db/database.server";
import type { MoreLeadColumns } from "~/leads/leads-csv.server";
import { amountForCsv, formatMoney } from "~/lib/pounds";
import { localDate, localDateTime } from "~/lib/uk-time";
import { moneyOfJob } from "./job-money.server";
import { type Job, jobOfLead } from "./job-store.server";

/**
 * A lead's job in the leads' CSV, beside its quotes (its money and dates being the customer's
 * data too): one job a lead, so one line a cell; empty cells for a lead with no job. The cells
 * go through the CSV's formula defusing with every other (`leadsToCsv`, lib/csv).
 */

type JobMoney = ReturnType<typeof moneyOfJob>;

/** Pounds that may be below 0 (work taken out): "-120.50". */
const signedAmount = (pence: number) =>
  pence < 0 ? `-${amountForCsv(-pence)}` : amountForCsv(pence);

const columns: [name: string, cell: (job: Job, jobMoney: JobMoney, db: Db) => string][] = [
  ["Job started", (job) => localDateTime(job.startedAt)],
  ["Job start day", (job) => job.startOn ?? ""],
  ["Job finished", (job) => (job.finishedAt ? localDateTime(job.finishedAt) : "")],
  ["Job agreed (£)", (job) => amountForCsv(job.agreedPence)],
  ["Job changes approved (£)", (_, jobMoney) => signedAmount(jobMoney.changesPence)],
  ["Job paid so far (£)", (_, jobMoney) => amountForCsv(jobMoney.paidPence)],
  ["Job still to pay (£)", (_, jobMoney) => signedAmount(jobMoney.leftPence)],
  [
    "Job payments",
    (job, _, db) =>
      (
        db
          .prepare(
            `SELECT reference, pence, received_on AS receivedOn FROM job_payments
             WHERE job_id = ? ORDER BY received_on, id`,
          )
          .all(job.id) as { reference: string; pence: number; receivedOn: string }[]
      )
        .map(
          (payment) =>
            `${payment.reference} ${formatMoney(payment.pence)} on ${payment.receivedOn}`,
        )
        .join(" / "),
  ],
  [
    "Job questions",
    (job, _, db) =>
      String(db.prepare("SELECT count(*) FROM job_questions WHERE job_id = ?").pluck().get(job.id)),
  ],
];

/** The columns the leads' export adds for the jobs, read lead by lead. */
export function jobCsvColumns(db: Db, now = Date.now()): MoreLeadColumns {
  const today = localDate(now);
  return {
    names: columns.map(([name]) => name),
    cellsOf: (leadId) => {
      const job = jobOfLead(db, leadId);
      if (!job) return columns.map(() => "");
      const jobMoney = moneyOfJob(db, job, today);
      return columns.map(([, cell]) => cell(job, jobMoney, db));
    },
  };
}
