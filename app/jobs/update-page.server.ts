import { type RouterContextProvider, redirect } from "react-router";
import { answerForm, readForm } from "~/forms/read-form.server";
import { discardUploads } from "~/photos/multipart.server";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import { discardPrepared, type PreparedPhoto, processPhotos } from "~/photos/photo-store.server";
import { makeSmallCopies } from "~/photos/small-copies.server";
import { postUpdate } from "./job-updates.server";
import { jobUploadLimits, readJobPost } from "./job-uploads.server";
import { ownerJob } from "./owner-job.server";
import { updateFormId, updateSchema } from "./update-form";

/**
 * "Post an update" on a job (`/owner/jobs/{id}/update`): a line and photos from the phone, for
 * everyone who works the leads. The photos are checked and re-encoded (upright, no EXIF or GPS)
 * before anything is kept; any refused, nothing is, and the page says which and why.
 */

type Context = Readonly<RouterContextProvider>;

export function updatePage(request: Request, context: Context, param: string | undefined) {
  const { job } = ownerJob(request, context, param);
  return {
    job: { id: job.id, title: job.title },
    formats: acceptedFormatsText,
    most: jobUploadLimits.maxFiles,
  };
}

const choosePhotosAgain = "The photos were not kept: choose them again.";

export async function saveUpdate(request: Request, context: Context, param: string | undefined) {
  const { user, services, job } = ownerJob(request, context, param);
  const { form, files, refusal, uploadRefused } = await readJobPost(request, {
    uploadsDir: services.uploadsDir,
    limits: jobUploadLimits,
    chooseAgain: choosePhotosAgain,
  });
  let prepared: PreparedPhoto[] = [];
  let stored = false;
  try {
    const submission = readForm(form, updateSchema);
    const refuse = (status: number, photos?: string) =>
      answerForm(submission, refusal(status, photos), { form: updateFormId });
    if (uploadRefused) return answerForm(submission, uploadRefused, { form: updateFormId });
    if (submission.status !== "success") return refuse(400);
    const photos = await processPhotos(files, {
      photosDir: services.photosDir,
      most: jobUploadLimits.maxFiles,
    });
    if (!photos.ok) return refuse(400, photos.refusals.map((refusal) => refusal.message).join(" "));
    prepared = photos.photos;
    postUpdate(services, { jobId: job.id, text: submission.value.text, photos: prepared, user });
    stored = true;
    await makeSmallCopies(services.photosDir, prepared);
    return redirect(`/owner/jobs/${job.id}?done=update#progress`);
  } finally {
    await discardUploads(files);
    if (!stored) await discardPrepared(prepared);
  }
}
