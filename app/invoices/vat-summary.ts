import { type VatRate, vatRates } from "~/written-quotes/quote-totals";
import type { AtRate, InvoiceTotals } from "./invoice-totals";

/**
 * The VAT of a period, for the accountant (decision 052): sales before VAT and output VAT by
 * rate, credit notes taken off; the reverse-charge sales apart (their VAT is the customers' to
 * pay, so none of it is ours); the payments in advance whose VAT receipts were their own tax
 * point (VAT Notice 700, 14.2); and, taken off, what the period's invoices show that receipts or
 * invoices before them already accounted for. The totals are the sum of the documents, to the
 * penny: Box 6 (sales before VAT) and Box 1 (VAT due on sales) of the return, from these alone.
 */

export type BookedDocument =
  | {
      kind: "invoice" | "credit-note";
      reverseCharge: boolean;
      totals: Pick<InvoiceTotals, "byRate" | "earlier">;
    }
  /** A payment in advance with its VAT receipt: VAT included, and the VAT in it. */
  | { kind: "receipt"; pence: number; vatPence: number };

export interface VatSummary {
  /** Sales charged with VAT, by rate, highest first. */
  byRate: AtRate[];
  /** Reverse-charge sales, by rate: the VAT is what the customers pay to HMRC. */
  reverseCharge: AtRate[];
  receipts: { netPence: number; vatPence: number };
  accountedBefore: { netPence: number; vatPence: number };
  salesBeforeVatPence: number;
  outputVatPence: number;
}

const rateOrder: readonly VatRate[] = [...vatRates, "none"];

function addTo(rows: Map<VatRate, AtRate>, { rate, netPence, vatPence }: AtRate, sign: 1 | -1) {
  const row = rows.get(rate) ?? { rate, netPence: 0, vatPence: 0 };
  rows.set(rate, {
    rate,
    netPence: row.netPence + sign * netPence,
    vatPence: row.vatPence + sign * vatPence,
  });
}

const inOrder = (rows: Map<VatRate, AtRate>) =>
  rateOrder.flatMap((rate) => {
    const row = rows.get(rate);
    return row ? [row] : [];
  });

const sum = (rows: AtRate[], key: "netPence" | "vatPence") =>
  rows.reduce((total, row) => total + row[key], 0);

export function vatSummary(documents: readonly BookedDocument[]): VatSummary {
  const charged = new Map<VatRate, AtRate>();
  const reversed = new Map<VatRate, AtRate>();
  const receipts = { netPence: 0, vatPence: 0 };
  const accountedBefore = { netPence: 0, vatPence: 0 };
  for (const document of documents) {
    if (document.kind === "receipt") {
      receipts.netPence += document.pence - document.vatPence;
      receipts.vatPence += document.vatPence;
      continue;
    }
    const sign = document.kind === "invoice" ? 1 : -1;
    for (const row of document.totals.byRate)
      addTo(document.reverseCharge ? reversed : charged, row, sign);
    const { pence, vatPence } = document.totals.earlier;
    accountedBefore.netPence += sign * (pence - vatPence);
    accountedBefore.vatPence += sign * vatPence;
  }
  const byRate = inOrder(charged);
  const reverseCharge = inOrder(reversed);
  return {
    byRate,
    reverseCharge,
    receipts,
    accountedBefore,
    salesBeforeVatPence:
      sum(byRate, "netPence") +
      sum(reverseCharge, "netPence") +
      receipts.netPence -
      accountedBefore.netPence,
    outputVatPence: sum(byRate, "vatPence") + receipts.vatPence - accountedBefore.vatPence,
  };
}
