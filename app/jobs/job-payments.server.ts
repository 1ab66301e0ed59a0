import type { ActingUser } from "~/leads/lead-deletion.server";
import { addDays, formatDate, localDate } from "~/lib/uk-time";
import { money } from "~/written-quotes/quote-document.server";
import { contractOf, receiptLines, vatIncluded } from "./job-contract.server";
import { queueToCustomer } from "./job-emails.server";
import { JobError } from "./job-error";
import { moneyOfJob, stagesOfJob } from "./job-money.server";
import type { JobServices } from "./job-services.server";
import { jobById } from "./job-store.server";

/**
 * Money received on a stage of a job, recorded once by an owner, and the customer's receipt.
 * A payment in advance is a tax point (VAT Notice 700, section 14.2): when the firm is VAT
 * registered the receipt is a VAT receipt, stating the VAT the payment includes, in the
 * contract's own proportion of VAT to total, rounded down to the penny.
 */

/** A stage asked for falls due this many days later; past it, unpaid, it is late. */
export const paymentDueDays = 7;

/** "Ask for it now": a stage with no day yet falls due in a week, and the customer is told. */
export function askForPayment(
  services: JobServices,
  { jobId, stageId }: { jobId: number; stageId: number },
) {
  const { db } = services;
  const today = localDate(services.now());
  db.transaction(() => {
    const job = jobById(db, jobId);
    const stage = job && stagesOfJob(db, job.id, today).find((each) => each.id === stageId);
    if (!job || !stage) throw new JobError("That payment is not one of this job's.", 404);
    if (stage.paid || stage.dueOn)
      throw new JobError(
        `${stage.label}: already ${stage.paid ? "paid" : `due by ${formatDate(stage.dueOn ?? today)}`}.`,
      );
    const due = addDays(today, paymentDueDays);
    db.prepare("UPDATE job_stages SET due_on = ? WHERE id = ?").run(due, stage.id);
    queueToCustomer(services, job, {
      kind: "job-payment-due",
      about: `stage ${stage.id}`,
      subject: `Payment due: ${stage.label}, ${money(stage.pence)}`,
      lines: [
        `${stage.label}: ${money(stage.pence)} is now due, by ${formatDate(due)}.`,
        "How to pay, with the reference to use, is on your job's page.",
      ],
      button: "How to pay",
    });
  }).immediate();
  services.wakeOutbox();
}

export interface Payment {
  jobId: number;
  stageId: number;
  pence: number;
  /** The UK day it arrived. */
  on: string;
  user: ActingUser;
}

export function recordPayment(services: JobServices, payment: Payment) {
  const { db } = services;
  const now = services.now();
  db.transaction(() => {
    const job = jobById(db, payment.jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    const stage = stagesOfJob(db, job.id, localDate(now)).find(
      (each) => each.id === payment.stageId,
    );
    if (!stage) throw new JobError("That payment is not one of this job's.", 404);
    if (stage.paid)
      throw new JobError(
        `${stage.label}: already recorded as paid on ${formatDate(stage.paid.on)} (receipt ${stage.paid.reference}).`,
      );
    const { leftPence } = moneyOfJob(db, job, localDate(now));
    if (payment.pence > leftPence)
      throw new JobError(
        `That is more than is left to pay on the job (${money(leftPence)}): check the amount.`,
        400,
      );
    const contract = contractOf(services, job);
    const reference = `${contract.reference}-${stage.position}`;
    const registered = contract.firm.vatNumber !== null;
    const vat = registered ? vatIncluded(payment.pence, contract) : 0;
    const receipt = receiptLines(contract, {
      reference,
      stage: stage.label,
      pence: payment.pence,
      vat,
      on: formatDate(payment.on),
    });
    const id = db
      .prepare(
        `INSERT INTO job_payments (job_id, job_stage_id, reference, pence, vat_pence, received_on,
         recorded_at, recorded_by, receipt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(
        job.id,
        stage.id,
        reference,
        payment.pence,
        vat,
        payment.on,
        new Date(now).toISOString(),
        payment.user.email,
        receipt.join("\n"),
      ) as number;
    queueToCustomer(services, job, {
      kind: "job-receipt",
      about: `payment ${id}`,
      subject: `${registered ? "VAT receipt" : "Receipt"} ${reference}: ${stage.label}, ${contract.title}`,
      lines: [
        `Thank you: we received ${money(payment.pence)} on ${formatDate(payment.on)}: ${stage.label}.`,
        ...receipt,
        "Keep this email as your receipt. Every payment is listed on your job's page.",
      ],
    });
  }).immediate();
  services.wakeOutbox();
}
