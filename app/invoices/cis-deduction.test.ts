import { describe, expect, it } from "vitest";
import { cisDeduction } from "./cis-deduction";

const labour = (netPence: number) => ({ kind: "labour" as const, netPence });
const materials = (netPence: number) => ({ kind: "materials" as const, netPence });

describe("the CIS deduction on a payment to us", () => {
  // HMRC CIS340 (Construction Industry Scheme: guide for contractors and subcontractors),
  // "Calculating the deduction": a payment of £1,000 labour and £200 materials at the standard
  // rate of 20% has £200 deducted (example as our brief quotes it; as read on gov.uk).
  it("takes 20% of the labour, never of the materials: £1,000 + £200 → £200", () => {
    expect(cisDeduction([labour(100_000), materials(20_000)], 20)).toEqual({
      rate: 20,
      labourPence: 100_000,
      materialsPence: 20_000,
      deductionPence: 20_000,
    });
  });

  // CIS340 and gov.uk "What you must do as a CIS contractor": 30% when the subcontractor is not
  // registered or cannot be verified, nothing with gross payment status.
  it("takes 30% unverified and nothing with gross payment status", () => {
    const parts = [labour(100_000), materials(20_000)];
    expect(cisDeduction(parts, 30).deductionPence).toBe(30_000);
    expect(cisDeduction(parts, 0).deductionPence).toBe(0);
  });

  // Finance Act 2004, s. 61: the deduction is from the payment less the direct cost of
  // materials; anything else (travel included: HMRC's CIS manual) is taken with the labour.
  it("counts lines other than materials as labour", () => {
    const deduction = cisDeduction(
      [labour(50_000), { kind: "other", netPence: 10_000 }, materials(5_000)],
      20,
    );
    expect(deduction).toMatchObject({ labourPence: 60_000, materialsPence: 5_000 });
    expect(deduction.deductionPence).toBe(12_000);
  });

  it("rounds a fraction of a penny down, never taking more than the rate", () => {
    expect(cisDeduction([labour(1_234)], 20).deductionPence).toBe(246); // 246.8p
    expect(cisDeduction([labour(1_237)], 30).deductionPence).toBe(371); // 371.1p
    expect(cisDeduction([labour(3)], 30).deductionPence).toBe(0);
  });
});
