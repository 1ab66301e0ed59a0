import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { documentForms } from "~/jobs/document-form";
import { documentPage, saveDocument } from "~/jobs/document-page.server";
import { FormMessage, SelectField, TextField } from "~/owner/fields";
import { ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import type { Route } from "./+types/job-document";

export const meta: Route.MetaFunction = () => ownerMeta("Add a document");

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  documentPage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveDocument(request, context, params.id);

/** A handover document for the customer to keep, and which documents this job needs. */
export default function JobDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { job, handover } = loaderData;
  const id = documentForms.document;
  const { form, fields } = useReplyForm<{
    kind: string;
    title: string;
    datedOn: string;
    photos: string;
  }>(id, actionData, { defaultValue: { datedOn: loaderData.today } });
  const needed = useReplyForm(documentForms.needed, actionData);
  const fileErrors = fields.photos.errors;
  return (
    <>
      <UpLink to={`/owner/jobs/${job.id}`}>{job.title}</UpLink>
      <PageHeading title="Add a document">
        A certificate, guarantee or manual the customer keeps. It goes on their page at once, and
        they are emailed that it is there.
      </PageHeading>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-4"
      >
        <input type="hidden" name="intent" value={id} />
        <FormMessage reply={replyTo(id, actionData)} />
        <SelectField
          field={fields.kind}
          label="What it is"
          options={loaderData.kinds}
          choose="Choose the kind of document"
        />
        <TextField
          field={fields.title}
          label="Its title"
          hint="As its heading says: “Electrical Installation Certificate, kitchen circuits”."
        />
        <TextField
          field={fields.datedOn}
          label="The day on the document"
          type="date"
          max={loaderData.today}
        />
        <div className="grid gap-1.5">
          <label htmlFor="photos" className="font-semibold text-navy-900">
            The document
          </label>
          <p id="photos-hint" className="text-muted text-sm">
            A PDF, or a photo of the paper ({loaderData.formats}), up to {loaderData.largest}. A
            photo is turned upright and loses where it was taken.
          </p>
          <input
            id="photos"
            name="photos"
            type="file"
            accept="application/pdf,image/*"
            required
            aria-invalid={fileErrors?.length ? true : undefined}
            aria-describedby={fileErrors?.length ? "photos-hint photos-error" : "photos-hint"}
            className="min-h-12 w-full rounded-md border-2 border-navy-300 border-dashed bg-white p-3 text-base file:mr-3 file:rounded-md file:border-0 file:bg-navy-800 file:px-4 file:py-2 file:font-semibold file:text-white aria-invalid:border-danger"
          />
          {fileErrors?.length ? (
            <p id="photos-error" className="font-semibold text-danger text-sm">
              {fileErrors.join(" ")}
            </p>
          ) : null}
        </div>
        <SubmitButton>Add the document and tell the customer</SubmitButton>
      </Form>

      <Section title="Which documents this job needs">
        <Form method="post" {...getFormProps(needed.form)} className="grid gap-3">
          <input type="hidden" name="intent" value={documentForms.needed} />
          <FormMessage reply={replyTo(documentForms.needed, actionData)} />
          <fieldset className="grid gap-1">
            <legend className="mb-1">
              The customer's page lists those ticked with no document yet as still to come.
            </legend>
            {loaderData.kinds.map((kind) => (
              <label key={kind.value} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="needed"
                  value={kind.value}
                  defaultChecked={loaderData.needed.includes(kind.value)}
                  className="size-6 shrink-0"
                />
                {kind.label}
              </label>
            ))}
          </fieldset>
          <SubmitButton variant="outline">Save what this job needs</SubmitButton>
        </Form>
        {handover.stillToCome.length > 0 ? (
          <p className="mt-3">Still to come: {handover.stillToCome.join(", ")}.</p>
        ) : null}
      </Section>
    </>
  );
}
