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
 *
 * This module is the entry point: where the folders are, and the store's API from the modules
 * that do the work (re-encoding in `photo-process.ts`, committing and reading rows in
 * `photo-rows.ts`, deletion and clean-up in `photo-cleanup.ts`).
 */

export { cleanUpOrphanPhotos, removePhotoFiles } from "./photo-cleanup.server";
export { photosDirIn, reviewPhotosDirIn, uploadsDirIn } from "./photo-folders.server";
export { discardPrepared, type PreparedPhoto, processPhotos } from "./photo-process.server";
export { commitPhotos, photoFilesOf, photosOf, placePhotos } from "./photo-rows.server";
