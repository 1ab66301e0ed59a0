import { Form } from "react-router";
import { optOutLabel } from "~/statistics/monthly-summary-label";
import { Notice, SubmitButton } from "./owner-ui";

/** The owner's choice to get last month's figures by email on the 1st (on unless unticked). */
export function MonthlySummarySection({ on, saved }: { on: boolean; saved?: string }) {
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
        className="mt-4 grid gap-3"
      >
        {saved ? <Notice tone="success">{saved}</Notice> : null}
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name="monthly-summary"
            value="on"
            defaultChecked={on}
            key={String(on)}
            className="size-6 shrink-0"
          />
          {optOutLabel}
        </label>
        <SubmitButton name="intent" value="monthly-summary" variant="secondary">
          Save
        </SubmitButton>
      </Form>
    </section>
  );
}
