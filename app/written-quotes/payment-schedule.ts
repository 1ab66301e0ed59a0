import type { QuoteContent } from "./quote-content";

/** When the customer pays what: the deposit on acceptance, the stages, the balance at the end. */
export interface PaymentSchedule {
  depositPence: number;
  stages: { label: string; pence: number }[];
  balancePence: number;
}

/** A deposit above this share of the total is asked about before the quote goes. */
const largeDepositShare = 0.25;

/**
 * The payments of a quote whose total (VAT included) is `grossPence`; a share is rounded to the
 * penny. Null when the deposit and stages come to more than the total.
 */
export function paymentSchedule(
  content: Pick<QuoteContent, "deposit" | "stages">,
  grossPence: number,
): PaymentSchedule | null {
  const { deposit } = content;
  const depositPence = !deposit
    ? 0
    : deposit.kind === "amount"
      ? deposit.pence
      : Math.round((grossPence * deposit.percent) / 100);
  const staged = content.stages.reduce((sum, stage) => sum + stage.pence, 0);
  const balancePence = grossPence - depositPence - staged;
  if (balancePence < 0) return null;
  return { depositPence, stages: content.stages, balancePence };
}

/** Whether the deposit asks for more than a quarter of the price. */
export const isLargeDeposit = (schedule: PaymentSchedule, grossPence: number) =>
  schedule.depositPence > grossPence * largeDepositShare;
