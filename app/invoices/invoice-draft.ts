import { JobError } from "~/jobs/job-error";
import type { VatRate } from "~/written-quotes/quote-totals";
import type { InvoiceDocument } from "./invoice-document";
import type { IssuedInvoice, MadeFor } from "./invoice-store.server";
import type { InvoiceLine, InvoiceResult, InvoiceTerms, InvoiceTotals } from "./invoice-totals";

/**
 * What the owner asks to make, and the invoice or credit note it comes to before it is issued:
 * for the preview, and again inside the write that issues it (`invoice-drafts.server.ts`).
 */

export type Making =
  | { what: "stage"; stageId: number }
  | { what: "by-hand"; description: string; netPence: number; rate: VatRate }
  | { what: "credit"; invoiceId: number; description: string; netPence: number; rate: VatRate }
  /** The rest of an invoice, credited when the customer cancels the contract. */
  | { what: "cancelled"; invoiceId: number };

export interface Draft {
  kind: "invoice" | "credit-note";
  madeFor: MadeFor;
  stageId: number | null;
  credits: IssuedInvoice | null;
  title: string;
  lines: InvoiceLine[];
  terms: InvoiceTerms;
  totals: InvoiceTotals;
  jobPence: number;
  dueOn: string | null;
  /** As the document shows them; a credit note: as its invoice did. */
  customer: InvoiceDocument["customer"];
  account: { label: string; amount: string }[];
}

/** The rules' refusal, as the reason the owner reads, nothing kept. */
export const refused = (result: InvoiceResult, field?: string) => {
  if (!result.ok) throw new JobError(result.reason, 400, field);
  return result.totals;
};

export const oneLine = (description: string, netPence: number, rate: VatRate): InvoiceLine[] => [
  { description, quantityHundredths: 100, unitPricePence: netPence, vatRate: rate, kind: "other" },
];
