import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { FormMessage, TextField } from "~/owner/fields";
import { ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { paymentSettingsPage, savePaymentSettings } from "~/written-quotes/payment-settings.server";
import type { Route } from "./+types/quote-settings";

export const meta: Route.MetaFunction = () => ownerMeta("How customers pay");

export const loader = ({ request, context }: Route.LoaderArgs) =>
  paymentSettingsPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) =>
  savePaymentSettings(request, context);

/** The firm's bank details and card link, shown to a customer only once they accept a quote. */
export default function QuoteSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields } = useReplyForm<{
    accountName: string;
    sortCode: string;
    accountNumber: string;
    cardLink: string;
  }>("payment", actionData, { defaultValue: loaderData.details ?? undefined });
  return (
    <>
      <UpLink to="/owner">Leads</UpLink>
      <PageHeading title="How customers pay">
        Shown on a customer's own quote page once they accept it, with the quote's number as the
        payment reference. Never on the public website.
      </PageHeading>
      <Form method="post" {...getFormProps(form)} className="grid gap-4">
        <FormMessage reply={replyTo("payment", actionData)} />
        <TextField field={fields.accountName} label="Name on the account" autoComplete="off" />
        <TextField
          field={fields.sortCode}
          label="Sort code"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          field={fields.accountNumber}
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          field={fields.cardLink}
          label="Card payment link (optional)"
          type="url"
          hint="A payment link from your card provider, starting https://. Leave empty for none."
        />
        <SubmitButton>Save</SubmitButton>
      </Form>
    </>
  );
}
