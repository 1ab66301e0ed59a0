/**
 * The photos as attachments of the owner's email, made when the email is sent (attachments are
 * not kept in the outbox): each a JPEG under 1 MB, all together well under 10 MB as sent, named
 * after the request (MC-00042-photo-1.jpg), never after the visitor's file.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "~/db/database.server";
import { withImageSlot } from "~/photos/image-slots.server";
import { untrustedInput } from "~/photos/photo-check.server";
import { photosOf } from "~/photos/photo-store.server";

/** What nodemailer takes in `attachments`. */
export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: "image/jpeg";
}

export const attachmentLimits = {
  /** Each photo's JPEG, in bytes. */
  maxPhotoBytes: 1_000_000,
  /**
   * The whole email as sent, in bytes. Attachments travel base64-encoded, a third larger with
   * line breaks; the text, HTML and headers get 200 kB of it.
   */
  maxEmailBytes: 10_000_000,
  textAllowance: 200_000,
} as const;

/** Base64 with a line break every 76 characters: what an attachment weighs in the email. */
export const encodedSize = (bytes: number) => {
  const base64 = Math.ceil(bytes / 3) * 4;
  return base64 + Math.ceil(base64 / 76) * 2;
};

/** Tried in turn until the photo fits: long side in pixels, JPEG quality. */
const steps: readonly (readonly [number, number])[] = [
  [1600, 80],
  [1600, 70],
  [1280, 70],
  [1024, 65],
  [800, 60],
  [640, 55],
  [480, 50],
  [320, 45],
];

/** One photo as a JPEG of at most `maxBytes`, as large and clear as fits. */
export async function shrinkForEmail(file: string, maxBytes: number): Promise<Buffer> {
  const input = await readFile(file);
  let smallest: Buffer | undefined;
  for (const [side, quality] of steps) {
    const output = await withImageSlot(() =>
      sharp(input, untrustedInput)
        .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality, progressive: true })
        .toBuffer(),
    );
    if (output.length <= maxBytes) return output;
    smallest = output;
  }
  // 320 px at quality 45 is a few tens of kB for any photo; a limit below that is a mistake.
  throw new Error(
    `a photo could not be made smaller than ${maxBytes} bytes (smallest ${smallest?.length})`,
  );
}

/**
 * The attachments for these photos, in order, for the request `reference`. A photo whose file
 * is missing is left out (the email about a new lead matters more than one photo; the start-up
 * clean-up logs missing files).
 */
export async function photoAttachments(
  photos: readonly { fileName: string; position: number }[],
  { photosDir, reference }: { photosDir: string; reference: string },
): Promise<EmailAttachment[]> {
  if (photos.length === 0) return [];
  const { maxPhotoBytes, maxEmailBytes, textAllowance } = attachmentLimits;
  // Each photo's share of the email, in raw bytes, found by shrinking its base64 size to fit.
  let share = Math.floor((maxEmailBytes - textAllowance) / photos.length);
  let raw = Math.floor((share * 3) / 4);
  while (raw > 0 && encodedSize(raw) > share) raw -= 1000;
  share = Math.min(maxPhotoBytes - 1, raw);

  const attachments: EmailAttachment[] = [];
  for (const photo of photos) {
    const file = path.join(photosDir, path.basename(photo.fileName));
    let content: Buffer;
    try {
      content = await shrinkForEmail(file, share);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    attachments.push({
      filename: `${reference}-photo-${photo.position}.jpg`,
      content,
      contentType: "image/jpeg",
    });
  }
  return attachments;
}

/**
 * What the outbox attaches to an email as it sends it: the request's photos to the owner's
 * alert, nothing to any other email.
 */
export const quoteAttachments =
  (db: Db, photosDir: string) =>
  ({ kind, quoteRequestId }: { kind: string; quoteRequestId: number | null }) =>
    kind === "owner-notification" && quoteRequestId !== null
      ? ownerEmailAttachments(db, photosDir, quoteRequestId)
      : Promise.resolve([]);

/**
 * The attachments for the owner's email about request `requestId`: none if it has no photos or
 * is gone (deleted before its email went).
 */
export async function ownerEmailAttachments(
  db: Db,
  photosDir: string,
  requestId: number,
): Promise<EmailAttachment[]> {
  const reference = db
    .prepare("SELECT reference FROM quote_requests WHERE id = ?")
    .pluck()
    .get(requestId) as string | null | undefined;
  if (!reference) return [];
  return photoAttachments(photosOf(db, requestId), { photosDir, reference });
}

/** "1 photo", "3 photos". */
export function photoCount(count: number): string {
  return `${count} ${count === 1 ? "photo" : "photos"}`;
}

/** For the customer's acknowledgement: "We received 3 photos." (null when there were none). */
export function photosReceivedSentence(count: number): string | null {
  return count > 0 ? `We received ${photoCount(count)}.` : null;
}
