import type { RouterContextProvider } from "react-router";
import { jobsContext } from "~/jobs/job-services.server";
import { jobById } from "~/jobs/job-store.server";
import { formatMoney } from "~/lib/pounds";
import { formatDate, localDate } from "~/lib/uk-time";
import { invoiceCustomer } from "./invoice-customer.server";
import { stagesToInvoice } from "./invoice-drafts.server";
import { type InvoiceState, jobLedger, type LedgerEntry } from "./invoice-ledger.server";
import { fixedCompensationPence } from "./late-payment";
import { vatSummary } from "./vat-summary";

/**
 * The Invoices section of the owner's page of a job: each invoice and credit note with where it
 * stands, what can be invoiced now, and the totals. Handed to the page by its route, since jobs
 * never import invoices.
 */

export const stateWords: Record<InvoiceState, string> = {
  paid: "Paid",
  due: "Due",
  overdue: "Overdue",
  credited: "Credited",
  credit: "Credit note",
};

/** Where a document stands, in a line: "due by 12 April 2027", "£500.00 of it still to pay". */
export function standing(entry: LedgerEntry, entries: readonly LedgerEntry[]) {
  const { invoice, state, leftPence } = entry;
  if (state === "credit")
    return `against ${entries.find((each) => each.invoice.id === invoice.creditsId)?.invoice.number ?? "an invoice"}`;
  if (state === "paid") return "";
  if (state === "credited") return "by credit note";
  const part = leftPence < invoice.duePence ? `${formatMoney(leftPence)} still to pay, ` : "";
  const day = invoice.dueOn ? formatDate(invoice.dueOn) : "";
  return `${part}${state === "overdue" ? `overdue since ${day}` : `due by ${day}`}`;
}

export const pdfName = (number: string) => `${number}.pdf`;

export function ownerInvoices(context: Readonly<RouterContextProvider>, jobId: number) {
  const services = context.get(jobsContext);
  const job = jobById(services.db, jobId);
  if (!job) return null;
  const today = localDate(services.now());
  const { entries } = jobLedger(services.db, job.id, today);
  const business = invoiceCustomer(services.db, job).isBusiness;
  const summary = vatSummary(
    entries.map(({ invoice }) => ({
      kind: invoice.kind,
      reverseCharge: invoice.terms.reverseCharge,
      totals: invoice.totals,
    })),
  );
  const base = `/owner/jobs/${job.id}`;
  return {
    documents: entries.map((entry) => ({
      id: entry.invoice.id,
      number: entry.invoice.number,
      title: entry.invoice.document.title,
      issuedOn: entry.invoice.document.issuedOn,
      total: formatMoney(entry.invoice.grossPence),
      state: entry.state,
      stateWords: stateWords[entry.state],
      standing: standing(entry, entries),
      // The Late Payment Act's fixed sum, a business's only (decision 052).
      lateNote:
        entry.state === "overdue" && business
          ? `As a business, they owe ${formatMoney(fixedCompensationPence(entry.leftPence))} compensation besides, and interest (Late Payment Act).`
          : null,
      pdf: `${base}/invoices/${pdfName(entry.invoice.number)}`,
      credit:
        entry.invoice.kind === "invoice" && entry.state !== "credited"
          ? `${base}/invoice?credit=${entry.invoice.id}`
          : null,
    })),
    toInvoice: stagesToInvoice(services, job, today).map((stage) => ({
      label: stage.isBalance ? "the final account" : stage.label,
      amount: formatMoney(stage.invoicePence),
      href: `${base}/invoice?stage=${stage.id}`,
    })),
    byHand: `${base}/invoice?by-hand`,
    customer: `${base}/invoice?customer`,
    totals: {
      invoiced: formatMoney(
        entries.reduce(
          (sum, { invoice }) =>
            sum + (invoice.kind === "invoice" ? invoice.grossPence : -invoice.grossPence),
          0,
        ),
      ),
      vat: entries.some(({ invoice }) => invoice.terms.firmVatRegistered)
        ? formatMoney(summary.outputVatPence)
        : null,
      toPay: formatMoney(entries.reduce((sum, entry) => sum + entry.leftPence, 0)),
    },
  };
}

export type OwnerInvoices = NonNullable<ReturnType<typeof ownerInvoices>>;
