import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { handJobFormId } from "~/jobs/hand-job-form";
import { handJobPage, saveHandJob } from "~/jobs/hand-job-page.server";
import { FormMessage, TextField } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import type { Route } from "./+types/lead-job";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  ownerMeta(`Start the job · ${loaderData?.lead.reference ?? "Lead"}`);

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  handJobPage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveHandJob(request, context, params.id);

/** A job for work agreed another way (on paper, by email): its page for the customer, too. */
export default function LeadJob({ loaderData, actionData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const { form, fields } = useReplyForm<{
    title: string;
    price: string;
    vat: string;
    deposit: string;
  }>(handJobFormId, actionData);
  return (
    <>
      <UpLink to={`/owner/leads/${lead.id}`}>
        {lead.reference} · {lead.name}
      </UpLink>
      <PageHeading title="Start the job">
        For work agreed another way than a quote accepted here. The customer is emailed the link to
        their job's page: dates, progress, payments and the certificates at the end.
      </PageHeading>
      {loaderData.job ? (
        <Notice tone="info">
          This lead's job has started: <Link to={loaderData.job}>open the job</Link>.
        </Notice>
      ) : !loaderData.won ? (
        <Notice tone="info">Mark the lead Won first: a job starts from work agreed.</Notice>
      ) : (
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <FormMessage reply={replyTo(handJobFormId, actionData)} />
          <TextField field={fields.title} label="The work" hint="“Rear single-storey extension”." />
          <TextField
            field={fields.price}
            label="Price agreed, VAT included (£)"
            inputMode="decimal"
          />
          {loaderData.vatRegistered ? (
            <TextField
              field={fields.vat}
              label="Of which VAT (£)"
              hint="For the VAT receipts: the VAT the price includes."
              inputMode="decimal"
            />
          ) : null}
          <TextField
            field={fields.deposit}
            label="Deposit agreed (£), if any"
            hint="Due in a week; the rest is due when the work is finished, or when you ask for it."
            inputMode="decimal"
          />
          <SubmitButton>Start the job and email the customer</SubmitButton>
        </Form>
      )}
    </>
  );
}
