import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { useReplyForm } from "~/forms/form-reply";
import { jobPhotosForProjects } from "~/jobs/job-photos-for-project.server";
import { jobsContext } from "~/jobs/job-services.server";
import { Notice, ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { JobPhotosField } from "~/owner/site/job-photos-field";
import { PhotoPicker } from "~/owner/site/photo-picker";
import { ProjectFields, type ProjectFormValues } from "~/owner/site/project-fields";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import { projectFromLead } from "~/projects/lead-project.server";
import { addNewProject } from "~/projects/new-project.server";
import { projectChoices } from "~/projects/project-editor.server";
import { publishingContext } from "~/publishing/site-publishing.server";
import type { Route } from "./+types/site-project-new";

export const meta: Route.MetaFunction = () => ownerMeta("Add a project");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const { db } = context.get(ownerRequestContext);
  const { categories, services } = projectChoices(publishing.drafts);
  const lead = new URL(request.url).searchParams.get("lead");
  const fromLead =
    lead === null ? undefined : projectFromLead(db, publishing.drafts, lead, services);
  return {
    categories,
    services,
    formats: acceptedFormatsText,
    fromLead,
    // The job's progress photos to choose from, when the lead has a job.
    jobPhotos: fromLead?.ok
      ? jobPhotosForProjects({ db, photosDir: context.get(jobsContext).photosDir }).of(fromLead.id)
      : [],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "change the site");
  const { db } = context.get(ownerRequestContext);
  return addNewProject(
    {
      publishing: context.get(publishingContext),
      db,
      jobPhotos: jobPhotosForProjects({ db, photosDir: context.get(jobsContext).photosDir }),
    },
    request,
    user.email,
  );
}

/**
 * The job's photos ticked at first: all of a small job's; of a long one, the first (the "before")
 * and the last three (the "after"), as a project's gallery is a dozen photos, not a hundred.
 */
const firstTicked = <Photo,>(photos: Photo[]) =>
  photos.length <= 12 ? photos : [...photos.slice(0, 1), ...photos.slice(-3)];

export default function NewProject({ loaderData, actionData }: Route.ComponentProps) {
  const { fromLead, jobPhotos } = loaderData;
  const { form, fields } = useReplyForm<
    ProjectFormValues & { photos: string; jobPhotos: string[] }
  >("form", actionData, {
    defaultValue: fromLead?.ok
      ? { ...fromLead.start, jobPhotos: firstTicked(jobPhotos).map((photo) => String(photo.id)) }
      : undefined,
  });
  return (
    <>
      <UpLink to="/owner/site/projects">Projects</UpLink>
      <PageHeading title="Add a project">
        A finished job for the Projects page: its story and its photos. Next you describe each
        photo; nothing goes on the site until you publish. Pair before and after photos on the next
        page.
      </PageHeading>
      {actionData?.message ? <Notice>{actionData.message}</Notice> : null}
      {fromLead?.ok ? (
        <Notice tone="info">
          The job of lead {fromLead.reference}: its kind and year are filled in (and its town, if
          you gave it when asking for a review).{" "}
          {jobPhotos.length > 0
            ? "Its progress photos are below: keep the ones to show, add any more and write the story in your own words"
            : "Add the photos (before, during and after, in one go) and the story in your own words"}
          ; nothing the customer sent goes on the site.
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
        {jobPhotos.length > 0 || fields.jobPhotos.errors ? (
          <JobPhotosField field={fields.jobPhotos} photos={jobPhotos} />
        ) : null}
        <PhotoPicker
          label={jobPhotos.length > 0 ? "More photos" : undefined}
          formats={loaderData.formats}
          error={fields.photos.errors}
        />
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
