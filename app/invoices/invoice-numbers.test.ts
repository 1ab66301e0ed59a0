import { describe, expect, it } from "vitest";
import { creditNoteNumber, invoiceNumber } from "./invoice-numbers";

describe("invoice and credit note numbers", () => {
  it("print one sequence each, four digits at least", () => {
    expect(invoiceNumber(1)).toBe("INV-0001");
    expect(invoiceNumber(42)).toBe("INV-0042");
    expect(invoiceNumber(12_345)).toBe("INV-12345");
    expect(creditNoteNumber(1)).toBe("CN-0001");
  });

  it("are never made from a number a sequence cannot give", () => {
    for (const n of [0, -1, 1.5, Number.NaN]) {
      expect(() => invoiceNumber(n)).toThrow(RangeError);
      expect(() => creditNoteNumber(n)).toThrow(RangeError);
    }
  });
});
