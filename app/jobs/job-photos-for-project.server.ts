import path from "node:path";
import type { Db } from "~/db/database.server";
import type { JobPhotoChoice, JobPhotos, PhotoOnDisk } from "~/projects/new-project.server";
import { jobOfLead } from "./job-store.server";
import { jobPhotoFiles, updatesOfJob } from "./job-updates.server";

/**
 * A finished job's progress photos offered to its project (issue 49): the new project's page
 * shows the lead's job's photos to tick, and the ones ticked are received with the photos
 * uploaded (`receivePhotos`, its `fromDisk`), copied from the job's full-size files: the job
 * keeps its own. Only photos of that lead's job are taken. The page hands these to the
 * project's form (`JobPhotos`).
 */
export const jobPhotosForProjects = (jobs: { db: Db; photosDir: string }): JobPhotos => ({
  of: (leadId) => jobPhotosOfLead(jobs.db, leadId),
  chosen: (leadId, sent) => chosenJobPhotos(jobs, leadId, sent),
});

const clipped = (text: string, most = 150) =>
  text.length > most ? `${text.slice(0, most - 1).trimEnd()}…` : text;

/** The photos of the lead's job, oldest update first, each with its update's words; none without a job. */
function jobPhotosOfLead(db: Db, leadId: number): JobPhotoChoice[] {
  const job = jobOfLead(db, leadId);
  if (!job) return [];
  return updatesOfJob(db, job.id)
    .reverse()
    .flatMap((update) =>
      update.photos.map((photo, index) => ({
        id: photo.id,
        src: `/owner/jobs/${job.id}/photos/${photo.id}?size=small`,
        width: photo.thumbWidth,
        height: photo.thumbHeight,
        alt:
          update.photos.length > 1
            ? `${clipped(update.text)} (photo ${index + 1} of ${update.photos.length})`
            : clipped(update.text),
      })),
    );
}

/**
 * The job photos ticked (`sent`, the field's values in the page's order), as files to copy:
 * each must be a photo of lead `leadId`'s job. Anything else (another job's photo, an id made
 * up, any photo without a lead) refuses the whole form.
 */
function chosenJobPhotos(
  { db, photosDir }: { db: Db; photosDir: string },
  leadId: number | undefined,
  sent: readonly FormDataEntryValue[],
): { ok: true; photos: PhotoOnDisk[] } | { ok: false; message: string } {
  if (sent.length === 0) return { ok: true, photos: [] };
  const job = leadId === undefined ? null : jobOfLead(db, leadId);
  const photos: PhotoOnDisk[] = [];
  for (const value of new Set(sent.map(String))) {
    const files =
      job && /^\d{1,9}$/.test(value) ? jobPhotoFiles(db, job.id, Number(value)) : undefined;
    if (!files)
      return {
        ok: false,
        message: "Tick only this job's photos shown here: one of them is not among them.",
      };
    photos.push({
      path: path.join(photosDir, files.fileName),
      originalName: `The job's photo ${value}`,
    });
  }
  return { ok: true, photos };
}
