import { JobError } from "~/jobs/job-error";
import type { JobServices } from "~/jobs/job-services.server";
import type { Job } from "~/jobs/job-store.server";
import { formatDate } from "~/lib/uk-time";
import { creditNoteTotals, leftToCreditAt } from "./credit-notes";
import { type Draft, type Making, oneLine, refused } from "./invoice-draft";
import { invoiceById, invoicesOfJob } from "./invoice-store.server";

/**
 * A credit note against one of the job's invoices, on its terms: what the owner typed, or, when
 * the contract is cancelled, all that is left to credit at each rate.
 */
export function creditDraft(
  services: JobServices,
  job: Job,
  making: Extract<Making, { what: "credit" | "cancelled" }>,
  today: string,
): Draft {
  const invoice = invoiceById(services.db, making.invoiceId);
  if (!invoice || invoice.jobId !== job.id || invoice.kind !== "invoice")
    throw new JobError("That invoice is not one of this job's.", 404);
  const credits = invoicesOfJob(services.db, job.id).filter(
    (each) => each.creditsId === invoice.id,
  );
  const credited = {
    terms: invoice.terms,
    totals: invoice.totals,
    credits: credits.map((each) => each.totals),
  };
  const lines =
    making.what === "credit"
      ? oneLine(making.description, making.netPence, making.rate)
      : invoice.totals.byRate.flatMap(({ rate }) => {
          const left = leftToCreditAt(credited, rate);
          const words = `Refund: contract cancelled on ${formatDate(today)}`;
          return left > 0
            ? oneLine(
                invoice.totals.byRate.length > 1 ? `${words} (at ${rate}%)` : words,
                left,
                rate,
              )
            : [];
        });
  if (lines.length === 0)
    throw new JobError(`Nothing is left to credit on ${invoice.number}.`, 409);
  const totals = refused(creditNoteTotals(lines, credited), "amount");
  const creditedBefore = credits.reduce((sum, each) => sum + each.jobPence, 0);
  const after = { ...credited, credits: [...credited.credits, totals] };
  const all = invoice.totals.byRate.every(({ rate }) => leftToCreditAt(after, rate) === 0);
  return {
    kind: "credit-note",
    madeFor: making.what,
    stageId: invoice.stageId,
    credits: invoice,
    title: `Credit against invoice ${invoice.number}: ${job.title}`,
    lines,
    terms: invoice.terms,
    totals,
    // The whole rest credited takes back all the invoice stood for, the penny netWithin left too.
    jobPence: all ? invoice.jobPence - creditedBefore : totals.netPence + totals.vatPence,
    dueOn: null,
    customer: invoice.document.customer,
    account: [],
  };
}
