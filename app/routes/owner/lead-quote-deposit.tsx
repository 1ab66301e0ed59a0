import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { formatDate } from "~/lib/uk-time";
import { FormMessage, TextField } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { depositPage, saveDeposit } from "~/written-quotes/deposit-page.server";
import { depositFormId } from "~/written-quotes/owner-form-ids";
import type { Route } from "./+types/lead-quote-deposit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  ownerMeta(`Deposit · ${loaderData?.lead.reference ?? "Lead"}`);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  depositPage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveDeposit(request, context, params.id);

/** "Deposit received": the amount and the day, once; the customer is emailed a receipt. */
export default function LeadQuoteDeposit({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const { form, fields } = useReplyForm<{ amount: string; on: string }>(depositFormId, actionData, {
    defaultValue: { amount: loaderData.due?.replace(/^£/, "") ?? "", on: loaderData.today },
  });
  return (
    <>
      <UpLink to={`/owner/leads/${lead.id}`}>
        {lead.reference} · {lead.name}
      </UpLink>
      <PageHeading title="Deposit received">
        {loaderData.number}: {loaderData.title}. The customer is emailed a{" "}
        {loaderData.registered ? "VAT receipt (a deposit is a tax point)" : "receipt"} at once.
      </PageHeading>
      {loaderData.receivedOn ? (
        <Notice tone="info">
          The deposit was recorded as received on {formatDate(loaderData.receivedOn)}.
        </Notice>
      ) : loaderData.cancelled ? (
        <Notice tone="info">
          The customer cancelled this contract: refund what they paid within 14 days.
        </Notice>
      ) : (
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <FormMessage reply={replyTo(depositFormId, actionData)} />
          <TextField field={fields.amount} label="Amount received (£)" inputMode="decimal" />
          <TextField field={fields.on} label="The day it arrived" type="date" />
          <SubmitButton>Record and send the receipt</SubmitButton>
        </Form>
      )}
    </>
  );
}
