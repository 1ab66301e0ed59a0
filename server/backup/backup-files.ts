import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Backup archives are named by the UTC second they were taken; a second one in the same second
 * gets `-2`, `-3`… Only names of this shape are ever listed or deleted, so anything else a
 * person puts in the backups folder is left alone.
 */
const archiveName =
  /^site-backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ)(?:-([2-9]|[1-9]\d+))?\.tar\.gz$/;

/** Where a backup is assembled before it gets its real name: never mistaken for a backup. */
export const stagingPrefix = ".site-backup-";

/** 2026-11-22T19:30:05.123Z → 2026-11-22T19-30-05Z: sorts by time, and is a valid file name anywhere. */
export function timeStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
}

export function backupFileName(date: Date, sequence = 1): string {
  return `site-backup-${timeStamp(date)}${sequence > 1 ? `-${sequence}` : ""}.tar.gz`;
}

export function isBackupFileName(name: string): boolean {
  return archiveName.test(name);
}

/** The backup archives in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .map((name) => ({ name, match: archiveName.exec(name) }))
    .filter((entry) => entry.match !== null)
    .sort((a, b) => {
      const [, stampA = "", sequenceA = "1"] = a.match ?? [];
      const [, stampB = "", sequenceB = "1"] = b.match ?? [];
      return stampA === stampB
        ? Number(sequenceA) - Number(sequenceB)
        : stampA.localeCompare(stampB);
    })
    .map((entry) => entry.name);
}

/** Deletes all but the newest `keep` backups in `dir`; returns the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) rmSync(path.join(dir, name), { force: true });
  return old;
}

/**
 * Removes what a backup killed half-way (power cut, `kill -9`) left behind. Only folders older
 * than `olderThanMs`, so a backup running at the same moment keeps its own.
 */
export function removeAbandonedStaging(dir: string, olderThanMs: number, now = Date.now()) {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(stagingPrefix)) continue;
    const folder = path.join(dir, name);
    if (now - statSync(folder).mtimeMs > olderThanMs)
      rmSync(folder, { recursive: true, force: true });
  }
}

/** What is inside an archive: the manifest, the database copy, and the data folder's files under data/. */
export const inArchive = {
  manifest: "backup.json",
  database: "database.sqlite",
  data: "data",
} as const;

export interface Manifest {
  format: typeof manifestFormat;
  createdAt: string;
  quoteRequests: number;
  dataFiles: number;
}
export const manifestFormat = "marram-site-backup-1";
