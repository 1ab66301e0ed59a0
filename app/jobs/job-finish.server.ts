import { writeTransaction } from "~/db/write-transaction.server";
import { formatMoney } from "~/lib/pounds";
import { addDays, formatDate, localDate } from "~/lib/uk-time";
import { cancelPlannedVisits } from "./job-dates.server";
import { queueToCustomer } from "./job-emails.server";
import { JobError } from "./job-error";
import { moneyOfJob } from "./job-money.server";
import { paymentDueDays } from "./job-payments.server";
import type { JobServices } from "./job-services.server";
import { jobById } from "./job-store.server";

/**
 * "Job finished": once, by the firm. What is left to pay falls due (in a week, unless a day was
 * set), the
 * visits still planned go, and the customer is told what is left to pay and where their
 * documents are. Asking for a review and putting the job on the website are the owner's next
 * taps, from the job's page.
 */
export function finishJob(services: JobServices, jobId: number) {
  const { db } = services;
  const now = services.now();
  const today = localDate(now);
  writeTransaction(db, () => {
    const job = jobById(db, jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    if (job.finishedAt)
      throw new JobError(`This job was finished on ${formatDate(localDate(job.finishedAt))}.`);
    db.prepare("UPDATE jobs SET finished_at = ? WHERE id = ?").run(
      new Date(now).toISOString(),
      job.id,
    );
    db.prepare("UPDATE job_stages SET due_on = ? WHERE job_id = ? AND due_on IS NULL").run(
      addDays(today, paymentDueDays),
      job.id,
    );
    const visits = cancelPlannedVisits(services, job);
    const left = moneyOfJob(db, job, today);
    const unpaid = left.stages.filter((stage) => stage.state !== "paid");
    queueToCustomer(services, job, {
      kind: "job-finished",
      about: `job ${job.id}`,
      subject: `Your job is finished: ${job.title}`,
      lines: [
        `We finished ${job.title} on ${formatDate(today)}. Thank you for having us.`,
        ...(unpaid.length > 0
          ? [
              `Still to pay: ${formatMoney(left.leftPence)}${unpaid.at(-1)?.dueOn ? `, by ${formatDate(unpaid.at(-1)?.dueOn ?? today)}` : ""}. How to pay is on your job's page.`,
            ]
          : ["Everything is paid: thank you."]),
        ...visits.lines,
        ...(visits.attachments.length > 0
          ? ["The cancellations attached take those visits out of your calendar."]
          : []),
        "The certificates and guarantees to keep are on your job's page, as we add them.",
      ],
      ...(visits.attachments.length > 0 ? { attachments: visits.attachments } : {}),
    });
  });
  services.wakeOutbox();
}
