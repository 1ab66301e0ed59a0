import { formatBytes } from "~/lib/format-count";
import { maxUploadBodyBytes, type UploadLimits, uploadTiming } from "~/photos/multipart.server";

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
