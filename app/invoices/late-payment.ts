import { addDays } from "~/lib/uk-time";

/**
 * Interest and compensation on a business's late payment, under the Late Payment of Commercial
 * Debts (Interest) Act 1998 (decision 052; gov.uk, "Late commercial payments: charging interest
 * and debt recovery"). For debts between businesses only, never a consumer's. Statutory interest
 * is simple interest at 8% over the Bank of England base rate (the reference rate: the one in
 * force on 30 June or 31 December before the day interest starts, fixed for the debt; the owner
 * enters it, `referenceRateDay` says which). It runs from the day after the payment was due,
 * which is the day agreed or, with none agreed, 30 days after the invoice. On top, a fixed sum
 * for the cost of recovering it (s. 5A): £40, £70 or £100 by the size of the debt.
 */

export const statutoryMarginBasisPoints = 800;
export const defaultPaymentDays = 30;

/** The day payment falls due: the day agreed, or 30 days after the invoice. */
export const paymentDueOn = (issuedOn: string, agreedOn: string | null) =>
  agreedOn ?? addDays(issuedOn, defaultPaymentDays);

/** The day whose base rate applies to a debt late from `dueOn` (interest runs the day after). */
export function referenceRateDay(dueOn: string): string {
  const starts = addDays(dueOn, 1);
  const year = Number(starts.slice(0, 4));
  return starts.slice(5) >= "07-01" ? `${year}-06-30` : `${year - 1}-12-31`;
}

/** The fixed compensation for a debt: £40 under £1,000, £70 under £10,000, then £100. */
export const fixedCompensationPence = (debtPence: number) =>
  debtPence < 100_000 ? 4_000 : debtPence < 1_000_000 ? 7_000 : 10_000;

export interface LateDebt {
  customerIsBusiness: boolean;
  /** What is still owed on the invoice, VAT included. */
  debtPence: number;
  dueOn: string;
  today: string;
  /** The reference base rate, in hundredths of a per cent: 4.25% is 425. */
  baseRateBasisPoints: number;
}

export type LateCharges =
  | { late: false; reason: string }
  | {
      late: true;
      daysLate: number;
      ratePercent: number;
      dailyInterestPence: number;
      interestPence: number;
      compensationPence: number;
    };

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/**
 * As gov.uk works it: the year's interest divided by 365 is the daily interest, rounded down to
 * the penny, times the days late (the day after the due day to today, both in).
 */
export function lateCharges(debt: LateDebt): LateCharges {
  if (!debt.customerIsBusiness)
    return {
      late: false,
      reason: "The late payment law is for debts between businesses: a homeowner never pays it.",
    };
  if (!Number.isSafeInteger(debt.debtPence) || debt.debtPence <= 0)
    return { late: false, reason: "Nothing is owed." };
  if (!Number.isSafeInteger(debt.baseRateBasisPoints) || debt.baseRateBasisPoints < 0)
    return { late: false, reason: "Enter the Bank of England base rate, like 4.25." };
  const daysLate = daysBetween(debt.dueOn, debt.today);
  if (daysLate <= 0) return { late: false, reason: "The payment is not late yet." };
  const rate = statutoryMarginBasisPoints + debt.baseRateBasisPoints;
  const dailyInterestPence = Math.floor((debt.debtPence * rate) / (10_000 * 365));
  return {
    late: true,
    daysLate,
    ratePercent: rate / 100,
    dailyInterestPence,
    interestPence: dailyInterestPence * daysLate,
    compensationPence: fixedCompensationPence(debt.debtPence),
  };
}
