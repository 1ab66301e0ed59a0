import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useReplyForm } from "~/forms/form-reply";
import { optOutLabel } from "~/results/monthly-summary-label";
import { CheckboxField, FormMessage } from "./fields";
import { SubmitButton } from "./owner-ui";

/** The owner's choice to get last month's figures by email on the 1st (on unless unticked). */
export function MonthlySummarySection({ on, reply }: { on: boolean; reply: unknown }) {
  const summary = useReplyForm("monthly-summary", reply, {
    defaultValue: { "monthly-summary": on },
  });
  return (
    <section aria-labelledby="monthly-summary-heading" className="mt-8">
      <h2 id="monthly-summary-heading" className="text-2xl">
        Monthly summary
      </h2>
      <p className="mt-1 text-muted">
        On the 1st, an email with last month's visits, quote requests, won work, where the work came
        from, and any request that waited longer than you promise.
      </p>
      <Form
        method="post"
        action="/owner/account#monthly-summary-heading"
        {...getFormProps(summary.form)}
        className="mt-4 grid gap-3"
      >
        <FormMessage reply={summary.reply} />
        <CheckboxField field={summary.fields["monthly-summary"]} label={optOutLabel} />
        <SubmitButton name="intent" value="monthly-summary" variant="secondary">
          Save
        </SubmitButton>
      </Form>
    </section>
  );
}
