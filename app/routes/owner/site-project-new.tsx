import { getFormProps } from "@conform-to/react";
import { Form, redirect } from "react-router";
import { requireOwner } from "~/accounts/signed-in.server";
import { useReplyForm } from "~/forms/form-reply";
import { checkForm, nothingSaved, replyWith } from "~/forms/read-form.server";
import { Notice, ownerMeta, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { PhotoPicker } from "~/owner/site/photo-picker";
import { ProjectFields, type ProjectFormValues } from "~/owner/site/project-fields";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import { forgetPhotos, receivePhotos } from "~/site-editing/project-photos.server";
import {
  createProject,
  newSlug,
  type ProjectDetails,
  projectChoices,
  projectDetailsForm,
  projectWords,
  serviceChoices,
} from "~/site-editing/projects.server";
import type { Route } from "./+types/site-project-new";

export const meta: Route.MetaFunction = () => ownerMeta("Add a project");

/** Plain HTML: the form posts its photos as multipart/form-data. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  const { categories, services } = projectChoices(requireOwner(request, context).publishing.drafts);
  return { categories, services, formats: acceptedFormatsText };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, publishing } = requireOwner(request, context);
  const { drafts } = publishing;
  const schema = projectDetailsForm(serviceChoices(drafts).map((service) => service.slug));
  let details: ProjectDetails | undefined;
  const received = await receivePhotos(publishing, request, {
    by: user.email,
    decide: (form) => {
      const checked = checkForm(form, schema, projectWords);
      if (checked.status !== "success") return { ok: false, message: nothingSaved };
      details = checked.value;
      return { slug: newSlug(drafts, details.title, details.location) };
    },
  });
  const submission = checkForm(received.form, schema, projectWords);
  if (!received.ok)
    return replyWith(submission, "form", { ...received.outcome, status: received.status });
  if (!details || received.photos.length === 0)
    return replyWith(submission, "form", {
      ok: false,
      message: nothingSaved,
      fieldErrors: { photos: ["Add at least one photo of the job."] },
    });
  const { version: _, section: __, ...words } = details;
  const outcome = createProject(drafts, {
    slug: received.slug,
    details: words,
    photos: received.photos,
    by: user.email,
  });
  if (!outcome.ok) {
    forgetPhotos(drafts, received.slug, received.photos, user.email);
    return replyWith(submission, "form", outcome);
  }
  throw redirect(`/owner/site/projects/${received.slug}?added=${received.photos.length}`);
}

export default function NewProject({ loaderData, actionData }: Route.ComponentProps) {
  const { form, fields } = useReplyForm<ProjectFormValues & { photos: string }>("form", actionData);
  return (
    <>
      <UpLink to="/owner/site/projects">Projects</UpLink>
      <PageHeading title="Add a project">
        A finished job for the Projects page: its story and its photos. Next you describe each
        photo; nothing goes on the site until you publish.
      </PageHeading>
      {actionData?.message ? <Notice>{actionData.message}</Notice> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="grid gap-4"
      >
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
