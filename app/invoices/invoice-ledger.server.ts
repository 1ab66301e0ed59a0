import type { Db } from "~/db/database.server";
import { type IssuedInvoice, invoicesOfJob } from "./invoice-store.server";

/**
 * What a job's invoices stand at, read from its documents and payments, stage by stage in the
 * order things happened: a payment recorded while an invoice of its stage is unpaid pays it (the
 * oldest first); one recorded with none unpaid had its own VAT receipt, a tax point of its own
 * (VAT Notice 700, 14.2), so it counts as documented without an invoice. A credit note takes off
 * its invoice what the customer owes.
 */

export type InvoiceState = "paid" | "due" | "overdue" | "credited" | "credit";

export interface LedgerEntry {
  invoice: IssuedInvoice;
  /** What is still to pay of an invoice (0 for a credit note). */
  leftPence: number;
  state: InvoiceState;
}

export interface JobLedger {
  entries: LedgerEntry[];
  /** What of a stage's price invoices (less credit notes) and receipts of their own cover. */
  documentedOf: (stageId: number) => number;
  documentedPence: number;
}

interface Payment {
  stageId: number | null;
  pence: number;
  at: string;
}

type Event = { at: string; invoice: IssuedInvoice } | { at: string; payment: Payment };

/** At the same instant a document comes before a payment; documents keep their order. */
const rank = (event: Event) => ("invoice" in event ? 0 : 1);

export function jobLedger(db: Db, jobId: number, today: string): JobLedger {
  const documents = invoicesOfJob(db, jobId);
  const payments = db
    .prepare(
      "SELECT job_stage_id AS stageId, pence, recorded_at AS at FROM job_payments WHERE job_id = ?",
    )
    .all(jobId) as Payment[];
  const events: Event[] = [
    ...documents.map((invoice) => ({ at: invoice.issuedAt.toISOString(), invoice })),
    ...payments.map((payment) => ({ at: payment.at, payment })),
  ].sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b));
  const left = new Map<number, number>();
  const documented = new Map<number, number>();
  const add = (stageId: number | null, pence: number) => {
    if (stageId !== null) documented.set(stageId, (documented.get(stageId) ?? 0) + pence);
  };
  for (const event of events) {
    if ("invoice" in event) {
      const { invoice } = event;
      add(invoice.stageId, invoice.kind === "invoice" ? invoice.jobPence : -invoice.jobPence);
      if (invoice.kind === "invoice") left.set(invoice.id, invoice.duePence);
      else if (invoice.creditsId !== null)
        left.set(
          invoice.creditsId,
          Math.max(0, (left.get(invoice.creditsId) ?? 0) - invoice.duePence),
        );
      continue;
    }
    let rest = event.payment.pence;
    for (const invoice of documents) {
      if (rest === 0) break;
      const owed = left.get(invoice.id) ?? 0;
      if (invoice.stageId !== event.payment.stageId || owed === 0) continue;
      const paid = Math.min(owed, rest);
      left.set(invoice.id, owed - paid);
      rest -= paid;
    }
    add(event.payment.stageId, rest);
  }
  const credited = (invoice: IssuedInvoice) =>
    documents
      .filter((each) => each.creditsId === invoice.id)
      .reduce((sum, each) => sum + each.totals.netPence, 0) >= invoice.totals.netPence;
  const entries = documents.map((invoice): LedgerEntry => {
    const owed = left.get(invoice.id) ?? 0;
    const state: InvoiceState =
      invoice.kind === "credit-note"
        ? "credit"
        : credited(invoice)
          ? "credited"
          : owed === 0
            ? "paid"
            : invoice.dueOn !== null && invoice.dueOn < today
              ? "overdue"
              : "due";
    return { invoice, leftPence: invoice.kind === "invoice" ? owed : 0, state };
  });
  return {
    entries,
    documentedOf: (stageId) => documented.get(stageId) ?? 0,
    documentedPence: [...documented.values()].reduce((sum, pence) => sum + pence, 0),
  };
}
