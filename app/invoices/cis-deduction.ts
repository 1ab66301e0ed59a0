/**
 * The Construction Industry Scheme deduction a contractor takes from what it pays us when we
 * work for it as a subcontractor (decision 052; HMRC's guide CIS340, "Construction Industry
 * Scheme: guide for contractors and subcontractors", and the Finance Act 2004, s. 61). The
 * contractor deducts from the payment less VAT and less the direct cost of the materials we
 * bought for the work; the rest (labour, and anything else not shown as materials, travel
 * included) is taken at the rate HMRC gave the contractor when it verified us: 20% registered,
 * 30% unregistered or not matched, 0% with gross payment status. VAT is never in it.
 */

/** The deduction rates, in per cent, as the contractor verified us. */
export const cisRates = [20, 30, 0] as const;
export type CisRate = (typeof cisRates)[number];

export const cisRateLabel: Record<CisRate, string> = {
  20: "20%: registered for CIS",
  30: "30%: not registered, or not matched by HMRC",
  0: "0%: gross payment status",
};

/** How a line counts under CIS. */
export type LineKind = "labour" | "materials" | "other";

export interface CisPart {
  kind: LineKind;
  /** The line's amount before VAT. */
  netPence: number;
}

export interface CisDeduction {
  rate: CisRate;
  /** The part before VAT the deduction is taken from: labour and other lines. */
  labourPence: number;
  /** The direct cost of materials, before VAT: left out of the deduction. */
  materialsPence: number;
  /** Rounded down to the penny. */
  deductionPence: number;
}

/**
 * The deduction on a payment's lines at a rate. Lines marked materials must be at what we paid
 * for them (CIS340: the direct cost; a mark-up is labour for CIS and goes in a labour line).
 * Rounded down to a whole penny: CIS340 gives no rule for a fraction, and down never takes more
 * than the rate allows.
 */
export function cisDeduction(parts: readonly CisPart[], rate: CisRate): CisDeduction {
  const sum = (kinds: LineKind[]) =>
    parts.reduce((total, part) => (kinds.includes(part.kind) ? total + part.netPence : total), 0);
  const labourPence = sum(["labour", "other"]);
  return {
    rate,
    labourPence,
    materialsPence: sum(["materials"]),
    deductionPence: Math.floor((labourPence * rate) / 100),
  };
}
