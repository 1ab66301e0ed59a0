/**
 * A written quote's money, in whole pence (integers, never floats). How VAT is worked out is
 * decision 049: each line's amount is its quantity times its price, to the nearest penny; VAT is
 * worked out once per rate on the sum of the lines at that rate and rounded down to the penny,
 * which HMRC allows for a whole invoice (VAT Notice 700, section 17.5) and never charges the
 * customer a fraction more.
 */

/** The rates a line can carry: standard, reduced, zero; "none" when the firm is not registered. */
export const vatRates = ["20", "5", "0"] as const;
export type VatRate = (typeof vatRates)[number] | "none";

export interface PricedLine {
  /** Hundredths of a unit: 2.5 m² is 250. */
  quantityHundredths: number;
  unitPricePence: number;
  vatRate: VatRate;
}

export interface VatAtRate {
  rate: Exclude<VatRate, "none">;
  /** The lines' amounts at this rate, before VAT. */
  netPence: number;
  vatPence: number;
}

export interface QuoteTotals {
  lineAmountsPence: number[];
  netPence: number;
  /** One entry per rate used, highest rate first; empty when the firm is not VAT registered. */
  vat: VatAtRate[];
  vatPence: number;
  grossPence: number;
}

/** quantity × price, half a penny and up rounded up (amounts are never negative). */
export const lineAmountPence = ({ quantityHundredths, unitPricePence }: PricedLine) =>
  Math.floor((quantityHundredths * unitPricePence + 50) / 100);

/** The VAT on a net amount at a rate, rounded down to the penny. */
export const vatOn = (netPence: number, rate: Exclude<VatRate, "none">) =>
  Math.floor((netPence * Number(rate)) / 100);

export function quoteTotals(lines: readonly PricedLine[]): QuoteTotals {
  const lineAmountsPence = lines.map(lineAmountPence);
  const netPence = lineAmountsPence.reduce((sum, amount) => sum + amount, 0);
  const vat = vatRates.flatMap((rate) => {
    const atRate = lines.flatMap((line, index) =>
      line.vatRate === rate ? [lineAmountsPence[index] ?? 0] : [],
    );
    if (atRate.length === 0) return [];
    const net = atRate.reduce((sum, amount) => sum + amount, 0);
    return [{ rate, netPence: net, vatPence: vatOn(net, rate) }];
  });
  const vatPence = vat.reduce((sum, { vatPence: atRate }) => sum + atRate, 0);
  return { lineAmountsPence, netPence, vat, vatPence, grossPence: netPence + vatPence };
}
