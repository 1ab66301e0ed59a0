import { formatPounds } from "~/lib/pounds";
import { type VatRate, vatOn } from "~/written-quotes/quote-totals";

/**
 * What an invoice asks for, from the job's money (decision 050; app/jobs/job-money.server.ts is
 * where the figures come from, read by the store and handed in here). As the job keeps them,
 * every amount is VAT included: the agreed price, each approved change (below nothing when it
 * took work out) and each stage. The final account, when the job is finished, is the agreed
 * price with every approved change, less what was already invoiced; a stage's invoice is what
 * the stage asks, less what was already invoiced of it.
 */

export interface ApprovedChange {
  /** "Change 2: extra socket in the kitchen". */
  label: string;
  pence: number;
}

export interface JobAccount {
  agreedPence: number;
  /** Only the changes the customer approved. */
  changes: readonly ApprovedChange[];
  /** Invoiced before, or paid with a VAT receipt of its own (the deposit), less credit notes. */
  invoicedPence: number;
}

export interface FinalAccount {
  agreedPence: number;
  changesPence: number;
  totalPence: number;
  invoicedPence: number;
  thisInvoicePence: number;
}

/** A stage of the job's payments, as app/jobs has it (`Stage`), with what was invoiced of it. */
export interface StageToInvoice {
  label: string;
  /** What the stage asks; the balance with the approved changes. */
  pence: number;
  isBalance: boolean;
  /** Set once the stage is asked for (the balance: once the job is finished). */
  dueOn: string | null;
  invoicedPence: number;
}

export type AmountResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const isWhole = (pence: number) => Number.isSafeInteger(pence);

export function finalAccount(job: JobAccount): AmountResult<FinalAccount> {
  const amounts = [job.agreedPence, job.invoicedPence, ...job.changes.map((each) => each.pence)];
  if (!amounts.every(isWhole) || job.agreedPence < 0 || job.invoicedPence < 0)
    return { ok: false, reason: "The price and what was invoiced cannot be below nothing." };
  const changesPence = job.changes.reduce((sum, change) => sum + change.pence, 0);
  const totalPence = job.agreedPence + changesPence;
  if (totalPence < 0)
    return { ok: false, reason: "The changes take out more than the agreed price." };
  const thisInvoicePence = totalPence - job.invoicedPence;
  if (thisInvoicePence < 0)
    return {
      ok: false,
      reason: `${formatPounds(-thisInvoicePence)} more was invoiced than the job comes to: make a credit note for it.`,
    };
  if (thisInvoicePence === 0) return { ok: false, reason: "Everything has been invoiced already." };
  const { agreedPence, invoicedPence } = job;
  return {
    ok: true,
    value: { agreedPence, changesPence, totalPence, invoicedPence, thisInvoicePence },
  };
}

/** What a stage's invoice asks for: the balance is the final account. */
export function stageInvoicePence(stage: StageToInvoice, job: JobAccount): AmountResult<number> {
  if (stage.dueOn === null)
    return { ok: false, reason: `Ask for "${stage.label}" first: it is not due yet.` };
  if (stage.isBalance) {
    const account = finalAccount(job);
    return account.ok ? { ok: true, value: account.value.thisInvoicePence } : account;
  }
  if (!isWhole(stage.pence) || !isWhole(stage.invoicedPence) || stage.invoicedPence < 0)
    return { ok: false, reason: "What was invoiced cannot be below nothing." };
  const left = stage.pence - stage.invoicedPence;
  if (left <= 0) return { ok: false, reason: `"${stage.label}" has been invoiced already.` };
  return { ok: true, value: left };
}

/**
 * The most before VAT whose total with VAT, worked out as every invoice works it (rounded
 * down), is not above a VAT-included amount: the line an amount of the job becomes. Not every
 * total can be met exactly (at 20%, £0.11 cannot: £0.09 makes £0.10 and £0.10 makes £0.12), so
 * the total may be a penny under; the store says so rather than charge a penny more.
 */
export function netWithin(grossPence: number, rate: VatRate) {
  if (rate === "none") return { netPence: grossPence, vatPence: 0, grossPence };
  const percent = Number(rate);
  let net = Math.floor((grossPence * 100) / (100 + percent));
  while (net + 1 + vatOn(net + 1, rate) <= grossPence) net += 1;
  while (net > 0 && net + vatOn(net, rate) > grossPence) net -= 1;
  const vatPence = vatOn(net, rate);
  return { netPence: net, vatPence, grossPence: net + vatPence };
}
