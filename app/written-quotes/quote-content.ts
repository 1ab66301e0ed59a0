import type { VatRate } from "./quote-totals";

/**
 * A written quote as the owner wrote it: what is stored for each version, and what a template
 * keeps. Money in whole pence, quantities in hundredths; the totals are always worked out again
 * from the lines (`quote-totals.ts`), never stored from a form.
 */

export interface QuoteLine {
  description: string;
  /** Hundredths of a unit: 2.5 m² is 250. */
  quantityHundredths: number;
  /** "m²", "day", "item"; empty for a lump sum. */
  unit: string;
  unitPricePence: number;
  vatRate: VatRate;
}

/** A payment before the balance: an amount, or a share of the total (whole per cent). */
export type PaymentShare = { kind: "amount"; pence: number } | { kind: "share"; percent: number };

export interface StagePayment {
  /** When it falls due, in words: "When the roof is on". */
  label: string;
  pence: number;
}

export interface QuoteContent {
  /** What the work is, in a line: "Rear single-storey extension". */
  title: string;
  /** Where the work is: the customer's address as the contract names it. */
  siteAddress: string;
  lines: QuoteLine[];
  included: string;
  excluded: string;
  /** When we could start, in words: "Late January 2027". */
  startWindow: string;
  validDays: number;
  deposit: PaymentShare | null;
  stages: StagePayment[];
  customerIsBusiness: boolean;
  /** A new building or a substantial conversion: outside the 14-day cancellation rules. */
  newBuilding: boolean;
}

/** The template of a kind of job: the parts of a quote that repeat, without the customer's. */
export type QuoteTemplate = Omit<QuoteContent, "siteAddress">;

export const maxLines = 60;
export const defaultValidDays = 30;
