import { describe, expect, it } from "vitest";
import {
  type ReverseChargeFacts,
  reverseCharge,
  reverseChargeReason,
  reverseChargeWording,
} from "./reverse-charge";

/** A VAT-registered contractor reporting our work under CIS, at 20%: the reverse charge. */
const contractor: ReverseChargeFacts = {
  firmVatRegistered: true,
  customerIsBusiness: true,
  customerVatRegistered: true,
  reportedUnderCis: true,
  endUserOrIntermediaryInWriting: false,
  rates: ["20"],
};

describe("the domestic reverse charge for building and construction services", () => {
  // HMRC, "How to use the VAT domestic reverse charge if you supply building and construction
  // services" (gov.uk guidance): you must use it if you are VAT registered, your customer is
  // VAT registered, payment is reported within CIS, the services are standard or reduced rated,
  // and the customer has not confirmed in writing that they are an end user or intermediary.
  it("applies when every condition HMRC lists holds, at 20% or 5%", () => {
    expect(reverseCharge(contractor)).toEqual({ applies: true, why: "applies" });
    expect(reverseCharge({ ...contractor, rates: ["5"] }).applies).toBe(true);
    expect(reverseCharge({ ...contractor, rates: ["0", "20"] }).applies).toBe(true);
  });

  it("does not apply when any one condition fails, and says which", () => {
    const cases: [Partial<ReverseChargeFacts>, string][] = [
      [{ firmVatRegistered: false }, "firm-not-registered"],
      [{ customerVatRegistered: false }, "customer-not-registered"],
      [{ reportedUnderCis: false }, "not-under-cis"],
      // VAT Notice 708 and the guidance: zero-rated work (a new home) is outside it.
      [{ rates: ["0"] }, "zero-rated"],
      [{ endUserOrIntermediaryInWriting: true }, "end-user-in-writing"],
    ];
    for (const [change, why] of cases)
      expect(reverseCharge({ ...contractor, ...change })).toEqual({ applies: false, why });
  });

  it("never applies to a homeowner, whatever else is ticked", () => {
    expect(reverseCharge({ ...contractor, customerIsBusiness: false })).toEqual({
      applies: false,
      why: "homeowner",
    });
  });

  // VATREVCON33400 (End user notification): the exclusion applies only where the customer has
  // notified it in writing; the supplier keeps a copy. Our answer is the customer's, as written.
  it("reads the end user's notice only as given in writing", () => {
    expect(reverseCharge({ ...contractor, endUserOrIntermediaryInWriting: false }).applies).toBe(
      true,
    );
    expect(reverseChargeReason["end-user-in-writing"]).toBe(
      "The customer told us in writing they are an end user or an intermediary supplier, so we charge VAT as normal.",
    );
  });

  // HMRC's VAT domestic reverse charge technical guide, "5% disregard" (as read on gov.uk):
  // where the reverse-charge services are 5% or less of the value of the whole supply, the
  // whole supply may be treated as normal VAT.
  it("takes the 5% disregard when the owner uses it: 5% or less is normal VAT", () => {
    const part = (reverseChargeWorkPence: number) =>
      reverseCharge({
        ...contractor,
        minorPart: { reverseChargeWorkPence, wholeSupplyPence: 100_000 },
      });
    expect(part(5_000)).toEqual({ applies: false, why: "minor-part" });
    expect(part(5_001).applies).toBe(true);
    expect(
      reverseCharge({
        ...contractor,
        minorPart: { reverseChargeWorkPence: 0, wholeSupplyPence: 0 },
      }).applies,
    ).toBe(true);
  });

  it("gives every outcome its reason in plain words", () => {
    for (const why of Object.keys(reverseChargeReason))
      expect(reverseChargeReason[why as keyof typeof reverseChargeReason]).toMatch(/^[A-Z].+\.$/);
  });

  // VATREVCON37100 (Invoices): the invoice must say "reverse charge" and that the customer
  // accounts for the VAT; HMRC's own examples include "reverse charge: Customer to pay the VAT
  // to HMRC".
  it("prints HMRC's own example wording", () => {
    expect(reverseChargeWording).toBe("Reverse charge: Customer to pay the VAT to HMRC");
    expect(reverseChargeWording.toLowerCase()).toContain("reverse charge");
  });
});
