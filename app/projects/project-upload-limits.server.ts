import { formatBytes } from "~/lib/format-count";
import { maxUploadBodyBytes, type UploadLimits, uploadTiming } from "~/photos/multipart.server";

/**
 * The owner's photos of a finished project: up to 20 at a time (a phone's pick of a job), each
 * at most 15 MB as for customers, 150 MB in all; the project's other fields come with them.
 * Refusals in words for the owner, not a customer.
 */
export const projectUploadLimits: UploadLimits = {
  ...uploadTiming,
  maxFiles: 20,
  maxFileBytes: 15_000_000,
  maxTotalBytes: 150_000_000,
  maxFields: 200,
  words: {
    tooManyFiles: (limit) => `Add at most ${limit} photos at a time; add the rest afterwards.`,
    fileTooLarge: (fileName, limit) =>
      `${fileName} is larger than ${formatBytes(limit)}. Choose a smaller photo.`,
    totalTooLarge: (limit) =>
      `These photos come to more than ${formatBytes(limit)}. Add fewer at a time.`,
    emptyFile: (fileName) => `${fileName} is empty (0 bytes). Choose it again.`,
  },
};

/** The pages that take them: a new project, and an existing project's photos. */
export const takesProjectPhotos = (path: string) =>
  /^\/owner\/site\/projects\/[a-z0-9-]+(\.data)?$/.test(path);

export const maxProjectUploadBytes = maxUploadBodyBytes(projectUploadLimits);
