/**
 * Deleting photo files (a lead's, after its rows are gone: `app/leads/lead-deletion.server.ts`) and
 * the clean-up at start that deletes what a crash or a rollback left behind. Only names the
 * store makes are ever deleted.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Db } from "~/db/database.server";

const finalName = /^[0-9a-f]{32}(\.thumb|\.small)?\.(jpg|webp)$/;
const tempName = /^tmp-[0-9a-f]{32}(\.thumb)?\.(jpg|webp)$/;
const uploadName = /^upload-[0-9a-f]{32}\.part$/;

/** Deletes files by name from the photo folder; only names the store makes, never a path. */
export function removePhotoFiles(photosDir: string, fileNames: readonly string[]): void {
  for (const name of fileNames)
    if (finalName.test(name)) rmSync(path.join(photosDir, name), { force: true });
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
    table = "quote_photos",
  }: {
    uploadsDir?: string;
    logger?: { warn(object: object, message: string): void };
    /** Whose rows name the folder's photos: a quote request's, a review's, or a job's. */
    table?: "quote_photos" | "review_photos" | "job_photos";
  } = {},
): CleanUpReport {
  const report: CleanUpReport = { deletedTemporary: 0, deletedUnreferenced: 0, missing: [] };
  const referenced = new Set<string>();
  for (const row of db
    .prepare(`SELECT file_name AS f, thumb_file_name AS t FROM ${table}`)
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
    } else if (
      finalName.test(name) &&
      !referenced.has(name) &&
      !referenced.has(name.replace(/\.small\.jpg$/, ".jpg"))
    ) {
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
