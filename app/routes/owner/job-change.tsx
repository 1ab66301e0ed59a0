import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { changeFormId } from "~/jobs/change-form";
import { changePage, saveChange } from "~/jobs/change-page.server";
import { FormMessage, RadioGroupField, TextAreaField, TextField } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import type { Route } from "./+types/job-change";

export const meta: Route.MetaFunction = () => ownerMeta("Propose a change");

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  changePage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveChange(request, context, params.id);

/** A change to the work with its price: the customer approves or declines it on their page. */
export default function JobChange({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  const { form, fields } = useReplyForm<{
    title: string;
    details: string;
    direction: string;
    amount: string;
    datesEffect: string;
  }>(changeFormId, actionData, { defaultValue: { direction: "adds" } });
  return (
    <>
      <UpLink to={`/owner/jobs/${job.id}`}>{job.title}</UpLink>
      <PageHeading title="Propose a change">
        The customer is emailed and answers on their page. Only an approved change counts in the
        job's total: nothing is charged that they did not approve.
      </PageHeading>
      {job.finished ? (
        <Notice tone="info">This job is finished: a change cannot be added now.</Notice>
      ) : (
        <Form method="post" {...getFormProps(form)} className="grid gap-4">
          <FormMessage reply={replyTo(changeFormId, actionData)} />
          <TextField
            field={fields.title}
            label="The change"
            hint="“Second radiator in the kitchen”."
          />
          <TextAreaField field={fields.details} label="What changes in the work" />
          <RadioGroupField
            field={fields.direction}
            label="It"
            options={[
              { value: "adds", label: "adds work (the customer pays more)" },
              { value: "takes", label: "takes work out (the customer pays less)" },
            ]}
          />
          <TextField field={fields.amount} label="Price, VAT included (£)" inputMode="decimal" />
          <TextField
            field={fields.datesEffect}
            label="Its effect on the dates (if any)"
            hint="“Adds two days: we finish on Friday 12th.”"
          />
          <SubmitButton>Send it to the customer</SubmitButton>
        </Form>
      )}
    </>
  );
}
