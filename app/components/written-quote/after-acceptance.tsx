import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { cancelFormId } from "~/written-quotes/quote-post";

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
