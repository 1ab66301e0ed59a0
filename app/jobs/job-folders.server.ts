import path from "node:path";

/** A job's progress photos: DATA_DIR/job-photos, outside the web root, in backups. */
export const jobPhotosDirIn = (dataDir: string) => path.join(dataDir, "job-photos");
/** A job's handover documents: DATA_DIR/job-documents, outside the web root, in backups. */
export const jobDocumentsDirIn = (dataDir: string) => path.join(dataDir, "job-documents");
