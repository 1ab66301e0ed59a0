import { redirect } from "react-router";
import type { Db } from "~/db/database.server";
import { answerForm, nothingSaved, readForm } from "~/forms/read-form.server";
import type { SitePublishing } from "~/publishing/site-publishing.server";
import {
  leadForNewProject,
  leadIdOf,
  linkProjectToLead,
  projectIsThere,
} from "./lead-project.server";
import {
  createProject,
  newSlug,
  projectDetailsForm,
  projectWords,
  serviceChoices,
} from "./project-editor.server";
import { forgetPhotos, receivePhotos } from "./project-photos.server";

/** The field of the new project's form for the job's photos: one box each, its value the photo's id. */
export const jobPhotosField = "jobPhotos";

/** A photo of a won lead's job, as the new project's page offers it to tick. */
export interface JobPhotoChoice {
  id: number;
  /** The thumbnail, as the owner's area serves it. */
  src: string;
  width: number;
  height: number;
  /** The update's words, what the photo shows. */
  alt: string;
}

/** A job's photo to copy into a project: its full-size file, and the name a refusal gives it. */
export interface PhotoOnDisk {
  path: string;
  originalName: string;
}

/**
 * A won lead's job's photos, handed in by the page (`jobPhotosForProjects` in app/jobs): jobs
 * read projects, never the other way, as written quotes start jobs through `QuoteJobs`.
 */
export interface JobPhotos {
  /** The photos of the lead's job, to tick; none without a job. */
  of(leadId: number): JobPhotoChoice[];
  /** The photos ticked (`sent`), as files to copy: each must be one of the lead's job's. */
  chosen(
    leadId: number | undefined,
    sent: readonly FormDataEntryValue[],
  ): { ok: true; photos: PhotoOnDisk[] } | { ok: false; message: string };
}

/**
 * The new project's form, sent (`/owner/site/projects/new`): its words, its photos uploaded
 * and, for a won lead's job, the job's photos ticked. The project is drafted with all of them
 * and tied to its lead, and the owner goes on to its editor (describing the photos, pairing
 * before and after); or nothing is kept and the form says why.
 */
export async function addNewProject(
  {
    publishing,
    db,
    jobPhotos,
  }: {
    publishing: Pick<SitePublishing, "drafts" | "photoWorkDir" | "preparePhoto">;
    db: Db;
    jobPhotos: JobPhotos;
  },
  request: Request,
  by: string,
) {
  const { drafts } = publishing;
  let leadId: number | undefined;
  const schema = projectDetailsForm(serviceChoices(drafts).map((service) => service.slug));
  const received = await receivePhotos(publishing, request, {
    by,
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
      const sent = form.getAll(jobPhotosField);
      const chosen = jobPhotos.chosen(leadId, sent);
      if (!chosen.ok)
        return {
          ok: false,
          message: nothingSaved,
          fieldErrors: { [jobPhotosField]: [chosen.message] },
        };
      if (checked.status !== "success") return { ok: false, message: nothingSaved };
      const slug = newSlug(drafts, checked.value.title, checked.value.location);
      return { slug, fromDisk: chosen.photos };
    },
  });
  const submission = readForm(received.form, schema, projectWords);
  if (!received.ok) return answerForm(submission, { ...received.outcome, status: received.status });
  return answerForm(submission, ({ version: _, section: __, ...details }) => {
    if (received.photos.length === 0) {
      const offered = leadId !== undefined && jobPhotos.of(leadId).length > 0;
      return {
        ok: false,
        message: nothingSaved,
        fieldErrors: {
          photos: [
            offered
              ? "Tick at least one of the job's photos, or add one."
              : "Add at least one photo of the job.",
          ],
        },
      };
    }
    const outcome = createProject(drafts, {
      slug: received.slug,
      details,
      photos: received.photos,
      by,
    });
    if (!outcome.ok) {
      forgetPhotos(drafts, received.slug, received.photos, by);
      return outcome;
    }
    if (leadId !== undefined) linkProjectToLead(db, leadId, received.slug);
    throw redirect(`/owner/site/projects/${received.slug}?added=${received.photos.length}`);
  });
}
