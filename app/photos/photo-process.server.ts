/**
 * Step 1 of storing photos (see `photo-store.ts`): checks every upload and re-encodes it
 * (turned upright, at most 2,560 px on the long side, JPEG, every bit of metadata dropped: no
 * GPS position, no EXIF, XMP or ICC) with a thumbnail, into temporary files (`tmp-…`) in the
 * photo folder that nothing refers to yet; and `discardPrepared` to delete them again.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { writeDurably } from "./durable-files.server";
import { withImageSlot } from "./image-slots.server";
import { checkPhoto, type PhotoRefusal, undecodable, untrustedInput } from "./photo-check.server";

/** As the upload limit and the table's CHECK say. */

export const photoSettings = {
  /** Long side of a stored photo: sharp on a phone or a laptop, a fraction of the upload. */
  maxSide: 2560,
  quality: 82,
  thumbSide: 480,
  thumbQuality: 75,
} as const;

/** A photo re-encoded and on disk under temporary names, not yet tied to a request. */
export interface PreparedPhoto {
  /** 1-based, in the order the visitor sent them. */
  position: number;
  originalName: string;
  dir: string;
  fileName: string;
  thumbFileName: string;
  tempFile: string;
  tempThumb: string;
  contentType: "image/jpeg";
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  bytes: number;
}

export type ProcessResult =
  | { ok: true; photos: PreparedPhoto[] }
  | { ok: false; refusals: PhotoRefusal[] };

/** Re-encodes one upload: upright, no larger than maxSide, sRGB, no metadata, JPEG. */
async function encode(tempPath: string) {
  const photo = await sharp(tempPath, { ...untrustedInput, autoOrient: true })
    .resize({
      width: photoSettings.maxSide,
      height: photoSettings.maxSide,
      fit: "inside",
      withoutEnlargement: true,
    })
    // A PNG's transparency on white, as JPEG has none.
    .flatten({ background: "#ffffff" })
    // No keepMetadata/withMetadata: everything is stripped and colours converted to sRGB.
    .jpeg({ quality: photoSettings.quality, progressive: true })
    .toBuffer({ resolveWithObject: true });
  const thumb = await sharp(photo.data)
    .resize({
      width: photoSettings.thumbSide,
      height: photoSettings.thumbSide,
      fit: "inside",
      withoutEnlargement: true,
    })
    .jpeg({ quality: photoSettings.thumbQuality })
    .toBuffer({ resolveWithObject: true });
  return { photo, thumb };
}

/**
 * Checks and re-encodes the uploads, one at a time (memory stays that of one photo). Every
 * photo refused is named in `refusals`, and then nothing is kept. Rejects only on a server
 * problem (disk full, folder not writable), after deleting what it wrote. The uploads
 * themselves are left for the caller to delete (`discardUploads`).
 */
export async function processPhotos(
  files: readonly { tempPath: string; originalName: string }[],
  {
    photosDir,
    most,
    onEncoded,
  }: {
    photosDir: string;
    /** The caller's own limit (checked by its upload already): more is a mistake in the code. */
    most: number;
    /** Each photo as soon as it is re-encoded, before the next one is (work that can start). */
    onEncoded?: (photo: PreparedPhoto, bytes: Buffer) => void;
  },
): Promise<ProcessResult> {
  if (files.length > most)
    throw new Error(`processPhotos: at most ${most} photos, not ${files.length}`);
  const refusals: PhotoRefusal[] = [];
  for (const file of files) {
    const check = await checkPhoto(file, { decode: false });
    if (!check.ok) refusals.push(check);
  }
  if (refusals.length > 0) return { ok: false, refusals };

  await mkdir(photosDir, { recursive: true, mode: 0o700 });
  const prepared: PreparedPhoto[] = [];
  try {
    for (const [index, file] of files.entries()) {
      let encoded: Awaited<ReturnType<typeof encode>>;
      try {
        encoded = await withImageSlot(() => encode(file.tempPath));
      } catch {
        // The full decode happens here: a cut-off or corrupt photo fails now.
        refusals.push(undecodable(file.originalName));
        continue;
      }
      if (refusals.length > 0) continue;
      const id = randomBytes(16).toString("hex");
      const photo: PreparedPhoto = {
        position: index + 1,
        originalName: file.originalName,
        dir: photosDir,
        fileName: `${id}.jpg`,
        thumbFileName: `${id}.thumb.jpg`,
        tempFile: path.join(photosDir, `tmp-${id}.jpg`),
        tempThumb: path.join(photosDir, `tmp-${id}.thumb.jpg`),
        contentType: "image/jpeg",
        width: encoded.photo.info.width,
        height: encoded.photo.info.height,
        thumbWidth: encoded.thumb.info.width,
        thumbHeight: encoded.thumb.info.height,
        bytes: encoded.photo.data.length,
      };
      prepared.push(photo);
      await writeDurably(photo.tempFile, encoded.photo.data);
      await writeDurably(photo.tempThumb, encoded.thumb.data);
      onEncoded?.(photo, encoded.photo.data);
    }
  } catch (error) {
    await discardPrepared(prepared);
    throw error;
  }
  if (refusals.length > 0) {
    await discardPrepared(prepared);
    return { ok: false, refusals };
  }
  return { ok: true, photos: prepared };
}

/** Deletes prepared photos, under their temporary or (if committed, then rolled back) final names. */
export async function discardPrepared(prepared: readonly PreparedPhoto[]): Promise<void> {
  await Promise.all(
    prepared.flatMap((photo) =>
      [
        photo.tempFile,
        photo.tempThumb,
        path.join(photo.dir, photo.fileName),
        path.join(photo.dir, photo.thumbFileName),
      ].map((file) => rm(file, { force: true })),
    ),
  );
}
