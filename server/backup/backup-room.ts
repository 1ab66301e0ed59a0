import { lstatSync, statfsSync } from "node:fs";
import path from "node:path";
import { diskMarginBytes, type StatFs } from "../../app/disk-space/disk-space.server";
import { formatBytes } from "../../app/lib/format-count";
import { BackupError } from "./backup-error";
import { type DataFolder, databaseFiles, dataEntries, expandEntries } from "./data-folder";

/**
 * The most a backup can need while it runs: the copy of the database in its staging folder,
 * and an archive as large as that copy and the data folder's files (gzip makes it smaller).
 */
export function backupNeeds(folder: DataFolder): number {
  const sizeOf = (file: string) => {
    try {
      return lstatSync(file).size;
    } catch {
      return 0;
    }
  };
  const database = databaseFiles(folder.databasePath).reduce((sum, file) => sum + sizeOf(file), 0);
  const { paths } = expandEntries(folder.dataDir, dataEntries(folder.dataDir, folder));
  const files = paths.reduce((sum, file) => sum + sizeOf(path.join(folder.dataDir, file)), 0);
  return 2 * database + files;
}

/**
 * Refuses to start a backup that would leave its disk under the margin the site keeps for
 * quote requests (decision 042): a backup must never fill the last of the disk.
 */
export function ensureRoomForBackup(folder: DataFolder, statfs: StatFs = statfsSync) {
  const needs = backupNeeds(folder);
  const disk = statfs(folder.backupDir);
  const free = disk.bavail * disk.bsize;
  if (free - needs >= diskMarginBytes) return;
  throw new BackupError(
    `Not started: a backup needs up to ${formatBytes(needs)}, and the disk of ${folder.backupDir} has ${formatBytes(free)} free, of which the site keeps ${formatBytes(diskMarginBytes)} so that quote requests can still be stored. Free some space (older backups, logs), lower BACKUP_KEEP or set BACKUP_DIR to a bigger disk, then try again.`,
  );
}
