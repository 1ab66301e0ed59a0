import { getFormProps } from "@conform-to/react";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { useReplyForm } from "~/forms/form-reply";
import { answerForm, readForm } from "~/forms/read-form.server";
import { SelectField, VersionField } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { MadeFromLead } from "~/owner/site/made-from-lead";
import { PhotoPicker } from "~/owner/site/photo-picker";
import { ProjectFields, type ProjectFormValues } from "~/owner/site/project-fields";
import { ProjectPhotosForm } from "~/owner/site/project-photos-form";
import { RemoveProjectForm } from "~/owner/site/remove-project-form";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import { leadOfProject } from "~/projects/lead-project.server";
import { previewUrl } from "~/projects/photo-previews.server";
import {
  projectChoices,
  projectDetailsForm,
  projectWords,
  readProject,
  removeProject,
  saveDetails,
  serviceChoices,
} from "~/projects/project-editor.server";
import { changePairs, pairsForm } from "~/projects/project-pairs.server";
import {
  addToGallery,
  changePhotos,
  forgetPhotos,
  photosForm,
  receivePhotos,
} from "~/projects/project-photos.server";
import { publishingContext } from "~/publishing/site-publishing.server";
import { refusal } from "~/site-editing/content-file.server";
import type { Route } from "./+types/site-project";

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  ownerMeta(data?.values.title ?? "Project");

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const { db } = context.get(ownerRequestContext);
  const owner = publishing.drafts;
  const found = readProject(owner, params.slug);
  if (!found) throw data(null, { status: 404 });
  // The project's words are its form's fields; its place, status and photos are not.
  const { slug, order, status, gallery, beforeAfter, description, features, ...words } =
    found.project;
  const photoNumber = (src: string) => gallery.findIndex((photo) => photo.src === src) + 1;
  return {
    slug: params.slug,
    version: found.version,
    /** The won lead it was made from: the owner's link back, never on the public page. */
    lead: leadOfProject(db, params.slug),
    added: Number(new URL(request.url).searchParams.get("added")) || 0,
    ...projectChoices(owner),
    formats: acceptedFormatsText,
    values: { ...words, description: description.join("\n\n"), features: features.join("\n") },
    pairs: beforeAfter.map((pair) => ({
      before: photoNumber(pair.before),
      after: photoNumber(pair.after),
    })),
    photos: gallery.map((photo) => ({
      src: photo.src,
      alt: photo.alt,
      caption: photo.caption ?? "",
      thumb: previewUrl(params.slug, photo.src),
      full: previewUrl(params.slug, photo.src, "full"),
    })),
  };
}

/** The section's forms, told apart by `section`: the words, the photos, removing it. */
const editorForm = (known: readonly string[]) =>
  z.discriminatedUnion("section", [
    projectDetailsForm(known),
    photosForm,
    pairsForm,
    z.object({
      section: z.literal("remove"),
      version: z.string().default(""),
      confirm: z.literal("yes", { error: "Tick this to confirm." }),
    }),
  ]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const { drafts } = publishing;
  const by = user.email;
  if (/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    const received = await receivePhotos(publishing, request, {
      by,
      decide: () =>
        readProject(drafts, params.slug)
          ? { slug: params.slug }
          : refusal("That project is no longer there."),
    });
    const submission = readForm(received.form, photosAdded);
    if (!received.ok)
      return answerForm(
        submission,
        { ...received.outcome, status: received.status },
        { form: "add" },
      );
    return answerForm(
      submission,
      ({ version }) => {
        if (received.photos.length === 0) {
          const message = "Choose the photos to add first.";
          return { ok: false, message, fieldErrors: { photos: [message] } };
        }
        const outcome = addToGallery(drafts, params.slug, received.photos, version, by);
        if (!outcome.ok) forgetPhotos(drafts, params.slug, received.photos, by);
        return outcome;
      },
      { form: "add" },
    );
  }
  const known = serviceChoices(drafts).map((service) => service.slug);
  return answerForm(
    await readForm(request, editorForm(known), projectWords),
    (sent) => {
      if (sent.section === "details") return saveDetails(drafts, params.slug, sent, by);
      if (sent.section === "photos") return changePhotos(drafts, params.slug, sent, by);
      if (sent.section === "pairs") return changePairs(drafts, params.slug, sent, by);
      const removed = removeProject(drafts, params.slug, sent, by);
      if (removed.ok) throw redirect("/owner/site/projects");
      return removed;
    },
    { form: (sent) => String(sent.section) },
  );
}

/** The add-photos form: its photos come with it; its version is the only answer. */
const photosAdded = z.object({ version: z.string().default("") });

/** The job's words. */
function DetailsForm({
  page,
  reply,
}: {
  page: Route.ComponentProps["loaderData"];
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<ProjectFormValues & { version: string }>("details", reply, {
    defaultValue: { ...page.values, version: page.version },
  });
  return (
    <Form method="post" {...getFormProps(form)} key={page.version} className="grid gap-4">
      <VersionField field={fields.version} />
      <ProjectFields fields={fields} categories={page.categories} services={page.services} />
      <SubmitButton>Save the project</SubmitButton>
    </Form>
  );
}

/** Adding photos: a form of its own, as it sends them. */
function AddPhotosForm({
  page,
  reply,
}: {
  page: Route.ComponentProps["loaderData"];
  reply: unknown;
}) {
  const { form, fields } = useReplyForm<{ photos: string }>("add", reply);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-3"
    >
      <input type="hidden" name="version" value={page.version} />
      <PhotoPicker label="More photos" formats={page.formats} error={fields.photos.errors} />
      <SubmitButton variant="secondary">Add these photos</SubmitButton>
    </Form>
  );
}

/** Before and after: the pairs made so far, each with its Remove, and two menus to add one. */
function PairsForm({ page, reply }: { page: Route.ComponentProps["loaderData"]; reply: unknown }) {
  const { form, fields } = useReplyForm<{ before: string; after: string }>("pairs", reply);
  const options = page.photos.map((photo, index) => ({
    value: photo.src,
    label: `Photo ${index + 1}${photo.alt ? `: ${photo.alt.slice(0, 50)}` : ""}`,
  }));
  return (
    <Form method="post" {...getFormProps(form)} key={page.version} className="grid gap-3">
      <input type="hidden" name="section" value="pairs" />
      <input type="hidden" name="version" value={page.version} />
      {page.pairs.length > 0 ? (
        <ul className="grid gap-2">
          {page.pairs.map((pair, index) => (
            <li
              key={`${pair.before}-${pair.after}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-sand-100 p-3"
            >
              <span>
                Photo {pair.before} before, photo {pair.after} after
              </span>
              <SubmitButton name="intent" value={`remove:${index}`} variant="outline">
                Remove
                <span className="sr-only">
                  {" "}
                  the pair of photos {pair.before} and {pair.after}
                </span>
              </SubmitButton>
            </li>
          ))}
        </ul>
      ) : null}
      <SelectField
        label="Before the work"
        field={fields.before}
        options={options}
        choose="Choose a photo"
      />
      <SelectField
        label="After the work"
        field={fields.after}
        options={options}
        choose="Choose a photo"
      />
      <SubmitButton name="intent" value="add" variant="secondary">
        Add the pair
      </SubmitButton>
    </Form>
  );
}

export default function ProjectEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, version, photos } = loaderData;
  const waiting = photos.filter((photo) => photo.alt === "").length;
  return (
    <>
      <UpLink to="/owner/site/projects">Projects</UpLink>
      <PageHeading title={loaderData.values.title}>
        On the site at{" "}
        <a href={`/projects/${slug}`} className="font-semibold underline">
          /projects/{slug}
        </a>{" "}
        once published.
        <MadeFromLead lead={loaderData.lead} />
      </PageHeading>
      {actionData?.message ? (
        <Notice tone={actionData.ok ? "success" : "error"}>{actionData.message}</Notice>
      ) : loaderData.added > 0 ? (
        <Notice tone="success">
          Project added as a draft with {loaderData.added} photo(s). Now describe each photo.
        </Notice>
      ) : null}

      <Section title="Photos">
        <p className="mb-3 text-muted">
          The first photo is the cover. Describe each photo for visitors who cannot see it (it is
          read aloud); a caption, if you write one, shows under the photo when it is opened.
          {waiting > 0 ? ` ${waiting} photo(s) need a description before you can publish.` : ""}
        </p>
        <ProjectPhotosForm version={version} photos={photos} reply={actionData} />
      </Section>

      <Section title="Before and after">
        <p className="mb-3 text-muted">
          Two photos of the same view, from before and after the work: visitors compare them with a
          slider on the project's page.
        </p>
        <PairsForm page={loaderData} reply={actionData} />
      </Section>

      <Section title="Add photos">
        <AddPhotosForm page={loaderData} reply={actionData} />
      </Section>

      <Section title="About the job">
        <DetailsForm page={loaderData} reply={actionData} />
      </Section>

      <Section title="Remove this project">
        <RemoveProjectForm
          version={loaderData.version}
          title={loaderData.values.title}
          reply={actionData}
        />
      </Section>
    </>
  );
}
