import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maxWonValuePence } from "~/lib/pounds";
import type { CisRate } from "./cis-deduction";
import { type CreditedInvoice, creditNoteTotals } from "./credit-notes";
import { finalAccount, netWithin } from "./final-account";
import {
  type Covered,
  type InvoiceLine,
  type InvoiceTerms,
  type InvoiceTotals,
  invoiceTotals,
} from "./invoice-totals";
import { type BookedDocument, vatSummary } from "./vat-summary";

/**
 * 1,000 random invoices each (fast-check, seeded): lines at random quantities, prices, rates
 * and CIS kinds; firms registered or not; the reverse charge, CIS, earlier receipts; credit
 * notes against them; jobs with changes; periods of documents. Every figure is checked against
 * a second computation written differently: per line in BigInt, grouped by rate in a record.
 */

const runs = { seed: 58, numRuns: 1_000 };

const termsArb: fc.Arbitrary<InvoiceTerms> = fc
  .record({
    firmVatRegistered: fc.boolean(),
    reverseCharge: fc.boolean(),
    cisRate: fc.constantFrom<CisRate | null>(null, null, 20, 30, 0),
  })
  .map((terms) => ({ ...terms, reverseCharge: terms.firmVatRegistered && terms.reverseCharge }));

const linesArb = (terms: InvoiceTerms) =>
  fc.array(
    fc.record({
      description: fc.constant("Work"),
      quantityHundredths: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.constant(100)),
      unitPricePence: fc.integer({ min: 0, max: 500_000 }),
      vatRate: terms.firmVatRegistered
        ? fc.constantFrom<InvoiceLine["vatRate"]>("20", "5", "0")
        : fc.constant<InvoiceLine["vatRate"]>("none"),
      kind: fc.constantFrom<InvoiceLine["kind"]>("labour", "materials", "other"),
    }),
    { minLength: 1, maxLength: 12 },
  );

/** The same figures, per line in BigInt and grouped in a record. */
function independently(lines: readonly InvoiceLine[], terms: InvoiceTerms, earlier: Covered) {
  const net: Record<string, bigint> = {};
  let labour = 0n;
  for (const line of lines) {
    const amount = (BigInt(line.quantityHundredths) * BigInt(line.unitPricePence) + 50n) / 100n;
    net[line.vatRate] = (net[line.vatRate] ?? 0n) + amount;
    if (line.kind !== "materials") labour += amount;
  }
  const rows = Object.entries(net).map(([rate, amount]) => ({
    rate,
    netPence: Number(amount),
    vatPence: rate === "none" ? 0 : Number((amount * BigInt(rate)) / 100n),
  }));
  const netPence = rows.reduce((sum, row) => sum + row.netPence, 0);
  const vatPence = rows.reduce((sum, row) => sum + row.vatPence, 0);
  const grossPence = netPence + (terms.reverseCharge ? 0 : vatPence);
  const deduction = terms.cisRate === null ? 0 : Number((labour * BigInt(terms.cisRate)) / 100n);
  return {
    rows: rows.sort((a, b) => Number(b.rate) - Number(a.rate)),
    netPence,
    vatPence,
    grossPence,
    deduction,
    duePence: grossPence - deduction - earlier.pence,
  };
}

/** A valid invoice: random terms and lines, and earlier receipts covering a random share. */
const invoiceArb = termsArb.chain((terms) =>
  fc
    .record({ lines: linesArb(terms), share: fc.nat({ max: 100 }), vatShare: fc.nat({ max: 100 }) })
    .map(({ lines, share, vatShare }) => {
      const { grossPence, vatPence } = independently(lines, terms, { pence: 0, vatPence: 0 });
      const charged = terms.reverseCharge ? 0 : vatPence;
      const pence = terms.cisRate === null ? Math.floor((grossPence * share) / 100) : 0;
      const earlier = { pence, vatPence: Math.min(pence, Math.floor((charged * vatShare) / 100)) };
      return { terms, lines, earlier };
    }),
);

const netAt = (totals: Pick<InvoiceTotals, "byRate">, rate: string) =>
  totals.byRate.find((row) => row.rate === rate)?.netPence ?? 0;

/** What is left of an invoice's figure once its credit notes' are taken off. */
const leftOf = (invoice: CreditedInvoice, pick: (totals: InvoiceTotals) => number) =>
  invoice.credits.reduce((left, credit) => left - pick(credit), pick(invoice.totals));

describe("1,000 random invoices", () => {
  it("total, VAT, CIS and what is due to the penny, or are refused for the one reason", () => {
    fc.assert(
      fc.property(invoiceArb, ({ terms, lines, earlier }) => {
        const result = invoiceTotals(lines, terms, earlier);
        const expected = independently(lines, terms, earlier);
        if (expected.netPence === 0 || expected.netPence > maxWonValuePence) {
          expect(result.ok).toBe(false);
          return;
        }
        if (!result.ok) throw new Error(result.reason);
        const { totals } = result;
        expect(totals.byRate).toEqual(expected.rows);
        expect(totals.netPence).toBe(expected.netPence);
        expect(totals.vatPence).toBe(expected.vatPence);
        expect(totals.vatChargedPence + totals.reverseChargeVatPence).toBe(expected.vatPence);
        expect(totals.grossPence).toBe(expected.grossPence);
        expect(totals.cis?.deductionPence ?? 0).toBe(expected.deduction);
        expect(totals.duePence).toBe(expected.duePence);
        expect(totals.duePence).toBeGreaterThanOrEqual(0);
      }),
      runs,
    );
  });

  it("take credit notes that never add up to more than the invoice, at any rate", () => {
    const creditsArb = fc.array(
      fc.record({
        rate: fc.constantFrom("20", "5", "0", "none"),
        kind: fc.constantFrom<InvoiceLine["kind"]>("labour", "materials"),
        share: fc.integer({ min: 1, max: 70 }),
      }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(invoiceArb, creditsArb, ({ terms, lines }, requests) => {
        const issued = invoiceTotals(lines, terms);
        if (!issued.ok) return;
        let invoice: CreditedInvoice = { terms, totals: issued.totals, credits: [] };
        for (const { rate, kind, share } of requests) {
          const pence = Math.max(1, Math.floor((issued.totals.netPence * share) / 100));
          const vatRate = (terms.firmVatRegistered ? rate : "none") as InvoiceLine["vatRate"];
          const credit = [
            {
              description: "Credit",
              quantityHundredths: 100,
              unitPricePence: pence,
              vatRate,
              kind,
            },
          ];
          const ofKind = (totals: InvoiceTotals) =>
            (kind === "materials" ? totals.cis?.materialsPence : totals.cis?.labourPence) ?? 0;
          const allowed =
            (vatRate !== "none" || !terms.firmVatRegistered) &&
            pence <= leftOf(invoice, (totals) => netAt(totals, vatRate)) &&
            (terms.cisRate === null || pence <= leftOf(invoice, ofKind));
          const result = creditNoteTotals(credit, invoice);
          expect(result.ok).toBe(allowed);
          if (result.ok) invoice = { ...invoice, credits: [...invoice.credits, result.totals] };
        }
        const credited = (pick: (totals: InvoiceTotals) => number) =>
          invoice.credits.reduce((sum, each) => sum + pick(each), 0);
        for (const row of issued.totals.byRate) {
          expect(credited((each) => netAt(each, row.rate))).toBeLessThanOrEqual(row.netPence);
          const vatAt = (totals: InvoiceTotals) =>
            totals.byRate.find((each) => each.rate === row.rate)?.vatPence ?? 0;
          expect(credited(vatAt)).toBeLessThanOrEqual(row.vatPence);
        }
        expect(credited((each) => each.grossPence)).toBeLessThanOrEqual(issued.totals.grossPence);
        expect(credited((each) => each.cis?.deductionPence ?? 0)).toBeLessThanOrEqual(
          issued.totals.cis?.deductionPence ?? 0,
        );
      }),
      runs,
    );
  });
});

describe("1,000 random periods", () => {
  it("have a VAT summary equal to the sum of their documents, to the penny", () => {
    const documentArb: fc.Arbitrary<BookedDocument | null> = fc.oneof(
      invoiceArb.map(({ terms, lines, earlier }): BookedDocument | null => {
        const result = invoiceTotals(lines, terms, earlier);
        return result.ok
          ? { kind: "invoice", reverseCharge: terms.reverseCharge, totals: result.totals }
          : null;
      }),
      invoiceArb.map(({ terms, lines }): BookedDocument | null => {
        const issued = invoiceTotals(lines, terms);
        if (!issued.ok) return null;
        const credit = creditNoteTotals(lines.slice(0, 1), {
          terms,
          totals: issued.totals,
          credits: [],
        });
        return credit.ok
          ? { kind: "credit-note", reverseCharge: terms.reverseCharge, totals: credit.totals }
          : null;
      }),
      fc
        .record({ pence: fc.nat({ max: 5_000_000 }), sixth: fc.boolean() })
        .map(({ pence, sixth }) => ({
          kind: "receipt" as const,
          pence,
          vatPence: sixth ? Math.floor(pence / 6) : 0,
        })),
    );
    fc.assert(
      fc.property(fc.array(documentArb, { maxLength: 15 }), (drawn) => {
        const documents = drawn.filter((each): each is BookedDocument => each !== null);
        let sales = 0;
        let outputVat = 0;
        const charged: Record<string, [number, number]> = {};
        for (const document of documents) {
          if (document.kind === "receipt") {
            sales += document.pence - document.vatPence;
            outputVat += document.vatPence;
            continue;
          }
          const sign = document.kind === "invoice" ? 1 : -1;
          const { byRate, earlier } = document.totals;
          for (const { rate, netPence, vatPence } of byRate) {
            sales += sign * netPence;
            if (!document.reverseCharge) {
              outputVat += sign * vatPence;
              const [net = 0, vat = 0] = charged[rate] ?? [];
              charged[rate] = [net + sign * netPence, vat + sign * vatPence];
            }
          }
          sales -= sign * (earlier.pence - earlier.vatPence);
          outputVat -= sign * earlier.vatPence;
        }
        const summary = vatSummary(documents);
        expect(summary.salesBeforeVatPence).toBe(sales);
        expect(summary.outputVatPence).toBe(outputVat);
        expect(
          Object.fromEntries(summary.byRate.map((row) => [row.rate, [row.netPence, row.vatPence]])),
        ).toEqual(charged);
      }),
      runs,
    );
  });
});

describe("1,000 random jobs", () => {
  it("make a final account of the price with its changes, less what was invoiced", () => {
    const jobArb = fc.record({
      agreedPence: fc.nat({ max: 5_000_000 }),
      changes: fc.array(
        fc.record({
          label: fc.constant("Change"),
          pence: fc.integer({ min: -500_000, max: 500_000 }),
        }),
        { maxLength: 8 },
      ),
      invoicedPence: fc.nat({ max: 6_000_000 }),
      rate: fc.constantFrom("20", "5", "0", "none" as const),
    });
    fc.assert(
      fc.property(jobArb, ({ rate, ...job }) => {
        const total = job.changes.reduce((sum, change) => sum + change.pence, job.agreedPence);
        const result = finalAccount(job);
        expect(result.ok).toBe(total >= 0 && total - job.invoicedPence > 0);
        if (!result.ok) return;
        expect(result.value.thisInvoicePence).toBe(total - job.invoicedPence);
        // The amount becomes an invoice's line: its total is the amount, or a penny under.
        const line = netWithin(result.value.thisInvoicePence, rate);
        const terms = { firmVatRegistered: rate !== "none", reverseCharge: false, cisRate: null };
        const invoice = invoiceTotals(
          [
            {
              description: "Final account",
              quantityHundredths: 100,
              unitPricePence: line.netPence,
              vatRate: rate,
              kind: "labour",
            },
          ],
          terms,
        );
        if (line.netPence === 0) return;
        expect(invoice.ok && invoice.totals.grossPence).toBe(line.grossPence);
        expect(result.value.thisInvoicePence - line.grossPence).toBeLessThanOrEqual(1);
      }),
      runs,
    );
  });
});
