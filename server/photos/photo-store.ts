/**
 * Keeps a quote request's photos: each one re-encoded (turned upright, at most 2,560 px on the
 * long side, JPEG, every bit of metadata dropped: no GPS position, no EXIF, XMP or ICC) with a
 * thumbnail, under random names in DATA_DIR/photos, and a row per photo in `quote_photos`.
 *
 * All or nothing, in three steps:
 * 1. `processPhotos(files)` checks and re-encodes every upload into temporary files
 *    (`tmp-…`) that nothing refers to yet. Any photo refused: nothing is kept.
 * 2. `commitPhotos(db, requestId, prepared)`, inside the transaction that stores the request,
 *    renames the files to their final names (durably) and then writes the rows, so the rows
 *    can only be committed once their files are in place.
 * 3. If that transaction fails, is rolled back, or finds the request a duplicate:
 *    `discardPrepared(prepared)`.
 *
 * A crash at any point leaves either a committed request with all its files, or files no row
 * refers to, which `cleanUpOrphanPhotos` deletes at the next start.
 */
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "../db/database";
import { withImageSlot } from "./image-slots";
import { checkPhoto, type PhotoRefusal, undecodable, untrustedInput } from "./photo-check";

/** As the upload limit and the table's CHECK say. */
export const maxPhotos = 6;

export const photoSettings = {
  /** Long side of a stored photo: sharp on a phone or a laptop, a fraction of the upload. */
  maxSide: 2560,
  quality: 82,
  thumbSide: 480,
  thumbQuality: 75,
} as const;

/** Where stored photos live: DATA_DIR/photos, outside the web root, in backups. */
export const photosDirIn = (dataDir: string) => path.join(dataDir, "photos");
/** Where uploads stream to before they are checked: DATA_DIR/uploads, never backed up. */
export const uploadsDirIn = (dataDir: string) => path.join(dataDir, "uploads");

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

/** A stored photo, as a row says. */
export interface StoredPhoto {
  id: number;
  position: number;
  fileName: string;
  thumbFileName: string;
  contentType: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
  bytes: number;
  originalName: string;
  createdAt: string;
}

const finalName = /^[0-9a-f]{32}(\.thumb)?\.(jpg|webp)$/;
const tempName = /^tmp-[0-9a-f]{32}(\.thumb)?\.(jpg|webp)$/;
const uploadName = /^upload-[0-9a-f]{32}\.part$/;

async function writeDurably(file: string, data: Buffer): Promise<void> {
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function syncDir(dir: string) {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // Not every file system lets a directory be synced; the rename stands either way.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

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
  { photosDir }: { photosDir: string },
): Promise<ProcessResult> {
  if (files.length > maxPhotos)
    throw new Error(`processPhotos: at most ${maxPhotos} photos, not ${files.length}`);
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

/**
 * Ties prepared photos to a stored request. Call it inside the transaction that stores the
 * request (it is synchronous): the files get their final names first, made durable, and then
 * the rows are written, so a committed row always has its files. If the transaction does not
 * commit, call `discardPrepared`.
 */
export function commitPhotos(
  db: Db,
  requestId: number,
  prepared: readonly PreparedPhoto[],
  now: Date = new Date(),
): void {
  if (prepared.length === 0) return;
  const dirs = new Set<string>();
  for (const photo of prepared) {
    renameSync(photo.tempFile, path.join(photo.dir, photo.fileName));
    renameSync(photo.tempThumb, path.join(photo.dir, photo.thumbFileName));
    dirs.add(photo.dir);
  }
  for (const dir of dirs) syncDir(dir);
  const insert = db.prepare(`
    INSERT INTO quote_photos
      (quote_request_id, position, file_name, thumb_file_name, content_type, width, height,
       thumb_width, thumb_height, bytes, original_name, created_at)
    VALUES
      (@requestId, @position, @fileName, @thumbFileName, @contentType, @width, @height,
       @thumbWidth, @thumbHeight, @bytes, @originalName, @createdAt)`);
  for (const photo of prepared)
    insert.run({
      requestId,
      position: photo.position,
      fileName: photo.fileName,
      thumbFileName: photo.thumbFileName,
      contentType: photo.contentType,
      width: photo.width,
      height: photo.height,
      thumbWidth: photo.thumbWidth,
      thumbHeight: photo.thumbHeight,
      bytes: photo.bytes,
      originalName: photo.originalName,
      createdAt: now.toISOString(),
    });
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

/** A request's photos in the order they were sent. */
export function photosOf(db: Db, requestId: number): StoredPhoto[] {
  return db
    .prepare(`
      SELECT id, position, file_name AS fileName, thumb_file_name AS thumbFileName,
             content_type AS contentType, width, height, thumb_width AS thumbWidth,
             thumb_height AS thumbHeight, bytes, original_name AS originalName,
             created_at AS createdAt
      FROM quote_photos WHERE quote_request_id = ? ORDER BY position`)
    .all(requestId) as StoredPhoto[];
}

/** The file names (photos and thumbnails) of a request's photos. */
export function photoFilesOf(db: Db, requestId: number): string[] {
  return photosOf(db, requestId).flatMap((photo) => [photo.fileName, photo.thumbFileName]);
}

/** Deletes files by name from the photo folder; only names the store makes, never a path. */
export function removePhotoFiles(photosDir: string, fileNames: readonly string[]): void {
  for (const name of fileNames)
    if (finalName.test(name)) rmSync(path.join(photosDir, name), { force: true });
}

function outsideTransaction(db: Db, what: string) {
  if (db.inTransaction)
    throw new Error(
      `${what} deletes files, which a rollback cannot bring back: call it outside a transaction, or use photoFilesOf before and removePhotoFiles after the commit`,
    );
}

/**
 * Deletes a request's photos: rows first, then files (a crash in between leaves files no row
 * refers to, which the next start deletes). For deleting a lead: call it before deleting the
 * request, not inside another transaction. Returns how many photos there were.
 */
export function deletePhotosOf(db: Db, photosDir: string, requestId: number): number {
  outsideTransaction(db, "deletePhotosOf");
  const files = photoFilesOf(db, requestId);
  db.prepare("DELETE FROM quote_photos WHERE quote_request_id = ?").run(requestId);
  removePhotoFiles(photosDir, files);
  return files.length / 2;
}

/** Retention: deletes the photos of every request received before `cutoff`; returns how many. */
export function deletePhotosReceivedBefore(db: Db, photosDir: string, cutoff: Date): number {
  outsideTransaction(db, "deletePhotosReceivedBefore");
  const before = cutoff.toISOString();
  const rows = db
    .prepare(`
      SELECT file_name AS fileName, thumb_file_name AS thumbFileName FROM quote_photos
      WHERE quote_request_id IN (SELECT id FROM quote_requests WHERE received_at < ?)`)
    .all(before) as { fileName: string; thumbFileName: string }[];
  db.prepare(
    "DELETE FROM quote_photos WHERE quote_request_id IN (SELECT id FROM quote_requests WHERE received_at < ?)",
  ).run(before);
  removePhotoFiles(
    photosDir,
    rows.flatMap((row) => [row.fileName, row.thumbFileName]),
  );
  return rows.length;
}

export interface CleanUpReport {
  /** Temporary files of photos being processed when the server stopped, and stale uploads. */
  deletedTemporary: number;
  /** Photo files no row refers to (a request rolled back, deleted, or never committed). */
  deletedUnreferenced: number;
  /** File names a row refers to that are not on disk (a restore without its photos?). */
  missing: string[];
}

/**
 * Run at start, before the server takes requests (it deletes temporary files, which belong to
 * uploads under way once the server runs). Makes the photo and upload folders if need be;
 * deletes temporary files, stale uploads and photo files no row refers to; logs rows whose
 * files are missing (and leaves them). Files with other names are left alone.
 */
export function cleanUpOrphanPhotos(
  db: Db,
  photosDir: string,
  {
    uploadsDir,
    logger,
  }: { uploadsDir?: string; logger?: { warn(object: object, message: string): void } } = {},
): CleanUpReport {
  const report: CleanUpReport = { deletedTemporary: 0, deletedUnreferenced: 0, missing: [] };
  const referenced = new Set<string>();
  for (const row of db
    .prepare("SELECT file_name AS f, thumb_file_name AS t FROM quote_photos")
    .iterate() as Iterable<{ f: string; t: string }>) {
    referenced.add(row.f);
    referenced.add(row.t);
  }
  mkdirSync(photosDir, { recursive: true, mode: 0o700 });
  const present = new Set(readdirSync(photosDir));
  for (const name of present) {
    if (tempName.test(name)) {
      rmSync(path.join(photosDir, name), { force: true });
      report.deletedTemporary++;
    } else if (finalName.test(name) && !referenced.has(name)) {
      rmSync(path.join(photosDir, name), { force: true });
      report.deletedUnreferenced++;
    }
  }
  if (uploadsDir !== undefined) {
    mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(uploadsDir))
      if (uploadName.test(name)) {
        rmSync(path.join(uploadsDir, name), { force: true });
        report.deletedTemporary++;
      }
  }
  report.missing = [...referenced].filter((name) => !present.has(name)).sort();
  if (report.missing.length > 0)
    logger?.warn(
      { missing: report.missing },
      `photos: ${report.missing.length} photo file(s) in the database are missing from ${photosDir}`,
    );
  return report;
}
