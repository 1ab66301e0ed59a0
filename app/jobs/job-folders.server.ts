import path from "node:path";
import type { Db } from "~/db/database.server";
import type { MoreLeadFiles } from "~/leads/lead-deletion.server";
import { removePhotoFiles } from "~/photos/photo-store.server";
import { removeDocumentFiles } from "./document-files.server";
import { jobDocumentFileNames } from "./job-documents.server";
import { jobPhotoFileNames } from "./job-updates.server";

/** A job's files on disk: where they are kept, and which go when its lead is erased. */

/** A job's progress photos: DATA_DIR/job-photos, outside the web root, in backups. */
export const jobPhotosDirIn = (dataDir: string) => path.join(dataDir, "job-photos");
/** A job's handover documents: DATA_DIR/job-documents, outside the web root, in backups. */
export const jobDocumentsDirIn = (dataDir: string) => path.join(dataDir, "job-documents");

export interface JobFolders {
  photosDir: string;
  documentsDir: string;
}

export const jobFoldersIn = (dataDir: string): JobFolders => ({
  photosDir: jobPhotosDirIn(dataDir),
  documentsDir: jobDocumentsDirIn(dataDir),
});

/**
 * The files of the leads' jobs, for the leads' deletion (by the owner or by retention) to delete
 * once the rows are gone, as the leads' own photos: the progress photos and the handover
 * documents. Each kind is its folder, the names of a job's files there, and what deletes them
 * (only names its store makes): another kind of file is one line here. The payments stay, and
 * their receipts (`job_payments`: kept for the accounts, their job NULL).
 */
export function jobFilesOfLeads({ db, ...folders }: JobFolders & { db: Db }): MoreLeadFiles {
  const kinds = [
    { dir: folders.photosDir, namesOf: jobPhotoFileNames, remove: removePhotoFiles },
    { dir: folders.documentsDir, namesOf: jobDocumentFileNames, remove: removeDocumentFiles },
  ];
  return (leadIds) => {
    const jobIds = db
      .prepare("SELECT id FROM jobs WHERE quote_request_id IN (SELECT value FROM json_each(?))")
      .pluck()
      .all(JSON.stringify(leadIds)) as number[];
    const files = kinds.map((kind) => ({
      ...kind,
      names: jobIds.flatMap((jobId) => kind.namesOf(db, jobId)),
    }));
    return () => {
      for (const kind of files) kind.remove(kind.dir, kind.names);
    };
  };
}
