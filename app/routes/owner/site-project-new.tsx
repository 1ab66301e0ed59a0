import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, nothingSaved, readForm } from "~/forms/read-form.server";
import { Notice, ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { PhotoPicker } from "~/owner/site/photo-picker";
import { ProjectFields, type ProjectFormValues } from "~/owner/site/project-fields";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import {
  leadForNewProject,
  leadIdOf,
  linkProjectToLead,
  projectFromLead,
  projectIsThere,
} from "~/projects/lead-project.server";
import {
  createProject,
  newSlug,
  projectChoices,
  projectDetailsForm,
  projectWords,
  serviceChoices,
} from "~/projects/project-editor.server";
import { forgetPhotos, receivePhotos } from "~/projects/project-photos.server";
import { publishingContext } from "~/publishing/site-publishing.server";
import type { Route } from "./+types/site-project-new";

export const meta: Route.MetaFunction = () => ownerMeta("Add a project");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const { db } = context.get(ownerRequestContext);
  const { categories, services } = projectChoices(publishing.drafts);
  const lead = new URL(request.url).searchParams.get("lead");
  return {
    categories,
    services,
    formats: acceptedFormatsText,
    fromLead: lead === null ? undefined : projectFromLead(db, publishing.drafts, lead, services),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const { db } = context.get(ownerRequestContext);
  const { drafts } = publishing;
  let leadId: number | undefined;
  const schema = projectDetailsForm(serviceChoices(drafts).map((service) => service.slug));
  const received = await receivePhotos(publishing, request, {
    by: user.email,
    decide: (form) => {
      const checked = readForm(form, schema, projectWords);
      const lead = checked.payload.lead;
      if (lead !== undefined) {
        const found = leadForNewProject(db, leadIdOf(String(lead)), (slug) =>
          projectIsThere(drafts, slug),
        );
        if (!found.ok) return { ok: false, message: found.message, status: 409 };
        leadId = found.lead.id;
      }
      if (checked.status !== "success") return { ok: false, message: nothingSaved };
      return { slug: newSlug(drafts, checked.value.title, checked.value.location) };
    },
  });
  const submission = readForm(received.form, schema, projectWords);
  if (!received.ok) return answerForm(submission, { ...received.outcome, status: received.status });
  return answerForm(submission, ({ version: _, section: __, ...details }) => {
    if (received.photos.length === 0)
      return {
        ok: false,
        message: nothingSaved,
        fieldErrors: { photos: ["Add at least one photo of the job."] },
      };
    const outcome = createProject(drafts, {
      slug: received.slug,
      details,
      photos: received.photos,
      by: user.email,
    });
    if (!outcome.ok) {
      forgetPhotos(drafts, received.slug, received.photos, user.email);
      return outcome;
    }
    if (leadId !== undefined) linkProjectToLead(db, leadId, received.slug);
    throw redirect(`/owner/site/projects/${received.slug}?added=${received.photos.length}`);
  });
}

export default function NewProject({ loaderData, actionData }: Route.ComponentProps) {
  const { fromLead } = loaderData;
  const { form, fields } = useReplyForm<ProjectFormValues & { photos: string }>(
    "form",
    actionData,
    {
      defaultValue: fromLead?.ok ? fromLead.start : undefined,
    },
  );
  return (
    <>
      <UpLink to="/owner/site/projects">Projects</UpLink>
      <PageHeading title="Add a project">
        A finished job for the Projects page: its story and its photos. Next you describe each
        photo; nothing goes on the site until you publish.
      </PageHeading>
      {actionData?.message ? <Notice>{actionData.message}</Notice> : null}
      {fromLead?.ok ? (
        <Notice tone="info">
          The job of lead {fromLead.reference}: its kind and year are filled in (and its town, if
          you gave it when asking for a review). Add the photos (before, during and after, in one
          go) and the story in your own words; nothing the customer sent goes on the site.
        </Notice>
      ) : fromLead ? (
        <Notice>{fromLead.message}</Notice>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-4"
      >
        {fromLead?.ok ? <input type="hidden" name="lead" value={fromLead.id} /> : null}
        <PhotoPicker formats={loaderData.formats} error={fields.photos.errors} />
        <ProjectFields
          fields={fields}
          categories={loaderData.categories}
          services={loaderData.services}
        />
        <SubmitButton>Add the project</SubmitButton>
      </Form>
    </>
  );
}
