import { takeNumber } from "~/db/number-sequences.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { queueToCustomer } from "~/jobs/job-emails.server";
import { JobError } from "~/jobs/job-error";
import type { JobServices } from "~/jobs/job-services.server";
import { type Job, jobById } from "~/jobs/job-store.server";
import { formatMoney } from "~/lib/pounds";
import { localDate } from "~/lib/uk-time";
import { paymentDetails } from "~/written-quotes/payment-details.server";
import { invoiceDocument } from "./invoice-document.server";
import type { Draft, Making } from "./invoice-draft";
import { draftOf } from "./invoice-drafts.server";
import { creditNoteNumber, invoiceNumber } from "./invoice-numbers";
import { keepInvoice } from "./invoice-store.server";

/**
 * Issuing an invoice or a credit note, in one write: worked out again from what is stored now,
 * its number taken (never reused, no gaps: a refusal gives it back), kept as issued, and the
 * customer emailed the link to their job's page, where its PDF is. One email per document.
 */

/** What the preview shows before the number is taken. */
export const numberToCome = "given when issued";

/** The document `making` would issue today, for the owner to check first. */
export function previewInvoice(services: JobServices, job: Job, making: Making) {
  const today = localDate(services.now());
  const draft = draftOf(services, job, making, today);
  return {
    draft,
    document: invoiceDocument(draft, {
      number: numberToCome,
      on: today,
      company: services.mail().company,
      pay: paymentDetails(services.db),
    }),
  };
}

function emailLines(draft: Draft, number: string, dueOn: string | null) {
  const { totals } = draft;
  return draft.kind === "invoice"
    ? [
        `Your invoice ${number} for ${draft.title}: ${formatMoney(totals.duePence)} to pay${dueOn ? ` by ${dueOn}` : ""}.`,
        "The invoice (PDF) and how to pay, with the reference to use, are on your job's page.",
      ]
    : [
        `Credit note ${number} against invoice ${draft.credits?.number ?? ""}: ${formatMoney(totals.grossPence)} credited.`,
        "The credit note (PDF) is on your job's page.",
      ];
}

/**
 * Issues what `making` makes on the job. `shownDuePence`, what the owner's preview said was to
 * pay (or credited): anything else now (a payment recorded, a change approved meanwhile, a
 * forged figure) is refused, so nothing is issued that was not seen.
 */
export function issueInvoice(
  services: JobServices,
  jobId: number,
  making: Making,
  { shownDuePence, by }: { shownDuePence?: number; by: string },
): { id: number; number: string } {
  const { db } = services;
  const now = services.now();
  const today = localDate(now);
  const issued = writeTransaction(db, () => {
    const job = jobById(db, jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    const draft = draftOf(services, job, making, today);
    if (shownDuePence !== undefined && shownDuePence !== draft.totals.duePence)
      throw new JobError(
        `This now comes to ${formatMoney(draft.totals.duePence)}, not what the preview showed: check it again before issuing.`,
        409,
      );
    const invoice = draft.kind === "invoice";
    const taken = takeNumber(db, invoice ? "invoice" : "credit-note");
    const number = invoice ? invoiceNumber(taken) : creditNoteNumber(taken);
    const document = invoiceDocument(draft, {
      number,
      on: today,
      company: services.mail().company,
      pay: paymentDetails(db),
    });
    const id = keepInvoice(db, {
      ...draft,
      number: taken,
      creditsId: draft.credits?.id ?? null,
      jobId: job.id,
      issuedOn: today,
      issuedAt: now,
      issuedBy: by,
      grossPence: draft.totals.grossPence,
      duePence: draft.totals.duePence,
      document,
    });
    queueToCustomer(services, job, {
      kind: "invoice-sent",
      about: `invoice ${id}`,
      subject: `${document.heading} ${number}: ${job.title}`,
      lines: emailLines(draft, number, document.dueOn),
      button: invoice ? "See the invoice" : "See the credit note",
    });
    return { id, number };
  });
  services.wakeOutbox();
  return issued;
}
