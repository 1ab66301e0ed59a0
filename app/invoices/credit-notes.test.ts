import { describe, expect, it } from "vitest";
import { type CreditedInvoice, creditNoteTotals, leftToCreditAt } from "./credit-notes";
import { type InvoiceLine, type InvoiceTerms, invoiceTotals } from "./invoice-totals";

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

function issued(lines: InvoiceLine[], terms: InvoiceTerms): CreditedInvoice {
  const result = invoiceTotals(lines, terms);
  if (!result.ok) throw new Error(result.reason);
  return { terms, totals: result.totals, credits: [] };
}

/** Credits one after the other, as the store would keep them; the reasons of those refused. */
function credit(invoice: CreditedInvoice, ...notes: InvoiceLine[][]) {
  const reasons: string[] = [];
  let current = invoice;
  for (const lines of notes) {
    const result = creditNoteTotals(lines, current);
    if (result.ok) current = { ...current, credits: [...current.credits, result.totals] };
    else reasons.push(result.reason);
  }
  return { invoice: current, reasons };
}

const normal: InvoiceTerms = { firmVatRegistered: true, reverseCharge: false, cisRate: null };

describe("a credit note against its invoice", () => {
  it("is worked out as an invoice, on the invoice's terms", () => {
    const invoice = issued([line(1_000)], { ...normal, reverseCharge: true });
    const result = creditNoteTotals([line(250)], invoice);
    expect(result).toMatchObject({
      ok: true,
      totals: { netPence: 25_000, reverseChargeVatPence: 5_000, grossPence: 25_000 },
    });
  });

  it("may credit the whole invoice, in parts, and not a penny more", () => {
    const { invoice, reasons } = credit(
      issued([line(1_000), line(300, "5")], normal),
      [line(600)],
      [line(400), line(300, "5")],
      [{ ...line(0), unitPricePence: 1 }],
    );
    expect(invoice.credits).toHaveLength(2);
    expect(leftToCreditAt(invoice, "20")).toBe(0);
    expect(reasons).toEqual(["Nothing at 20% is left on the invoice to credit."]);
  });

  it("is refused when larger than what is left uncredited, with what is left", () => {
    const { reasons } = credit(issued([line(1_000)], normal), [line(700)], [line(301)]);
    expect(reasons).toEqual(["Only £300 at 20% is left on the invoice to credit, before VAT."]);
  });

  it("is refused at a rate its invoice does not have", () => {
    const { reasons } = credit(issued([line(1_000)], normal), [line(10, "5")]);
    expect(reasons).toEqual(["Nothing at 5% is left on the invoice to credit."]);
  });

  it("takes the CIS deduction back in proportion, and no more labour than was invoiced", () => {
    const terms = { ...normal, cisRate: 20 as const };
    const invoice = issued([line(1_000), line(200, "20", "materials")], terms);
    const result = creditNoteTotals([line(100)], invoice);
    expect(result.ok && result.totals.cis?.deductionPence).toBe(2_000);
    expect(result.ok && result.totals.duePence).toBe(10_000);
    const { reasons } = credit(invoice, [line(1_100)]);
    expect(reasons).toEqual(["Only £1,000 of labour is left on the invoice to credit."]);
  });

  it("for a firm not registered has no VAT and is held to the invoice's total", () => {
    const terms = { ...normal, firmVatRegistered: false };
    const { reasons } = credit(
      issued([line(500, "none")], terms),
      [line(400, "none")],
      [line(101, "none")],
    );
    expect(reasons).toEqual(["Only £100 is left on the invoice to credit, before VAT."]);
  });

  it("is refused for the reasons an invoice is", () => {
    const result = creditNoteTotals(
      [{ ...line(10), unitPricePence: -5 }],
      issued([line(10)], normal),
    );
    expect(result).toEqual({
      ok: false,
      reason: "Quantities and prices cannot be below nothing.",
    });
  });
});
