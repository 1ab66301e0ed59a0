import { describe, expect, it } from "vitest";
import { creditNoteTotals } from "./credit-notes";
import { type Covered, type InvoiceLine, type InvoiceTerms, invoiceTotals } from "./invoice-totals";
import { type BookedDocument, vatSummary } from "./vat-summary";

const line = (pounds: number, vatRate: InvoiceLine["vatRate"] = "20"): InvoiceLine => ({
  description: "Work",
  quantityHundredths: 100,
  unitPricePence: pounds * 100,
  vatRate,
  kind: "labour",
});

const normal: InvoiceTerms = { firmVatRegistered: true, reverseCharge: false, cisRate: null };

function invoice(lines: InvoiceLine[], terms = normal, earlier?: Covered) {
  const result = invoiceTotals(lines, terms, earlier);
  if (!result.ok) throw new Error(result.reason);
  return result.totals;
}

describe("the VAT of a period", () => {
  it("adds the period's documents by rate, credit notes taken off, reverse charge apart", () => {
    const kitchen = invoice([line(1_000), line(400, "5")]);
    const refund = creditNoteTotals([line(100)], { terms: normal, totals: kitchen, credits: [] });
    if (!refund.ok) throw new Error(refund.reason);
    const documents: BookedDocument[] = [
      { kind: "invoice", reverseCharge: false, totals: kitchen },
      { kind: "credit-note", reverseCharge: false, totals: refund.totals },
      {
        kind: "invoice",
        reverseCharge: true,
        totals: invoice([line(2_000)], { ...normal, reverseCharge: true }),
      },
      { kind: "invoice", reverseCharge: false, totals: invoice([line(3_000, "0")]) },
    ];
    expect(vatSummary(documents)).toEqual({
      byRate: [
        { rate: "20", netPence: 90_000, vatPence: 18_000 },
        { rate: "5", netPence: 40_000, vatPence: 2_000 },
        { rate: "0", netPence: 300_000, vatPence: 0 },
      ],
      reverseCharge: [{ rate: "20", netPence: 200_000, vatPence: 40_000 }],
      receipts: { netPence: 0, vatPence: 0 },
      accountedBefore: { netPence: 0, vatPence: 0 },
      salesBeforeVatPence: 630_000,
      outputVatPence: 20_000,
    });
  });

  // VAT Notice 700, 14.2: a payment in advance is a tax point, so the deposit's VAT receipt
  // accounts for its VAT when paid; the invoice that later shows the whole work takes it off.
  it("counts a deposit's VAT once: on its receipt, taken off the invoice that covers it", () => {
    const deposit = { kind: "receipt" as const, pence: 120_000, vatPence: 20_000 };
    const whole = invoice([line(5_000)], normal, { pence: 120_000, vatPence: 20_000 });
    expect(whole.duePence).toBe(480_000);
    const spring = vatSummary([deposit]);
    const summer = vatSummary([{ kind: "invoice", reverseCharge: false, totals: whole }]);
    expect([spring.salesBeforeVatPence, spring.outputVatPence]).toEqual([100_000, 20_000]);
    expect(summer.accountedBefore).toEqual({ netPence: 100_000, vatPence: 20_000 });
    expect([summer.salesBeforeVatPence, summer.outputVatPence]).toEqual([400_000, 80_000]);
    expect(spring.outputVatPence + summer.outputVatPence).toBe(whole.vatPence);
  });

  it("is empty for a period without documents", () => {
    expect(vatSummary([])).toMatchObject({ byRate: [], salesBeforeVatPence: 0, outputVatPence: 0 });
  });
});
