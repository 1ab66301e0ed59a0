import { formatBytes } from "~/lib/format-count";
import { type UploadLimits, uploadTiming } from "~/photos/multipart.server";
import { reviewLimits } from "./review-form";

const quoted = (fileName: string) => `"${fileName || "photo"}"`;

/** A customer's photos with their review: 3 of at most 15 MB, 40 MB in all. */
export const reviewUploadLimits: UploadLimits = {
  ...uploadTiming,
  maxFiles: reviewLimits.photos,
  maxFileBytes: 15_000_000,
  maxTotalBytes: 40_000_000,
  words: {
    tooManyFiles: (limit) => `Please send at most ${limit} photos with your review.`,
    fileTooLarge: (fileName, limit) =>
      `${quoted(fileName)} is larger than ${formatBytes(limit)}. Please choose a smaller photo.`,
    totalTooLarge: (limit) =>
      `Your photos come to more than ${formatBytes(limit)} in all. Please send fewer or smaller photos.`,
    emptyFile: (fileName) => `${quoted(fileName)} is empty (0 bytes). Please choose it again.`,
  },
};
