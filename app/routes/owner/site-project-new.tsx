import { data, Form, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { Notice, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { PhotoPicker } from "~/owner/site/photo-picker";
import { emptyProject, ProjectFields, sentFrom, valuesFromSent } from "~/owner/site/project-fields";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import { ownerArea } from "~/server-context";
import { forgetPhotos, receivePhotos } from "~/site-editing/project-photos.server";
import {
  checkDetails,
  createProject,
  detailsFrom,
  newSlug,
  projectChoices,
} from "~/site-editing/projects.server";
import type { Route } from "./+types/site-project-new";

export const meta: Route.MetaFunction = () => [
  { title: "Add a project · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: the form posts its photos as multipart/form-data. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  const { categories, services } = projectChoices(ownerArea(context).publishing.drafts);
  return { categories, services, formats: acceptedFormatsText };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const { publishing } = ownerArea(context);
  const services = publishing.drafts;
  const received = await receivePhotos(publishing, request, {
    by: user.email,
    decide: (form) => {
      const checked = checkDetails(services, detailsFrom(form));
      if (!checked.ok) return checked;
      return { slug: newSlug(services, checked.details.title, checked.details.location) };
    },
  });
  const sent = sentFrom(received.form);
  if (!received.ok) return data({ ...received.outcome, sent }, { status: received.status });
  if (received.photos.length === 0)
    return data(
      {
        ok: false as const,
        message: "Nothing was saved: please correct the answers marked below.",
        fieldErrors: { photos: ["Add at least one photo of the job."] },
        sent,
      },
      { status: 400 },
    );
  const checked = checkDetails(services, detailsFrom(received.form));
  if (!checked.ok) throw new Error("the details were checked before the photos were kept");
  const outcome = createProject(services, {
    slug: received.slug,
    details: checked.details,
    photos: received.photos,
    by: user.email,
  });
  if (!outcome.ok) {
    forgetPhotos(services, received.slug, received.photos, user.email);
    return data({ ...outcome, sent }, { status: 400 });
  }
  throw redirect(`/owner/site/projects/${received.slug}?added=${received.photos.length}`);
}

export default function NewProject({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData ? valuesFromSent(actionData.sent) : emptyProject;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <>
      <UpLink to="/owner/site/projects">Projects</UpLink>
      <PageHeading title="Add a project">
        A finished job for the Projects page: its story and its photos. Next you describe each
        photo; nothing goes on the site until you publish.
      </PageHeading>
      {actionData ? <Notice>{actionData.message}</Notice> : null}
      <Form method="post" encType="multipart/form-data" className="grid gap-4">
        <PhotoPicker formats={loaderData.formats} error={errors.photos} />
        <ProjectFields
          values={values}
          errors={errors}
          categories={loaderData.categories}
          services={loaderData.services}
        />
        <SubmitButton>Add the project</SubmitButton>
      </Form>
    </>
  );
}
