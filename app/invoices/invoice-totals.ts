import { formatPounds, maxWonValuePence } from "~/lib/pounds";
import { maxLines } from "~/written-quotes/quote-content";
import {
  type PricedLine,
  quoteTotals,
  type VatRate,
  vatRates,
} from "~/written-quotes/quote-totals";
import {
  type CisDeduction,
  type CisRate,
  cisDeduction,
  cisRates,
  type LineKind,
} from "./cis-deduction";

/**
 * An invoice's money, in whole pence (decision 052). The lines' amounts and the VAT are worked
 * out exactly as a quote's (`quoteTotals`, decision 049: VAT once per rate on the sum of the
 * lines at that rate, rounded down), so an invoice made from a quote says what the quote said.
 * Then the construction rules: under the reverse charge the VAT is shown but not charged; under
 * CIS the contractor's deduction comes off what we expect to be paid; and what earlier receipts
 * or invoices already covered comes off too.
 */

export interface InvoiceLine extends PricedLine {
  description: string;
  /** How the line counts under CIS; "other" counts as labour there. */
  kind: LineKind;
}

/** How an invoice is charged, fixed when it is issued; a credit note against it follows it. */
export interface InvoiceTerms {
  firmVatRegistered: boolean;
  /** From `reverseCharge`: the VAT is shown, not charged. */
  reverseCharge: boolean;
  /** The contractor's deduction rate when we work for it under CIS; null otherwise. */
  cisRate: CisRate | null;
}

/** What earlier receipts or invoices already covered of the work an invoice lists. */
export interface Covered {
  /** VAT included. */
  pence: number;
  /** The VAT those documents already accounted for. */
  vatPence: number;
}

export const nothingCovered: Covered = { pence: 0, vatPence: 0 };

export interface AtRate {
  rate: VatRate;
  /** The lines' amounts at this rate, before VAT. */
  netPence: number;
  /** The VAT worked out on them (shown; under the reverse charge not charged). */
  vatPence: number;
}

export interface InvoiceTotals {
  lineAmountsPence: number[];
  /** One entry per rate used, highest first; "none" alone when the firm is not registered. */
  byRate: AtRate[];
  netPence: number;
  vatPence: number;
  /** The VAT the customer pays to HMRC under the reverse charge: shown, not in the total. */
  reverseChargeVatPence: number;
  vatChargedPence: number;
  /** The total charged: before VAT, plus the VAT charged. */
  grossPence: number;
  cis: CisDeduction | null;
  earlier: Covered;
  /** What we expect to be paid: the total, less the CIS deduction, less what was covered. */
  duePence: number;
}

export type InvoiceResult = { ok: true; totals: InvoiceTotals } | { ok: false; reason: string };

const isAmount = (value: number) => Number.isSafeInteger(value) && value >= 0;

function refusedLines(lines: readonly InvoiceLine[], terms: InvoiceTerms): string | null {
  if (lines.length === 0) return "An invoice needs at least one line.";
  if (lines.length > maxLines) return `At most ${maxLines} lines.`;
  if (lines.some((line) => !isAmount(line.quantityHundredths) || !isAmount(line.unitPricePence)))
    return "Quantities and prices cannot be below nothing.";
  const rates: readonly string[] = vatRates;
  if (terms.firmVatRegistered && lines.some((line) => !rates.includes(line.vatRate)))
    return "Every line needs a VAT rate: 20%, 5% or 0%.";
  if (!terms.firmVatRegistered && lines.some((line) => line.vatRate !== "none"))
    return "We are not VAT registered, so no line can carry VAT.";
  if (!terms.firmVatRegistered && terms.reverseCharge)
    return "We are not VAT registered, so the reverse charge cannot apply.";
  if (terms.cisRate !== null && !cisRates.includes(terms.cisRate))
    return "The CIS deduction is 20%, 30% or 0%, as the contractor verified us.";
  return null;
}

function refusedEarlier(earlier: Covered, totals: InvoiceTotals): string | null {
  if (!isAmount(earlier.pence) || !isAmount(earlier.vatPence))
    return "What was paid before cannot be below nothing.";
  if (earlier.vatPence > earlier.pence)
    return "The VAT paid before cannot be more than the payment.";
  if (totals.cis && earlier.pence > 0)
    return "Under CIS each payment has its own deduction: invoice only what has not been paid.";
  if (earlier.vatPence > totals.vatChargedPence)
    return `The VAT paid before (${formatPounds(earlier.vatPence)}) is more than this invoice charges.`;
  if (earlier.pence > totals.grossPence)
    return `What was paid before (${formatPounds(earlier.pence)}) is more than this invoice: make a credit note instead.`;
  return null;
}

export function invoiceTotals(
  lines: readonly InvoiceLine[],
  terms: InvoiceTerms,
  earlier: Covered = nothingCovered,
): InvoiceResult {
  const refusedLine = refusedLines(lines, terms);
  if (refusedLine) return { ok: false, reason: refusedLine };
  const quote = quoteTotals(lines);
  if (quote.netPence === 0) return { ok: false, reason: "The lines come to nothing." };
  if (quote.netPence > maxWonValuePence)
    return { ok: false, reason: `At most ${formatPounds(maxWonValuePence)} on one invoice.` };
  const byRate: AtRate[] = terms.firmVatRegistered
    ? quote.vat
    : [{ rate: "none", netPence: quote.netPence, vatPence: 0 }];
  const vatChargedPence = terms.reverseCharge ? 0 : quote.vatPence;
  const grossPence = quote.netPence + vatChargedPence;
  const cis =
    terms.cisRate === null
      ? null
      : cisDeduction(
          lines.map((line, index) => ({
            kind: line.kind,
            netPence: quote.lineAmountsPence[index] ?? 0,
          })),
          terms.cisRate,
        );
  const totals: InvoiceTotals = {
    lineAmountsPence: quote.lineAmountsPence,
    byRate,
    netPence: quote.netPence,
    vatPence: quote.vatPence,
    reverseChargeVatPence: terms.reverseCharge ? quote.vatPence : 0,
    vatChargedPence,
    grossPence,
    cis,
    earlier: { ...earlier },
    duePence: grossPence - (cis?.deductionPence ?? 0) - earlier.pence,
  };
  const refusedCover = refusedEarlier(earlier, totals);
  return refusedCover ? { ok: false, reason: refusedCover } : { ok: true, totals };
}
