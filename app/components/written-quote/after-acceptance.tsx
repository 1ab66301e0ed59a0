import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { cancelFormId } from "~/written-quotes/quote-post";

export interface DepositShown {
  due: string | null;
  receivedOn: string | null;
  reference: string;
  bank: { accountName: string; sortCode: string; accountNumber: string } | null;
  cardLink: string | null;
}

/** How to pay the deposit: the bank details and the reference, a card link where there is one. */
export function PayTheDeposit({ deposit, phone }: { deposit: DepositShown; phone: string }) {
  if (deposit.receivedOn)
    return (
      <p className="mt-3">
        We received your deposit on {deposit.receivedOn}, thank you. Your receipt is in your email.
      </p>
    );
  if (!deposit.due)
    return <p className="mt-3">No deposit is asked for: we will be in touch about the start.</p>;
  return (
    <div className="mt-3 grid gap-3">
      <p>
        The deposit is <strong>{deposit.due}</strong>.
      </p>
      {deposit.bank ? (
        <dl className="grid gap-2 rounded-card bg-white p-5">
          <div>
            <dt className="text-muted">Account name</dt>
            <dd className="font-semibold">{deposit.bank.accountName}</dd>
          </div>
          <div>
            <dt className="text-muted">Sort code</dt>
            <dd className="font-semibold">{deposit.bank.sortCode}</dd>
          </div>
          <div>
            <dt className="text-muted">Account number</dt>
            <dd className="font-semibold">{deposit.bank.accountNumber}</dd>
          </div>
          <div>
            <dt className="text-muted">Payment reference</dt>
            <dd className="font-semibold">{deposit.reference}</dd>
          </div>
        </dl>
      ) : (
        <p>Call us on {phone} and we will give you our bank details.</p>
      )}
      {deposit.cardLink ? (
        <p>
          <a
            href={deposit.cardLink}
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
          >
            Pay the deposit by card
          </a>
        </p>
      ) : null}
      <p className="text-muted text-sm">
        We never change our bank details by email. If you are told they have changed, call us on{" "}
        {phone} first.
      </p>
    </div>
  );
}

/** "Cancel this contract": within the 14 days, one ticked box and one button, no reason asked. */
export function CancelForm({ until, reply }: { until: string; reply: unknown }) {
  const { form, fields } = useReplyForm<{ confirm: string }>(cancelFormId, reply);
  const refused = replyTo(cancelFormId, reply);
  const error = fields.confirm.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3">
      <p>
        You can cancel until the end of {until}, without giving a reason. If we have started at your
        request, you pay for the work done up to now.
      </p>
      {refused?.message && !refused.ok ? (
        <p role="alert" className="font-medium text-danger">
          {refused.message}
        </p>
      ) : null}
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          name={fields.confirm.name}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fields.confirm.errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-navy-800"
        />
        <span>I want to cancel this contract.</span>
      </label>
      {error ? (
        <p id={fields.confirm.errorId} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value="cancel"
        variant="outline"
        className="w-full sm:w-auto"
      >
        Cancel this contract
      </Button>
    </Form>
  );
}
