import { data, type RouterContextProvider, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { discardUploads, parseUploadRequest } from "~/photos/multipart.server";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import { discardPrepared, type PreparedPhoto, processPhotos } from "~/photos/photo-store.server";
import { makeSmallCopies } from "~/photos/small-copies.server";
import { jobsContext } from "./job-services.server";
import { jobById } from "./job-store.server";
import { postUpdate } from "./job-updates.server";
import { jobUploadLimits } from "./job-uploads.server";
import { updateFormId, updateSchema } from "./update-form";

/**
 * "Post an update" on a job (`/owner/jobs/{id}/update`): a line and photos from the phone, for
 * everyone who works the leads. The photos are checked and re-encoded (upright, no EXIF or GPS)
 * before anything is kept; any refused, nothing is, and the page says which and why.
 */

type Context = Readonly<RouterContextProvider>;

function jobOf(request: Request, context: Context, param: string | undefined) {
  const { user } = requireUser(request, context);
  const services = context.get(jobsContext);
  const job = /^\d{1,9}$/.test(param ?? "") ? jobById(services.db, Number(param)) : null;
  if (!job) throw data({ message: "There is no such job." }, { status: 404 });
  return { user, services, job };
}

export function updatePage(request: Request, context: Context, param: string | undefined) {
  const { job } = jobOf(request, context, param);
  return {
    job: { id: job.id, title: job.title },
    formats: acceptedFormatsText,
    most: jobUploadLimits.maxFiles,
  };
}

const choosePhotosAgain = "The photos were not kept: choose them again.";

export async function saveUpdate(request: Request, context: Context, param: string | undefined) {
  const { user, services, job } = jobOf(request, context, param);
  const multipart = /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
  const upload = multipart
    ? await parseUploadRequest(request, { uploadDir: services.uploadsDir, limits: jobUploadLimits })
    : null;
  const form = upload ? upload.form : await request.formData().catch(() => new FormData());
  const files = upload?.ok ? upload.files : [];
  let prepared: PreparedPhoto[] = [];
  let stored = false;
  try {
    const submission = readForm(form, updateSchema);
    const refuse = (status: number, photos?: string) =>
      answerForm(
        submission,
        {
          ok: false,
          status,
          fieldErrors: {
            photos: [
              [photos, files.length > 0 || upload?.ok === false ? choosePhotosAgain : ""]
                .filter(Boolean)
                .join(" "),
            ].filter(Boolean),
          },
          ...(upload && !upload.ok ? { headers: { Connection: "close" } } : {}),
        },
        { form: updateFormId },
      );
    if (upload && !upload.ok) return refuse(upload.refusal.status, upload.refusal.message);
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
