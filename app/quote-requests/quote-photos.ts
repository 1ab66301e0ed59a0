import { formatBytes } from "~/lib/format-count";

/**
 * Photos with a quote request: how many and how large (decimal megabytes, as phones show
 * sizes), and what a visitor is told when one does not fit. One source for the form's own
 * check (with JavaScript) and the server's (`app/photos/upload-limits.server.ts`).
 */
export const photoLimits = {
  maxPhotos: 6,
  maxPhotoBytes: 15_000_000,
  maxTotalBytes: 40_000_000,
} as const;

/** The form's file field: `<input type="file" name="photos" multiple>`. */
export const photosFieldName = "photos";

const quoted = (fileName: string) => `"${fileName || "photo"}"`;

export const photoSizeMessages = {
  tooMany: (limit: number = photoLimits.maxPhotos) =>
    `Please send at most ${limit} photos with one request. Choose your ${limit} best; more can follow by email.`,
  tooLarge: (fileName: string, limit: number = photoLimits.maxPhotoBytes) =>
    `${quoted(fileName)} is larger than ${formatBytes(limit)}. Please choose a smaller photo, or send it later by email.`,
  totalTooLarge: (limit: number = photoLimits.maxTotalBytes) =>
    `Your photos come to more than ${formatBytes(limit)} in all. Please send fewer or smaller photos.`,
  empty: (fileName: string) =>
    `${quoted(fileName)} is empty (0 bytes). Please choose the photo again.`,
};
