import { formatBytes } from "~/lib/format-count";
import {
  maxUploadBodyBytes,
  parseUploadRequest,
  type UploadLimits,
  uploadTiming,
} from "~/photos/multipart.server";

/**
 * What the firm's people send from their phones to a job: an update's photos (a dozen at most,
 * each at most 15 MB as for customers), or one handover document (a PDF or a photo of it).
 */
export const jobUploadLimits: UploadLimits = {
  ...uploadTiming,
  maxFiles: 12,
  maxFileBytes: 15_000_000,
  maxTotalBytes: 100_000_000,
  words: {
    tooManyFiles: (limit) => `Add at most ${limit} photos to one update; post the rest in another.`,
    fileTooLarge: (fileName, limit) =>
      `${fileName} is larger than ${formatBytes(limit)}. Choose a smaller file.`,
    totalTooLarge: (limit) =>
      `These files come to more than ${formatBytes(limit)}. Send fewer at a time.`,
    emptyFile: (fileName) => `${fileName} is empty (0 bytes). Choose it again.`,
  },
};

/** The owner's pages that take a job's files: an update's photos, a handover document. */
export const takesJobFiles = (path: string) =>
  /^\/owner\/jobs\/\d+\/(update|document)(\.data)?$/.test(path);

export const maxJobUploadBytes = maxUploadBodyBytes(jobUploadLimits);

/**
 * A job's form as posted, with its files (multipart) or without: the fields, the files streamed
 * within `limits`, and what the page says beside the file field when it is refused (`refusal`:
 * what went wrong with the files, and that they must be chosen again, since a page cannot keep
 * a file chosen in it).
 */
export async function readJobPost(
  request: Request,
  {
    uploadsDir,
    limits,
    chooseAgain,
  }: { uploadsDir: string; limits: UploadLimits; chooseAgain: string },
) {
  const multipart = /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
  const upload = multipart
    ? await parseUploadRequest(request, { uploadDir: uploadsDir, limits })
    : null;
  const form = upload ? upload.form : await request.formData().catch(() => new FormData());
  const files = upload?.ok ? upload.files : [];
  const refusal = (status: number, aboutFiles?: string) => {
    const words = [aboutFiles, files.length > 0 || upload?.ok === false ? chooseAgain : ""]
      .filter(Boolean)
      .join(" ");
    return {
      ok: false as const,
      status,
      fieldErrors: { photos: words ? [words] : [] },
      ...(upload && !upload.ok ? { headers: { Connection: "close" } } : {}),
    };
  };
  /** The upload's own refusal (too large, too many, cut off), if it was refused. */
  const uploadRefused =
    upload && !upload.ok ? refusal(upload.refusal.status, upload.refusal.message) : null;
  return { form, files, refusal, uploadRefused };
}
