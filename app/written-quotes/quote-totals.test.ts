import { describe, expect, it } from "vitest";
import { lineAmountPence, quoteTotals, vatOn } from "./quote-totals";

describe("a quote's totals, in pence", () => {
  it("rounds each line to the nearest penny, half a penny up", () => {
    expect(lineAmountPence({ quantityHundredths: 150, unitPricePence: 33, vatRate: "20" })).toBe(
      50,
    );
    expect(lineAmountPence({ quantityHundredths: 50, unitPricePence: 1, vatRate: "20" })).toBe(1);
    expect(lineAmountPence({ quantityHundredths: 33, unitPricePence: 1, vatRate: "20" })).toBe(0);
    expect(lineAmountPence({ quantityHundredths: 2450, unitPricePence: 8533, vatRate: "20" })).toBe(
      209_059,
    );
  });

  it("works VAT out once per rate on the sum at that rate, rounded down", () => {
    expect(vatOn(99, "20")).toBe(19);
    expect(vatOn(1_999, "5")).toBe(99);
    // Three lines of 99p at 20%: per line it would be 3 × 19p = 57p; on the sum, 59p.
    const lines = [99, 99, 99].map((unitPricePence) => ({
      quantityHundredths: 100,
      unitPricePence,
      vatRate: "20" as const,
    }));
    expect(quoteTotals(lines)).toMatchObject({ netPence: 297, vatPence: 59, grossPence: 356 });
  });

  it("keeps each rate apart, highest first, and adds nothing when the firm is not registered", () => {
    const totals = quoteTotals([
      { quantityHundredths: 100, unitPricePence: 1_000, vatRate: "5" },
      { quantityHundredths: 200, unitPricePence: 1_000, vatRate: "20" },
      { quantityHundredths: 100, unitPricePence: 500, vatRate: "0" },
    ]);
    expect(totals.vat).toEqual([
      { rate: "20", netPence: 2_000, vatPence: 400 },
      { rate: "5", netPence: 1_000, vatPence: 50 },
      { rate: "0", netPence: 500, vatPence: 0 },
    ]);
    expect(totals.grossPence).toBe(3_950);
    const unregistered = quoteTotals([
      { quantityHundredths: 100, unitPricePence: 1_000, vatRate: "none" },
    ]);
    expect(unregistered).toMatchObject({ vat: [], vatPence: 0, grossPence: 1_000 });
  });

  it("stays exact for the largest quote a form accepts", () => {
    const totals = quoteTotals([
      { quantityHundredths: 100, unitPricePence: 833_333_333, vatRate: "20" },
    ]);
    expect(totals).toMatchObject({
      netPence: 833_333_333,
      vatPence: 166_666_666,
      grossPence: 999_999_999,
    });
  });
});
