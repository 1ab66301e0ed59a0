import { data, Form, redirect } from "react-router";
import { Notice, PageHeading, SubmitButton, UpLink } from "~/owner/owner-ui";
import { ownerArea, requireUser } from "~/owner/signed-in.server";
import { PhotoPicker } from "~/owner/site/photo-picker";
import { emptyProject, ProjectFields, sentFrom, valuesFromSent } from "~/owner/site/project-fields";
import { forgetPhotos, receivePhotos } from "~/owner/site/project-photos.server";
import {
  checkDetails,
  createProject,
  detailsFrom,
  newSlug,
  projectChoices,
} from "~/owner/site/projects.server";
import { acceptedFormatsText } from "../../../server/photos/photo-check";
import type { Route } from "./+types/site-project-new";

export const meta: Route.MetaFunction = () => [
  { title: "Add a project · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: the form posts its photos as multipart/form-data. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  const { categories, services } = projectChoices(ownerArea(context));
  return { categories, services, formats: acceptedFormatsText };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const area = ownerArea(context);
  const received = await receivePhotos(area, request, {
    by: user.email,
    decide: (form) => {
      const checked = checkDetails(area, detailsFrom(form));
      if (!checked.ok) return checked;
      return { slug: newSlug(area, checked.details.title, checked.details.location) };
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
  const checked = checkDetails(area, detailsFrom(received.form));
  if (!checked.ok) throw new Error("the details were checked before the photos were kept");
  const outcome = createProject(area, {
    slug: received.slug,
    details: checked.details,
    photos: received.photos,
    by: user.email,
  });
  if (!outcome.ok) {
    forgetPhotos(area, received.slug, received.photos, user.email);
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
