import { data, Form, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { Field, Notice, PageHeading, Section, SubmitButton, UpLink } from "~/owner/owner-ui";
import { PhotoPicker } from "~/owner/site/photo-picker";
import { ProjectFields, sentFrom, valuesFromSent } from "~/owner/site/project-fields";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import { ownerArea } from "~/server-context";
import { previewUrl } from "~/site-editing/photo-previews.server";
import {
  addToGallery,
  changePhotos,
  forgetPhotos,
  receivePhotos,
} from "~/site-editing/project-photos.server";
import {
  projectChoices,
  readProject,
  removeProject,
  saveDetails,
} from "~/site-editing/projects.server";
import type { Route } from "./+types/site-project";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `${data?.values.title ?? "Project"} · Owner area` },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  const owner = ownerArea(context).publishing.drafts;
  const found = readProject(owner, params.slug);
  if (!found) throw data(null, { status: 404 });
  const { project, version } = found;
  const { categories, services } = projectChoices(owner);
  const added = Number(new URL(request.url).searchParams.get("added")) || 0;
  return {
    slug: params.slug,
    version,
    added,
    categories,
    services,
    formats: acceptedFormatsText,
    values: {
      title: project.title,
      category: project.category,
      location: project.location,
      type: project.type,
      completed: project.completed,
      duration: project.duration,
      summary: project.summary,
      description: project.description.join("\n\n"),
      features: project.features.join("\n"),
      servicesProvided: project.servicesProvided,
      seoDescription: project.seoDescription,
    },
    photos: project.gallery.map((photo) => ({
      src: photo.src,
      alt: photo.alt,
      caption: photo.caption ?? "",
      thumb: previewUrl(params.slug, photo.src),
      full: previewUrl(params.slug, photo.src, "full"),
    })),
  };
}

type Answer = {
  ok: boolean;
  message: string;
  fieldErrors: Record<string, string[]>;
  section: string;
  sent: Record<string, string[]>;
};

const answer = (
  section: string,
  outcome: { ok: boolean; message?: string; fieldErrors?: Record<string, string[]> },
  { status = 400, sent = {} }: { status?: number; sent?: Record<string, string[]> } = {},
) => {
  const body: Answer = {
    ...outcome,
    message: outcome.message ?? "",
    fieldErrors: outcome.fieldErrors ?? {},
    section,
    sent,
  };
  return outcome.ok ? body : data(body, { status });
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const { publishing } = ownerArea(context);
  const services = publishing.drafts;
  const by = user.email;
  if (/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    const received = await receivePhotos(publishing, request, {
      by,
      decide: () =>
        readProject(services, params.slug)
          ? { slug: params.slug }
          : { ok: false, message: "That project is no longer there.", fieldErrors: {} },
    });
    if (!received.ok) return answer("add", received.outcome, { status: received.status });
    if (received.photos.length === 0) {
      const message = "Choose the photos to add first.";
      return answer("add", { ok: false, message, fieldErrors: { photos: [message] } });
    }
    const version = String(received.form.get("version") ?? "");
    const outcome = addToGallery(services, params.slug, received.photos, version, by);
    if (!outcome.ok) forgetPhotos(services, params.slug, received.photos, by);
    return answer("add", outcome);
  }
  const form = await request.formData();
  const section = String(form.get("section") ?? "");
  const sent = sentFrom(form);
  if (section === "remove") {
    if (form.get("confirm") !== "yes")
      return answer(section, {
        ok: false,
        message: "Tick the box to confirm, then press Remove again.",
        fieldErrors: { confirm: ["Tick this to confirm."] },
      });
    const outcome = removeProject(services, params.slug, form, by);
    if (!outcome.ok) return answer(section, outcome);
    throw redirect("/owner/site/projects");
  }
  const outcome =
    section === "details"
      ? saveDetails(services, params.slug, form, by)
      : changePhotos(services, params.slug, form, by);
  return answer(section, outcome, { sent });
}

export default function ProjectEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, version, photos } = loaderData;
  const failedIn = (section: string) =>
    actionData && !actionData.ok && actionData.section === section ? actionData : undefined;
  const details = failedIn("details");
  const photosFailed = failedIn("photos");
  const sentPhotos = photosFailed?.sent;
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
      </PageHeading>
      {actionData ? (
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
        <Form method="post" key={version} className="grid gap-4">
          <input type="hidden" name="section" value="photos" />
          <input type="hidden" name="version" value={version} />
          <ol className="grid gap-4">
            {photos.map((photo, index) => {
              const number = index + 1;
              const sentText = (name: string) => sentPhotos?.[`${name}-${index}`]?.[0];
              return (
                <li
                  key={photo.src}
                  className="grid gap-3 rounded-md border border-navy-100 p-3 sm:grid-cols-[10rem_1fr]"
                >
                  <a href={photo.full} className="block">
                    <img
                      src={photo.thumb}
                      alt={photo.alt}
                      width={160}
                      height={120}
                      loading={index > 3 ? "lazy" : undefined}
                      className="h-30 w-40 rounded-md bg-navy-100 object-cover"
                    />
                    <span className="text-sm underline">Open photo {number} full size</span>
                  </a>
                  <div className="grid gap-3">
                    <p className="font-semibold">
                      Photo {number}
                      {index === 0 ? " (cover)" : ""}
                      {photo.alt === "" ? (
                        <span className="ml-2 text-danger">needs a description</span>
                      ) : null}
                    </p>
                    <Field
                      label="Caption (optional)"
                      name={`caption-${index}`}
                      defaultValue={sentText("caption") ?? photo.caption}
                      error={photosFailed?.fieldErrors[`caption-${index}`]}
                    />
                    <Field
                      label="Description for blind visitors"
                      name={`alt-${index}`}
                      defaultValue={sentText("alt") ?? photo.alt}
                      error={photosFailed?.fieldErrors[`alt-${index}`]}
                      hint="What the photo shows, in a sentence. Left empty, the caption is used."
                    />
                    <div className="flex flex-wrap gap-2">
                      {index > 0 ? (
                        <>
                          <SubmitButton name="intent" value={`cover:${index}`} variant="outline">
                            Make cover<span className="sr-only"> photo {number}</span>
                          </SubmitButton>
                          <SubmitButton name="intent" value={`up:${index}`} variant="outline">
                            Move up<span className="sr-only"> photo {number}</span>
                          </SubmitButton>
                        </>
                      ) : null}
                      <SubmitButton name="intent" value={`remove:${index}`} variant="outline">
                        Remove<span className="sr-only"> photo {number}</span>
                      </SubmitButton>
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          <SubmitButton name="intent" value="save">
            Save the photos' descriptions
          </SubmitButton>
        </Form>
      </Section>

      <Section title="Add photos">
        <Form method="post" encType="multipart/form-data" className="grid gap-3">
          <input type="hidden" name="version" value={version} />
          <PhotoPicker
            label="More photos"
            formats={loaderData.formats}
            error={failedIn("add")?.fieldErrors.photos}
          />
          <SubmitButton variant="secondary">Add these photos</SubmitButton>
        </Form>
      </Section>

      <Section title="About the job">
        <Form method="post" key={version} className="grid gap-4">
          <input type="hidden" name="section" value="details" />
          <input type="hidden" name="version" value={version} />
          <ProjectFields
            values={details ? valuesFromSent(details.sent) : loaderData.values}
            errors={details?.fieldErrors}
            categories={loaderData.categories}
            services={loaderData.services}
          />
          <SubmitButton>Save the project</SubmitButton>
        </Form>
      </Section>

      <Section title="Remove this project">
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="section" value="remove" />
          <input type="hidden" name="version" value={version} />
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              className="size-5"
              aria-invalid={failedIn("remove") ? true : undefined}
            />
            Yes, take {loaderData.values.title} and its photos off the site when I next publish
          </label>
          <SubmitButton variant="outline">Remove the project</SubmitButton>
        </Form>
      </Section>
    </>
  );
}
