import { JobError } from "~/jobs/job-error";
import { type Stage, stagesOfJob } from "~/jobs/job-money.server";
import { paymentDueDays } from "~/jobs/job-payments.server";
import type { JobServices } from "~/jobs/job-services.server";
import { cancelledOn, type Job } from "~/jobs/job-store.server";
import { changesOfJob } from "~/jobs/job-variations.server";
import { formatMoney } from "~/lib/pounds";
import { addDays } from "~/lib/uk-time";
import { creditDraft } from "./credit-drafts.server";
import { type ApprovedChange, stageInvoicePence } from "./final-account";
import { invoiceCustomer, termsFor } from "./invoice-customer.server";
import { type Draft, type Making, oneLine, refused } from "./invoice-draft";
import { jobLedger } from "./invoice-ledger.server";
import { type InvoiceLine, invoiceTotals } from "./invoice-totals";
import { linesOfAmount, type RateShare, ratesOfJob } from "./job-rates.server";

/**
 * An invoice worked out from the job before it is issued: a stage asked for (the balance: the
 * final account), or one by hand. A credit note is `credit-drafts.server.ts`'s. Each refusal is
 * a JobError with its reason, nothing kept.
 */

function chargedOn(services: JobServices, job: Job, lines: InvoiceLine[]) {
  const customer = invoiceCustomer(services.db, job);
  if (customer.address === "")
    throw new JobError("Give the customer's address first: “Who the invoices are to”.", 409);
  const registered = Boolean(services.mail().company.vatNumber);
  const { terms } = termsFor(
    customer,
    registered,
    lines.map((line) => line.vatRate),
  );
  const shown = {
    name: customer.name,
    address: customer.address,
    vatNumber: customer.vatNumber ? `VAT number ${customer.vatNumber}` : null,
  };
  return { customer: shown, terms };
}

function shares(services: JobServices, job: Job): RateShare[] {
  if (!services.mail().company.vatNumber) return [{ rate: "none", grossPence: 1 }];
  const rates = ratesOfJob(services.db, job);
  if (rates.length === 0)
    throw new JobError(
      "This job's price was agreed without VAT, or at rates we cannot tell apart: make the invoice by hand.",
      409,
    );
  return rates;
}

/** What each stage asked for (the balance: once the job is finished) would be invoiced now. */
function stageAmounts(services: JobServices, job: Job, today: string) {
  const { db } = services;
  const ledger = jobLedger(db, job.id, today);
  const changes: ApprovedChange[] = changesOfJob(db, job.id)
    .filter((change) => change.state === "approved")
    .map((change) => ({
      label: `${change.document.name}: ${change.document.title}`,
      pence: change.pence,
    }));
  const account = { agreedPence: job.agreedPence, changes, invoicedPence: ledger.documentedPence };
  const amountOf = (stage: Stage) =>
    stageInvoicePence({ ...stage, invoicedPence: ledger.documentedOf(stage.id) }, account);
  return { ledger, changes, amountOf };
}

/** The stages the owner can invoice now, with what each invoice would stand for. */
export function stagesToInvoice(services: JobServices, job: Job, today: string) {
  if (cancelledOn(services.db, job)) return [];
  const { amountOf } = stageAmounts(services, job, today);
  return stagesOfJob(services.db, job.id, today).flatMap((stage) => {
    const amount = amountOf(stage);
    return amount.ok ? [{ ...stage, invoicePence: amount.value }] : [];
  });
}

function invoiceDraft(services: JobServices, job: Job, stage: Stage, today: string): Draft {
  const { ledger, changes, amountOf } = stageAmounts(services, job, today);
  const amount = amountOf(stage);
  if (!amount.ok) throw new JobError(amount.reason, 409);
  const title = `${stage.isBalance ? "Final account" : stage.label}: ${job.title}`;
  const lines = linesOfAmount(amount.value, shares(services, job), title);
  const { customer, terms } = chargedOn(services, job, lines);
  const total = job.agreedPence + changes.reduce((sum, change) => sum + change.pence, 0);
  return {
    kind: "invoice",
    madeFor: stage.isBalance ? "final" : "stage",
    stageId: stage.id,
    credits: null,
    title,
    lines,
    terms,
    totals: refused(invoiceTotals(lines, terms)),
    jobPence: amount.value,
    dueOn: stage.dueOn && stage.dueOn > today ? stage.dueOn : addDays(today, paymentDueDays),
    customer,
    account: [
      { label: "Price agreed", amount: formatMoney(job.agreedPence) },
      ...changes.map((change) => ({ label: change.label, amount: formatMoney(change.pence) })),
      ...(changes.length > 0 ? [{ label: "The job comes to", amount: formatMoney(total) }] : []),
      { label: "Invoiced or paid before", amount: formatMoney(ledger.documentedPence) },
      { label: "This invoice", amount: formatMoney(amount.value) },
      {
        label: "Left after this invoice",
        amount: formatMoney(Math.max(0, total - ledger.documentedPence - amount.value)),
      },
    ],
  };
}

/** What `making` would issue on the job today, or why it cannot be made. */
export function draftOf(services: JobServices, job: Job, making: Making, today: string): Draft {
  if (making.what === "credit" || making.what === "cancelled")
    return creditDraft(services, job, making, today);
  if (cancelledOn(services.db, job))
    throw new JobError("The customer cancelled this contract: there is nothing to invoice.", 410);
  const stages = stagesOfJob(services.db, job.id, today);
  if (making.what === "stage") {
    const stage = stages.find((each) => each.id === making.stageId);
    if (!stage) throw new JobError("That payment is not one of this job's.", 404);
    return invoiceDraft(services, job, stage, today);
  }
  const lines = oneLine(making.description, making.netPence, making.rate);
  const { customer, terms } = chargedOn(services, job, lines);
  const totals = refused(invoiceTotals(lines, terms));
  const balance = stages.find((stage) => stage.isBalance) ?? stages.at(-1);
  return {
    kind: "invoice",
    madeFor: "by-hand",
    stageId: balance?.id ?? null,
    credits: null,
    title: `${making.description}: ${job.title}`,
    lines,
    terms,
    totals,
    jobPence: totals.netPence + totals.vatPence,
    dueOn: addDays(today, paymentDueDays),
    customer,
    account: [],
  };
}
