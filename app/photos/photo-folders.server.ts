import path from "node:path";

/** Where stored photos live: DATA_DIR/photos, outside the web root, in backups. */
export const photosDirIn = (dataDir: string) => path.join(dataDir, "photos");
/** Where uploads stream to before they are checked: DATA_DIR/uploads, never backed up. */
export const uploadsDirIn = (dataDir: string) => path.join(dataDir, "uploads");

/** Customers' photos of a finished job, sent with a review: published with it. */
export const reviewPhotosDirIn = (dataDir: string) => path.join(dataDir, "review-photos");
