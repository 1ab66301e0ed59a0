import { statfsSync, statSync } from "node:fs";
import { createContext } from "react-router";
import { formatBytes } from "~/lib/format-count";

/** How a file system's space is read: `fs.statfsSync`, or a fake reading in the tests. */
export type StatFs = (path: string) => { bavail: number; bsize: number; blocks: number };

export interface DiskSpace {
  /** Bytes the server may still write on the data folder's disk. */
  freeBytes: number;
  totalBytes: number;
  /** The database's file and its write-ahead log. */
  databaseBytes: number;
}

/**
 * Below this much free space the site says so (decision 042): room for a day of quote requests
 * with photos, the backup that runs meanwhile, and the logs, while someone frees some.
 */
export const diskMarginBytes = 1_000_000_000;
/** Back above the margin by a quarter: only then is a new drop a new warning (no flapping). */
export const recoveredAboveBytes = diskMarginBytes * 1.25;

const sizeOf = (file: string) => {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
};

/**
 * The data folder's disk and the database's size, or null when the file system cannot be read
 * (a folder not there yet). Cheap: one system call and two file sizes.
 */
export function readDiskSpace(
  dataDir: string,
  databasePath: string,
  statfs: StatFs = statfsSync,
): DiskSpace | null {
  let disk: ReturnType<StatFs>;
  try {
    disk = statfs(dataDir);
  } catch {
    return null;
  }
  return {
    freeBytes: disk.bavail * disk.bsize,
    totalBytes: disk.blocks * disk.bsize,
    databaseBytes: sizeOf(databasePath) + sizeOf(`${databasePath}-wal`),
  };
}

export const isDiskLow = (space: DiskSpace | null) =>
  space !== null && space.freeBytes < diskMarginBytes;

/** "41.2 GB free of 50 GB; the database is 38.1 MB", as `npm run doctor` reports it. */
export const diskSpaceInWords = (space: DiskSpace) =>
  `${formatBytes(space.freeBytes)} free of ${formatBytes(space.totalBytes)}; ${
    space.databaseBytes > 0
      ? `the database is ${formatBytes(space.databaseBytes)}`
      : "no database yet"
  }`;

/** Why the site is not healthy, when its disk is nearly full; null while there is room. */
export function lowDiskProblem(space: DiskSpace | null): string | null {
  if (!space || !isDiskLow(space)) return null;
  return `the data folder's disk has only ${formatBytes(space.freeBytes)} free, under the ${formatBytes(diskMarginBytes)} kept for quote requests (the database is ${formatBytes(space.databaseBytes)})`;
}

/** The line above the owner's pages while the disk is nearly full; null while there is room. */
export function lowDiskNotice(space: DiskSpace | null): string | null {
  if (!space || !isDiskLow(space)) return null;
  return `The website's server is nearly out of disk space: ${formatBytes(space.freeBytes)} left. Quote requests are still stored for now, but ask whoever looks after the server to free some space (old backups, logs) or make the disk bigger.`;
}

/** The data folder's disk and the database's size, read now (null if it cannot be read): under /owner. */
export const diskSpaceContext = createContext<() => DiskSpace | null>();
