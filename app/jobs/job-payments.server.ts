import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { formatMoney } from "~/lib/pounds";
import { addDays, formatDate, localDate } from "~/lib/uk-time";
import { contractOf, receiptLines, vatIncluded } from "./job-contract.server";
import { queueToCustomer } from "./job-emails.server";
import { JobError } from "./job-error";
import { moneyOfJob, type Stage, type StagePayment, stagesOfJob } from "./job-money.server";
import type { JobServices } from "./job-services.server";
import { jobById } from "./job-store.server";

/**
 * Money received on a stage of a job, recorded by an owner as it arrives (a stage may be paid in
 * parts), and the customer's receipt for each payment. A payment in advance is a tax point (VAT
 * Notice 700, section 14.2): when the firm is VAT registered the receipt is a VAT receipt,
 * stating the VAT the payment includes, in the contract's own proportion of VAT to total,
 * rounded down to the penny.
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
  writeTransaction(db, () => {
    const job = jobById(db, jobId);
    const stage = job && stagesOfJob(db, job.id, today).find((each) => each.id === stageId);
    if (!job || !stage) throw new JobError("That payment is not one of this job's.", 404);
    if (stage.state === "paid" || stage.dueOn)
      throw new JobError(
        `${stage.label}: already ${stage.state === "paid" ? "paid" : `due by ${formatDate(stage.dueOn ?? today)}`}.`,
      );
    const due = addDays(today, paymentDueDays);
    db.prepare("UPDATE job_stages SET due_on = ? WHERE id = ?").run(due, stage.id);
    queueToCustomer(services, job, {
      kind: "job-payment-due",
      about: `stage ${stage.id}`,
      subject: `Payment due: ${stage.label}, ${formatMoney(stage.leftPence)}`,
      lines: [
        `${stage.label}: ${formatMoney(stage.leftPence)} is now due, by ${formatDate(due)}.`,
        "How to pay, with the reference to use, is on your job's page.",
      ],
      button: "How to pay",
    });
  });
  services.wakeOutbox();
}

export interface Payment {
  jobId: number;
  stageId: number;
  pence: number;
  /** The UK day it arrived. */
  on: string;
  user: ActingUser;
  /**
   * How many payments of the job the owner's page showed, when it says: one recorded since (the
   * same form sent twice by a second tap) refuses this one, for a receipt is never taken back.
   */
  recordedBefore?: number;
}

/** A payment as the pages list it: "£500.00 received on 1 March 2027 (receipt Q-0001-1)". */
export const receivedWords = (payment: StagePayment) =>
  `${formatMoney(payment.pence)} received on ${formatDate(payment.on)} (receipt ${payment.reference})`;

/** A stage in a sentence: "the deposit", "the balance on completion", "“When the roof is on”". */
const stageInWords = (stage: Stage) =>
  stage.isBalance || stage.label === "Deposit"
    ? `the ${stage.label.toLowerCase()}`
    : `“${stage.label}”`;

/**
 * The next receipt's number under a contract's reference: Q-0001-1, Q-0001-2, … one more than
 * the highest ever given under it. Receipts are never deleted (they stay in the accounts when
 * their lead is erased), so this never goes back; those numbered by their stage's position
 * before count too. Taken inside the payment's write transaction.
 */
function nextReceipt(db: Db, reference: string) {
  const prefix = `${reference}-`;
  const highest = db
    .prepare(
      `SELECT coalesce(max(CAST(substr(reference, length(@prefix) + 1) AS INTEGER)), 0)
       FROM job_payments WHERE substr(reference, 1, length(@prefix)) = @prefix
         AND substr(reference, length(@prefix) + 1) GLOB '[0-9]*'
         AND substr(reference, length(@prefix) + 1) NOT GLOB '*[^0-9]*'`,
    )
    .pluck()
    .get({ prefix }) as number;
  return `${prefix}${highest + 1}`;
}

export function recordPayment(services: JobServices, payment: Payment) {
  const { db } = services;
  const now = services.now();
  writeTransaction(db, () => {
    const job = jobById(db, payment.jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    const { stages, leftPence } = moneyOfJob(db, job, localDate(now));
    const stage = stages.find((each) => each.id === payment.stageId);
    if (!stage) throw new JobError("That payment is not one of this job's.", 404);
    const recorded = stages.reduce((sum, each) => sum + each.payments.length, 0);
    if (payment.recordedBefore !== undefined && payment.recordedBefore !== recorded)
      throw new JobError(
        "A payment was recorded on this job since this page was opened (a second tap?): check the payments above, and record this one again only if it is another.",
      );
    if (stage.state === "paid")
      throw new JobError(
        stage.payments.length === 0
          ? `${stage.label}: nothing is left to pay of it.`
          : `${stage.label}: already recorded as paid (receipt ${stage.payments.map((each) => `${each.reference} of ${formatDate(each.on)}`).join(", ")}).`,
      );
    if (payment.pence > leftPence)
      throw new JobError(
        `That is more than is left to pay on the job (${formatMoney(leftPence)}): check the amount.`,
        400,
        "amount",
      );
    if (payment.pence > stage.leftPence) {
      const later = stages.some((each) => each.position > stage.position && each.leftPence > 0);
      throw new JobError(
        `That is more than is left to pay of ${stageInWords(stage)} (${formatMoney(stage.leftPence)}): record the rest against ${later ? "the next payment" : "an earlier payment still to pay"}.`,
        400,
        "amount",
      );
    }
    const contract = contractOf(services, job);
    const reference = nextReceipt(db, contract.reference);
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
    const stillToPay = stage.leftPence - payment.pence;
    queueToCustomer(services, job, {
      kind: "job-receipt",
      about: `payment ${id}`,
      subject: `${registered ? "VAT receipt" : "Receipt"} ${reference}: ${stage.label}, ${contract.title}`,
      lines: [
        `Thank you: we received ${formatMoney(payment.pence)} on ${formatDate(payment.on)}: ${stage.label}.`,
        ...(stillToPay > 0 ? [`${stage.label}: ${formatMoney(stillToPay)} still to pay.`] : []),
        ...receipt,
        "Keep this email as your receipt. Every payment is listed on your job's page.",
      ],
    });
  });
  services.wakeOutbox();
}
