import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { replyTo, useReplyForm } from "~/forms/form-reply";
import { updateFormId } from "~/jobs/update-form";
import { saveUpdate, updatePage } from "~/jobs/update-page.server";
import { FormMessage, TextAreaField } from "~/owner/fields";
import { ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { PhotoPicker } from "~/owner/site/photo-picker";
import type { Route } from "./+types/job-update";

export const meta: Route.MetaFunction = () => ownerMeta("Post an update");

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  updatePage(request, context, params.id);
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveUpdate(request, context, params.id);

/** A line and a few photos: the customer sees them on their page, and by email that evening. */
export default function JobUpdate({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  const { form, fields } = useReplyForm<{ text: string; photos: string }>(updateFormId, actionData);
  return (
    <>
      <UpLink to={`/owner/jobs/${job.id}`}>{job.title}</UpLink>
      <PageHeading title="Post an update">
        The customer sees it on their page at once, and gets one email in the evening with the day's
        updates. Photos are turned upright and lose their location before they are kept.
      </PageHeading>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-4"
      >
        <FormMessage reply={replyTo(updateFormId, actionData)} />
        <TextAreaField
          field={fields.text}
          label="What was done"
          hint="“First fix done, plastering Tuesday.”"
        />
        <PhotoPicker
          label="Photos"
          formats={loaderData.formats}
          most={loaderData.most}
          error={fields.photos.errors}
        />
        <SubmitButton>Post the update</SubmitButton>
      </Form>
    </>
  );
}
