import { lstatSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { uploadsDirIn } from "../../app/photos/photo-folders.server";
import { releasesDirIn } from "../../app/publishing/live-release.server";
import { publishWorkDirIn } from "../../app/publishing/workspace.server";
import type { Config } from "../config";
import { pidFile } from "../server-pid";
import { isBackupFileName, stagingPrefix } from "./backup-files";

export type FolderConfig = Pick<Config, "DATA_DIR" | "DATABASE_PATH" | "BACKUP_DIR">;

/** The absolute paths a backup and a restore work with. */
export interface DataFolder {
  dataDir: string;
  databasePath: string;
  backupDir: string;
  /** Paths inside the data folder, relative to it, that a backup leaves out. */
  keptOut: Set<string>;
}

export const restoreStagingPrefix = ".restore-";
export const keptAsidePrefix = "before-restore-";

export function dataFolder(config: FolderConfig): DataFolder {
  const dataDir = path.resolve(config.DATA_DIR);
  const databasePath = path.resolve(config.DATABASE_PATH);
  const backupDir = path.resolve(config.BACKUP_DIR);
  // The live database is copied on its own (a file copy of it could be torn), the pid file
  // belongs to the running process, backups inside backups would grow without end, and
  // uploads in progress are either stored as photos soon or deleted at the next start.
  // Published builds and a publish's workspace are made again from the content (kept, in
  // site/published-content, versions/ and drafts/).
  const keptOut = [
    ...databaseFiles(databasePath),
    pidFile(dataDir),
    backupDir,
    uploadsDirIn(dataDir),
    releasesDirIn(dataDir),
    publishWorkDirIn(dataDir),
  ]
    .map((file) => path.relative(dataDir, file))
    .filter((relative) => relative !== "" && !relative.startsWith(".."));
  return { dataDir, databasePath, backupDir, keptOut: new Set(keptOut) };
}

/** The database and the files SQLite keeps beside it while it is open or after a crash. */
export function databaseFiles(databasePath: string): string[] {
  return ["", "-wal", "-shm", "-journal"].map((suffix) => databasePath + suffix);
}

function isKeptOut(relative: string, folder: DataFolder): boolean {
  if (folder.keptOut.has(relative)) return true;
  if (relative.includes(path.sep)) return false;
  return (
    relative.startsWith(keptAsidePrefix) ||
    relative.startsWith(restoreStagingPrefix) ||
    relative === "lost+found" ||
    // BACKUP_DIR set to the data folder itself
    (folder.backupDir === folder.dataDir &&
      (isBackupFileName(relative) || relative.startsWith(stagingPrefix)))
  );
}

/** Whether a folder holds something kept out, and so must be taken file by file. */
function holdsKeptOut(relative: string, folder: DataFolder): boolean {
  const prefix = relative + path.sep;
  for (const kept of folder.keptOut) if (kept.startsWith(prefix)) return true;
  return false;
}

/**
 * The files and folders under `root` (the data folder, or the data of an unpacked backup) that
 * a backup holds, relative to `root`: everything the site keeps there (emails in the outbox,
 * the form secret, whatever later features add) except what is kept out.
 */
export function dataEntries(root: string, folder: DataFolder, under = ""): string[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, under)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const entries: string[] = [];
  for (const name of names) {
    const relative = path.join(under, name);
    if (isKeptOut(relative, folder)) continue;
    if (holdsKeptOut(relative, folder) && statSync(path.join(root, relative)).isDirectory())
      entries.push(...dataEntries(root, folder, relative));
    else entries.push(relative);
  }
  return entries;
}

/**
 * Every folder and file under the given entries, parents first, for an archive that lists each
 * one itself. Anything else (links, sockets) is named in `skipped` rather than followed.
 */
export function expandEntries(root: string, entries: string[]) {
  const paths: string[] = [];
  const skipped: string[] = [];
  let files = 0;
  const visit = (relative: string) => {
    const stat = lstatSync(path.join(root, relative));
    if (stat.isFile()) {
      paths.push(relative);
      files++;
    } else if (stat.isDirectory()) {
      paths.push(relative);
      for (const name of readdirSync(path.join(root, relative)).sort())
        visit(path.join(relative, name));
    } else skipped.push(relative);
  };
  for (const entry of entries) visit(entry);
  return { paths, files, skipped };
}
