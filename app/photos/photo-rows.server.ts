/**
 * Step 2 of storing photos (see `photo-store.ts`): `commitPhotos` gives prepared photos their
 * final names and writes their rows in `quote_photos`; and reading those rows back.
 */
import { renameSync } from "node:fs";
import path from "node:path";
import type { Db } from "~/db/database.server";
import { syncDir } from "./durable-files.server";
import type { PreparedPhoto } from "./photo-process.server";

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

/** Gives prepared photos their final names, durably: call it just before writing their rows. */
export function placePhotos(prepared: readonly PreparedPhoto[]): void {
  const dirs = new Set<string>();
  for (const photo of prepared) {
    renameSync(photo.tempFile, path.join(photo.dir, photo.fileName));
    renameSync(photo.tempThumb, path.join(photo.dir, photo.thumbFileName));
    dirs.add(photo.dir);
  }
  for (const dir of dirs) syncDir(dir);
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
  placePhotos(prepared);
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
