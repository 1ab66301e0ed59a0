import type { VatRate } from "~/written-quotes/quote-totals";

/**
 * Whether the VAT domestic reverse charge for building and construction services applies to an
 * invoice (decision 052, with its sources: VAT Notice 735; HMRC's "How to use the VAT domestic
 * reverse charge if you supply building and construction services"; the VAT Reverse Charge for
 * Building and Construction Services manual, VATREVCON). It applies only when all hold: we and
 * the customer are VAT registered, the payment is reported under CIS, the work is standard or
 * reduced rated, and the customer has not told us in writing they are an end user or an
 * intermediary supplier. A homeowner buying for themselves is never under it.
 */

export interface ReverseChargeFacts {
  firmVatRegistered: boolean;
  /** A business customer (a contractor, a landlord's company); false for a homeowner. */
  customerIsBusiness: boolean;
  customerVatRegistered: boolean;
  /** The customer reports its payments for this work under CIS (a CIS contractor). */
  reportedUnderCis: boolean;
  /** The customer told us in writing they are an end user or an intermediary supplier. */
  endUserOrIntermediaryInWriting: boolean;
  /** The VAT rates of the invoice's lines. */
  rates: readonly VatRate[];
  /** HMRC's 5% disregard, when the owner chooses to use it. */
  minorPart?: MinorPart;
}

/** The part of a supply that is reverse-charge building work, and the whole, before VAT. */
export interface MinorPart {
  reverseChargeWorkPence: number;
  wholeSupplyPence: number;
}

export type ReverseChargeWhy =
  | "applies"
  | "firm-not-registered"
  | "homeowner"
  | "customer-not-registered"
  | "not-under-cis"
  | "zero-rated"
  | "end-user-in-writing"
  | "minor-part";

export interface ReverseCharge {
  applies: boolean;
  why: ReverseChargeWhy;
}

/** The reverse-charge share at or below which the whole supply may be normal VAT. */
export const minorPartPercent = 5;

const isMinorPart = ({ reverseChargeWorkPence, wholeSupplyPence }: MinorPart) =>
  wholeSupplyPence > 0 && reverseChargeWorkPence * 100 <= wholeSupplyPence * minorPartPercent;

export function reverseCharge(facts: ReverseChargeFacts): ReverseCharge {
  const not = (why: Exclude<ReverseChargeWhy, "applies">) => ({ applies: false, why });
  if (!facts.firmVatRegistered) return not("firm-not-registered");
  if (!facts.customerIsBusiness) return not("homeowner");
  if (!facts.customerVatRegistered) return not("customer-not-registered");
  if (!facts.reportedUnderCis) return not("not-under-cis");
  if (!facts.rates.some((rate) => rate === "20" || rate === "5")) return not("zero-rated");
  if (facts.endUserOrIntermediaryInWriting) return not("end-user-in-writing");
  if (facts.minorPart && isMinorPart(facts.minorPart)) return not("minor-part");
  return { applies: true, why: "applies" };
}

/** Why, in the owner's words: shown beside the choice and kept with the invoice. */
export const reverseChargeReason: Record<ReverseChargeWhy, string> = {
  applies:
    "The customer is a VAT-registered business that reports this work under the Construction Industry Scheme and has not told us in writing that they are an end user, so the domestic reverse charge applies: the invoice shows the VAT but does not charge it, and the customer pays it to HMRC.",
  "firm-not-registered":
    "We are not VAT registered, so we charge no VAT and the reverse charge does not come into it.",
  homeowner:
    "The customer is a homeowner buying for themselves, so we charge VAT as normal: the reverse charge is only between VAT-registered businesses.",
  "customer-not-registered": "The customer is not VAT registered, so we charge VAT as normal.",
  "not-under-cis":
    "The customer does not report this work under the Construction Industry Scheme, so we charge VAT as normal.",
  "zero-rated":
    "The work is zero rated, so there is no VAT to reverse charge: we invoice it as normal at 0%.",
  "end-user-in-writing":
    "The customer told us in writing they are an end user or an intermediary supplier, so we charge VAT as normal.",
  "minor-part":
    "The building work covered by the reverse charge is 5% or less of the whole supply, so under HMRC's 5% disregard we charge VAT as normal on all of it.",
};

/**
 * The words every reverse-charge invoice carries, with the VAT shown beside the total but not in
 * it: HMRC's own example (VATREVCON37100, "Invoices").
 */
export const reverseChargeWording = "Reverse charge: Customer to pay the VAT to HMRC";
