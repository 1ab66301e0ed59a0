import type { QuoteDocument } from "~/written-quotes/quote-document";

/**
 * An invoice or a credit note as the customer reads it, every figure and sentence worked out when
 * it is issued and kept with it: the owner's preview, the list on the customer's page and the PDF
 * render this one object, so they say the same (the quote's way: `QuoteDocument`). Its contents
 * are those of a full VAT invoice (VAT Notice 700/21, section 16).
 */
export interface InvoiceDocument {
  kind: "invoice" | "credit-note";
  /** "VAT invoice", "Invoice" (a firm not VAT registered), "Credit note". */
  heading: string;
  /** "INV-0001", "CN-0001". */
  number: string;
  firm: QuoteDocument["firm"];
  customer: { name: string; address: string; vatNumber: string | null };
  /** What it is for: "Deposit: Rear single-storey extension". */
  title: string;
  /** A credit note's invoice: "Credits invoice INV-0003 of 3 March 2027". */
  credits: string | null;
  /** Long UK dates. The tax point is the day of issue: payments before it had receipts of their own. */
  issuedOn: string;
  taxPoint: string;
  dueOn: string | null;
  lines: QuoteDocument["lines"];
  /** "Total before VAT", "VAT at 20% on £1,000.00", … the last is what is to pay (or credited). */
  totals: { label: string; amount: string }[];
  /** How VAT was worked out, and HMRC's words when the reverse charge applies. */
  vatNote: string;
  /** The job's account: the price agreed with its changes, invoiced or paid before, this one. */
  account: { label: string; amount: string }[];
  /** How to pay, with this number as the reference; none on a credit note. */
  pay: { accountName: string; sortCode: string; accountNumber: string; reference: string } | null;
}
