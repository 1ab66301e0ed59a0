import { describe, expect, it } from "vitest";
import { type InvoiceLine, type InvoiceTerms, invoiceTotals } from "./invoice-totals";
import { reverseCharge } from "./reverse-charge";

const line = (
  pounds: number,
  vatRate: InvoiceLine["vatRate"] = "20",
  kind: InvoiceLine["kind"] = "labour",
): InvoiceLine => ({
  description: kind,
  quantityHundredths: 100,
  unitPricePence: pounds * 100,
  vatRate,
  kind,
});

const normal: InvoiceTerms = { firmVatRegistered: true, reverseCharge: false, cisRate: null };

const totalsOf = (...args: Parameters<typeof invoiceTotals>) => {
  const result = invoiceTotals(...args);
  if (!result.ok) throw new Error(result.reason);
  return result.totals;
};

describe("an invoice's totals", () => {
  it("work VAT out per rate on the sum, rounded down, as a quote does (decision 049)", () => {
    const lines = [99, 99, 99].map((pence) => ({ ...line(0), unitPricePence: pence }));
    expect(totalsOf(lines, normal)).toMatchObject({
      netPence: 297,
      vatPence: 59,
      vatChargedPence: 59,
      grossPence: 356,
      duePence: 356,
    });
    const mixed = totalsOf([line(1_000, "5"), line(2_000), line(500, "0")], normal);
    expect(mixed.byRate).toEqual([
      { rate: "20", netPence: 200_000, vatPence: 40_000 },
      { rate: "5", netPence: 100_000, vatPence: 5_000 },
      { rate: "0", netPence: 50_000, vatPence: 0 },
    ]);
    expect(mixed.grossPence).toBe(395_000);
  });

  it("have no VAT at all when the firm is not registered", () => {
    const terms = { ...normal, firmVatRegistered: false };
    expect(totalsOf([line(1_000, "none")], terms)).toMatchObject({
      byRate: [{ rate: "none", netPence: 100_000, vatPence: 0 }],
      vatPence: 0,
      grossPence: 100_000,
    });
  });

  // VATREVCON37100 (Invoices): under the reverse charge the invoice shows the VAT the customer
  // accounts for, but not in the total VAT charged; the customer is charged the net amount.
  it("show the VAT but do not charge it under the reverse charge", () => {
    const terms = { ...normal, reverseCharge: true };
    expect(totalsOf([line(5_000)], terms)).toMatchObject({
      byRate: [{ rate: "20", netPence: 500_000, vatPence: 100_000 }],
      vatPence: 100_000,
      reverseChargeVatPence: 100_000,
      vatChargedPence: 0,
      grossPence: 500_000,
      duePence: 500_000,
    });
  });

  // CIS340 (the deduction is on the payment less VAT and materials) and HMRC's Compliance
  // Operational Guidance COG909250 (VAT-registered subcontractor: the deduction is from the
  // payment excluding VAT, materials taken out before VAT). VAT is on the whole (CISR15100).
  it("take the CIS deduction off what is due, never off the VAT", () => {
    const lines = [line(1_000), line(200, "20", "materials")];
    const charged = totalsOf(lines, { ...normal, cisRate: 20 });
    expect(charged).toMatchObject({ netPence: 120_000, vatPence: 24_000, grossPence: 144_000 });
    expect(charged.cis?.deductionPence).toBe(20_000);
    expect(charged.duePence).toBe(124_000);
  });

  it("under the reverse charge and CIS together: £1,200 charged, £200 deducted, £1,000 due", () => {
    const lines = [line(1_000), line(200, "20", "materials")];
    const rule = reverseCharge({
      firmVatRegistered: true,
      customerIsBusiness: true,
      customerVatRegistered: true,
      reportedUnderCis: true,
      endUserOrIntermediaryInWriting: false,
      rates: lines.map((each) => each.vatRate),
    });
    const totals = totalsOf(lines, { ...normal, reverseCharge: rule.applies, cisRate: 20 });
    expect(totals).toMatchObject({ reverseChargeVatPence: 24_000, grossPence: 120_000 });
    expect(totals.duePence).toBe(100_000);
  });

  it("take off what earlier receipts covered, with the VAT they accounted for", () => {
    const totals = totalsOf([line(10_000)], normal, { pence: 300_000, vatPence: 50_000 });
    expect(totals).toMatchObject({ grossPence: 1_200_000, duePence: 900_000 });
    expect(totals.earlier).toEqual({ pence: 300_000, vatPence: 50_000 });
  });
});

describe("an invoice refused, with the reason", () => {
  const refused = (...args: Parameters<typeof invoiceTotals>) => {
    const result = invoiceTotals(...args);
    return result.ok ? "made" : result.reason;
  };

  it("without lines, or lines that come to nothing", () => {
    expect(refused([], normal)).toBe("An invoice needs at least one line.");
    expect(refused([line(0)], normal)).toBe("The lines come to nothing.");
  });

  it("with a negative or broken amount", () => {
    const negative = "Quantities and prices cannot be below nothing.";
    expect(refused([{ ...line(10), unitPricePence: -100 }], normal)).toBe(negative);
    expect(refused([{ ...line(10), quantityHundredths: -1 }], normal)).toBe(negative);
    expect(refused([{ ...line(10), unitPricePence: 0.5 }], normal)).toBe(negative);
  });

  it("with a rate the firm may not use", () => {
    expect(refused([line(10, "none")], normal)).toBe("Every line needs a VAT rate: 20%, 5% or 0%.");
    const forged = { ...line(10), vatRate: "17.5" } as unknown as InvoiceLine;
    expect(refused([forged], normal)).toBe("Every line needs a VAT rate: 20%, 5% or 0%.");
    expect(refused([line(10)], { ...normal, cisRate: 25 as 20 })).toBe(
      "The CIS deduction is 20%, 30% or 0%, as the contractor verified us.",
    );
    const unregistered = { ...normal, firmVatRegistered: false };
    expect(refused([line(10, "20")], unregistered)).toBe(
      "We are not VAT registered, so no line can carry VAT.",
    );
    expect(refused([line(10, "none")], { ...unregistered, reverseCharge: true })).toBe(
      "We are not VAT registered, so the reverse charge cannot apply.",
    );
  });

  it("over £10,000,000", () => {
    expect(refused([line(10_000_001)], normal)).toBe("At most £10,000,000 on one invoice.");
  });

  it("when what was covered before does not fit the invoice", () => {
    const one = [line(100)];
    expect(refused(one, normal, { pence: -1, vatPence: 0 })).toBe(
      "What was paid before cannot be below nothing.",
    );
    expect(refused(one, normal, { pence: 100, vatPence: 200 })).toBe(
      "The VAT paid before cannot be more than the payment.",
    );
    expect(refused(one, normal, { pence: 12_001, vatPence: 0 })).toBe(
      "What was paid before (£120.01) is more than this invoice: make a credit note instead.",
    );
    expect(refused(one, { ...normal, reverseCharge: true }, { pence: 1_200, vatPence: 200 })).toBe(
      "The VAT paid before (£2) is more than this invoice charges.",
    );
    expect(refused(one, { ...normal, cisRate: 20 }, { pence: 1_000, vatPence: 0 })).toBe(
      "Under CIS each payment has its own deduction: invoice only what has not been paid.",
    );
  });
});
