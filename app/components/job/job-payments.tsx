import type { StageState } from "~/jobs/job-money.server";

export interface PaymentsShown {
  /** What is to pay now, in a line, if anything is. */
  due: string | null;
  agreed: string;
  changes: string | null;
  total: string;
  paid: string;
  left: string;
  stages: {
    id: number;
    label: string;
    amount: string;
    state: StageState;
    stateWords: string;
    /** Each payment received of it and what is still to pay, or when it is due. */
    status: string;
  }[];
  reference: string;
  bank: { accountName: string; sortCode: string; accountNumber: string } | null;
  cardLink: string | null;
}

const stateClass: Record<StageState, string> = {
  paid: "bg-success/10 text-success",
  late: "bg-danger/10 text-danger",
  due: "bg-hivis-300 text-navy-900",
  later: "bg-navy-50 text-navy-800",
};

/**
 * The payments of the job: each stage paid, due, overdue or later, with what was received of it
 * (a stage may be paid in parts) and what is still to pay; then the totals and how to pay.
 */
export function JobPayments({ payments, phone }: { payments: PaymentsShown; phone: string }) {
  return (
    <>
      <ul className="mt-3 grid gap-2">
        {payments.stages.map((stage) => (
          <li key={stage.id} className="rounded-md border border-navy-200 bg-white p-3">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{stage.label}</span>
              <span className="font-semibold tabular-nums">{stage.amount}</span>
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span className={`rounded px-2 py-0.5 font-semibold ${stateClass[stage.state]}`}>
                {stage.stateWords}
              </span>
              {stage.status}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>Agreed</dt>
        <dd className="text-right tabular-nums">{payments.agreed}</dd>
        {payments.changes ? (
          <>
            <dt>Changes you approved</dt>
            <dd className="text-right tabular-nums">{payments.changes}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{payments.total}</dd>
        <dt>Paid</dt>
        <dd className="text-right tabular-nums">{payments.paid}</dd>
        <dt className="font-semibold">Still to pay</dt>
        <dd className="text-right font-semibold tabular-nums">{payments.left}</dd>
      </dl>
      {payments.bank ? (
        <>
          <h3 className="mt-4 font-sans font-semibold text-base">How to pay</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>Account name</dt>
            <dd className="font-semibold">{payments.bank.accountName}</dd>
            <dt>Sort code</dt>
            <dd className="font-semibold">{payments.bank.sortCode}</dd>
            <dt>Account number</dt>
            <dd className="font-semibold">{payments.bank.accountNumber}</dd>
            <dt>Reference</dt>
            <dd className="font-semibold">{payments.reference}</dd>
          </dl>
          {payments.cardLink ? (
            <p className="mt-2">
              <a href={payments.cardLink} className="font-semibold text-navy-800 underline">
                Pay by card
              </a>
            </p>
          ) : null}
          <p className="mt-2 text-sm">
            We never change our bank details by email. If an email says we have, call us on {phone}{" "}
            before paying.
          </p>
        </>
      ) : null}
    </>
  );
}
