import { photoLimits } from "~/quotes/quote-photos";
import { defaultUploadLimits, maxUploadBodyBytes, type UploadLimits } from "./upload-limits.server";

/**
 * The owner's photos of a finished project: up to 20 at a time (a phone's pick of a job), each
 * at most 15 MB as for customers, 150 MB in all; the project's other fields come with them.
 */
export const projectUploadLimits: UploadLimits = {
  ...defaultUploadLimits,
  maxFiles: 20,
  maxFileBytes: photoLimits.maxPhotoBytes,
  maxTotalBytes: 150_000_000,
  maxFields: 200,
  fileField: "photos",
};

/** The pages that take them: a new project, and an existing project's photos. */
export const takesProjectPhotos = (path: string) =>
  /^\/owner\/site\/projects\/[a-z0-9-]+(\.data)?$/.test(path);

export const maxProjectUploadBytes = maxUploadBodyBytes(projectUploadLimits);
