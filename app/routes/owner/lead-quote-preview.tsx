import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { QuoteView } from "~/components/written-quote/quote-view";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { CheckboxField, FormMessage } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { sendFormId } from "~/written-quotes/owner-form-ids";
import { quotePreviewPage, sendFromPreview } from "~/written-quotes/quote-preview.server";
import type { Route } from "./+types/lead-quote-preview";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  ownerMeta(`Preview quote · ${loaderData?.lead.reference ?? "Lead"}`);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  quotePreviewPage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  sendFromPreview(request, context, params.id);

/** The draft as the customer will see it, and the one button that sends it. */
export default function LeadQuotePreview({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, document } = loaderData;
  const { form, fields } = useReplyForm<{ writtenAt: string; largeDepositOk: string }>(
    sendFormId,
    actionData,
  );
  return (
    <>
      <UpLink to={`/owner/leads/${lead.id}/quote`}>Back to the quote</UpLink>
      <PageHeading title="Check and send">
        What {lead.name} will see. Sending emails it to {lead.email} with a PDF, and marks the lead
        Quoted.
      </PageHeading>
      <QuoteView document={document} />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <FormMessage reply={replyTo(sendFormId, actionData)} />
        {loaderData.problem ? <Notice>{loaderData.problem}</Notice> : null}
        <input type="hidden" name="writtenAt" value={loaderData.writtenAt} />
        {loaderData.largeDeposit ? (
          <CheckboxField
            field={fields.largeDepositOk}
            label="Send it with a deposit over a quarter of the price"
            hint="Customers are rightly wary of large deposits: most trade bodies advise no more than 25%."
          />
        ) : null}
        {loaderData.problem ? null : <SubmitButton>Send to {lead.name}</SubmitButton>}
        <Link
          to={`/owner/leads/${lead.id}/quote`}
          className="inline-flex min-h-11 items-center underline"
        >
          Change something
        </Link>
      </Form>
    </>
  );
}
