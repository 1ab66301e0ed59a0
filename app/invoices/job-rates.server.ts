import type { Db } from "~/db/database.server";
import type { Job } from "~/jobs/job-store.server";
import { quoteTotals, type VatRate, vatOn, vatRates } from "~/written-quotes/quote-totals";
import { quoteById } from "~/written-quotes/written-quote-store.server";
import { netWithin } from "./final-account";
import type { InvoiceLine } from "./invoice-totals";

/**
 * The VAT rates of a job's price and the share of it at each: the accepted quote's lines, or,
 * for a job started by hand, the one rate the VAT the owner gave fits. An amount of the job
 * (VAT included, as the job keeps it) becomes one invoice line per rate in those shares.
 */

export interface RateShare {
  rate: VatRate;
  /** The price at this rate, VAT included. */
  grossPence: number;
}

export function ratesOfJob(db: Db, job: Job): RateShare[] {
  const quote = job.quoteId === null ? null : quoteById(db, job.quoteId);
  if (quote)
    return quoteTotals(quote.content.lines).vat.map((each) => ({
      rate: each.rate,
      grossPence: each.netPence + each.vatPence,
    }));
  const vat = job.agreedVatPence ?? 0;
  const net = job.agreedPence - vat;
  // Within a hundredth of the price before VAT: the owner may have rounded the VAT either way.
  const rate = vatRates.find((each) => Math.abs(vatOn(net * 100, each) - vat * 100) <= net);
  return rate ? [{ rate, grossPence: job.agreedPence }] : [];
}

/**
 * An amount of the job as lines: each rate its share (rounded down, the largest share taking the
 * pennies left), each line the most before VAT whose total is not above its share (`netWithin`).
 */
export function linesOfAmount(
  amountPence: number,
  shares: readonly RateShare[],
  description: string,
): InvoiceLine[] {
  const whole = shares.reduce((sum, share) => sum + share.grossPence, 0);
  const largest = shares.reduce((top, share) => (share.grossPence > top.grossPence ? share : top));
  const parts = shares.map((share) => ({
    rate: share.rate,
    pence: whole === 0 ? 0 : Math.floor((amountPence * share.grossPence) / whole),
  }));
  const given = parts.reduce((sum, part) => sum + part.pence, 0);
  const named = shares.length > 1;
  return parts.flatMap((part) => {
    const pence = part.rate === largest.rate ? part.pence + amountPence - given : part.pence;
    const { netPence } = netWithin(pence, part.rate);
    if (netPence === 0) return [];
    return [
      {
        description: named ? `${description} (the work at ${part.rate}% VAT)` : description,
        quantityHundredths: 100,
        unitPricePence: netPence,
        vatRate: part.rate,
        kind: "other" as const,
      },
    ];
  });
}
