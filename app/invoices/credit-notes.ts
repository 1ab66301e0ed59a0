import { formatPounds } from "~/lib/pounds";
import type { VatRate } from "~/written-quotes/quote-totals";
import type { LineKind } from "./cis-deduction";
import {
  type InvoiceLine,
  type InvoiceResult,
  type InvoiceTerms,
  type InvoiceTotals,
  invoiceTotals,
} from "./invoice-totals";

/**
 * A credit note: the only way to take something off an issued invoice, which is never edited
 * (decision 052, with HMRC's conditions for a credit note). Its totals are worked out as an
 * invoice's, on the invoice's own terms (its VAT, reverse charge and CIS rate), and it may not
 * take off more, at any rate, than is left uncredited on its invoice.
 */

export interface CreditedInvoice {
  terms: InvoiceTerms;
  totals: InvoiceTotals;
  /** The credit notes already issued against it. */
  credits: readonly InvoiceTotals[];
}

const rateName = (rate: VatRate) => (rate === "none" ? "" : ` at ${rate}%`);

const netAt = (totals: InvoiceTotals, rate: VatRate) =>
  totals.byRate.find((entry) => entry.rate === rate)?.netPence ?? 0;

const cisPart = (totals: InvoiceTotals, kind: Exclude<LineKind, "other">) =>
  kind === "materials" ? (totals.cis?.materialsPence ?? 0) : (totals.cis?.labourPence ?? 0);

/** What is left to credit on an invoice at a rate, before VAT. */
export const leftToCreditAt = (invoice: CreditedInvoice, rate: VatRate) =>
  invoice.credits.reduce((left, credit) => left - netAt(credit, rate), netAt(invoice.totals, rate));

function refusedCredit(credit: InvoiceTotals, invoice: CreditedInvoice): string | null {
  for (const { rate, netPence } of credit.byRate) {
    const left = leftToCreditAt(invoice, rate);
    if (netPence > left)
      return left === 0
        ? `Nothing${rateName(rate)} is left on the invoice to credit.`
        : `Only ${formatPounds(left)}${rateName(rate)} is left on the invoice to credit, before VAT.`;
  }
  for (const kind of ["labour", "materials"] as const) {
    const left = invoice.credits.reduce(
      (sum, each) => sum - cisPart(each, kind),
      cisPart(invoice.totals, kind),
    );
    if (credit.cis && cisPart(credit, kind) > left)
      return `Only ${formatPounds(left)} of ${kind} is left on the invoice to credit.`;
  }
  return null;
}

/** A credit note's totals against its invoice, or why it cannot be made. */
export function creditNoteTotals(
  lines: readonly InvoiceLine[],
  invoice: CreditedInvoice,
): InvoiceResult {
  const result = invoiceTotals(lines, invoice.terms);
  if (!result.ok) return result;
  const refused = refusedCredit(result.totals, invoice);
  return refused ? { ok: false, reason: refused } : result;
}
