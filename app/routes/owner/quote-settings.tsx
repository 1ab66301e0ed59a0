import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { FormMessage, TextField } from "~/owner/fields";
import { ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { paymentSettingsPage, savePaymentSettings } from "~/written-quotes/payment-settings.server";
import type { Route } from "./+types/quote-settings";

export const meta: Route.MetaFunction = () => ownerMeta("Quote settings");

export const loader = ({ request, context }: Route.LoaderArgs) =>
  paymentSettingsPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) =>
  savePaymentSettings(request, context);

/**
 * The firm's bank details and card link, shown to a customer only once they accept a quote; and
 * the quote templates, to remove the ones no longer wanted.
 */
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
      <PageHeading title="Quote settings">How customers pay, and your templates.</PageHeading>
      <Section title="How customers pay">
        <p className="mb-4">
          Shown on a customer's own quote page once they accept it, with the quote's number as the
          payment reference. Never on the public website.
        </p>
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <input type="hidden" name="intent" value="payment" />
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
      </Section>
      <Section title="Templates">
        <FormMessage reply={replyTo("templates", actionData)} />
        {loaderData.templates.length === 0 ? (
          <p>None yet: write a quote and, at its foot, save it as a template.</p>
        ) : (
          <ul className="grid gap-2">
            {loaderData.templates.map((template) => (
              <li key={template.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{template.name}</span>
                <Form method="post">
                  <input type="hidden" name="template" value={template.id} />
                  <SubmitButton name="intent" value="remove-template" variant="outline">
                    Remove<span className="sr-only"> {template.name}</span>
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
