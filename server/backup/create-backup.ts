import {
  chmodSync,
  closeSync,
  createWriteStream,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import Database from "better-sqlite3";
import { create } from "tar";
import type { StatFs } from "../../app/disk-space/disk-space.server";
import type { Config } from "../config";
import { BackupError } from "./backup-error";
import {
  backupFileName,
  inArchive,
  type Manifest,
  manifestFormat,
  pruneBackups,
  removeAbandonedStaging,
  stagingPrefix,
  timeStamp,
} from "./backup-files";
import { ensureRoomForBackup } from "./backup-room";
import { dataEntries, dataFolder, expandEntries, type FolderConfig } from "./data-folder";
import { checkDatabase, type DatabaseSummary } from "./database-check";

export type BackupConfig = FolderConfig & Pick<Config, "BACKUP_KEEP" | "DATABASE_BUSY_TIMEOUT_MS">;

export type CreatedBackup = Awaited<ReturnType<typeof createBackup>>;

/** More than any database has: the whole copy is made in one step, so it is one moment's data. */
const allPages = 0x7fffffff;
const abandonedAfterMs = 6 * 3600_000;

/**
 * Copies the database with SQLite's online backup (safe while the server writes to it), checks
 * the copy, and packs it with the data folder's other files into one archive in BACKUP_DIR,
 * which appears under its real name only once it is complete and on disk.
 */
export async function createBackup(
  config: BackupConfig,
  now = new Date(),
  { statfs }: { statfs?: StatFs } = {},
) {
  const started = performance.now();
  const folder = dataFolder(config);
  if (!existsSync(folder.databasePath))
    throw new BackupError(
      `No database at ${folder.databasePath} yet: the server has not run with DATA_DIR=${config.DATA_DIR}, so there is nothing to back up.`,
    );
  mkdirSync(folder.backupDir, { recursive: true, mode: 0o700 });
  removeAbandonedStaging(folder.backupDir, abandonedAfterMs, now.getTime());
  ensureRoomForBackup(folder, statfs);
  const staging = mkdtempSync(path.join(folder.backupDir, `${stagingPrefix}${timeStamp(now)}-`));
  try {
    const databaseCopy = path.join(staging, inArchive.database);
    let database: DatabaseSummary;
    try {
      await copyDatabase(folder.databasePath, databaseCopy, config.DATABASE_BUSY_TIMEOUT_MS);
      database = checkDatabase(databaseCopy);
    } catch (error) {
      // Damage can show while copying as well as in the check; anything else (a lock, a full
      // disk) is not about the database and is explained by the command.
      const problem =
        error instanceof BackupError
          ? error.message
          : isDamage(error)
            ? `the database in it is damaged: ${(error as Error).message}`
            : undefined;
      if (!problem) throw error;
      throw new BackupError(
        `The copy of ${folder.databasePath} failed its check, so no backup was kept: ${problem}. The live database may be damaged: stop the server and run \`sqlite3 ${folder.databasePath} "PRAGMA integrity_check"\`.`,
      );
    }
    const data = expandEntries(folder.dataDir, dataEntries(folder.dataDir, folder));
    const manifest: Manifest = {
      format: manifestFormat,
      createdAt: now.toISOString(),
      quoteRequests: database.quoteRequests,
      dataFiles: data.files,
    };
    const manifestFile = path.join(staging, inArchive.manifest);
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    const partial = path.join(staging, "archive.tar.gz");
    await pipeline(
      create(
        {
          gzip: true,
          cwd: folder.dataDir,
          portable: true,
          noDirRecurse: true,
          preservePaths: true,
          onWriteEntry(entry) {
            entry.path = entry.absolute.startsWith(staging + path.sep)
              ? path.basename(entry.absolute)
              : path.posix.join(inArchive.data, entry.path);
          },
        },
        [manifestFile, databaseCopy, ...data.paths],
      ),
      createWriteStream(partial, { mode: 0o600 }),
    );
    syncToDisk(partial);
    const file = publish(partial, folder.backupDir, now);
    const bytes = statSync(file).size;
    const deleted = pruneBackups(folder.backupDir, config.BACKUP_KEEP);
    return {
      file,
      bytes,
      database,
      dataDir: folder.dataDir,
      dataFiles: data.files,
      skipped: data.skipped,
      deleted,
      ms: performance.now() - started,
    };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function isDamage(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && /^SQLITE_(CORRUPT|NOTADB)/.test(code);
}

async function copyDatabase(source: string, destination: string, busyTimeoutMs: number) {
  const live = new Database(source, {
    readonly: true,
    fileMustExist: true,
    timeout: busyTimeoutMs,
  });
  try {
    await live.backup(destination, { progress: () => allPages });
  } finally {
    live.close();
  }
  // The copy keeps the live file's WAL mode; as one self-contained file it is simpler to restore.
  const copy = new Database(destination);
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
  chmodSync(destination, 0o600);
}

/** Gives the finished archive its name; a link never replaces a file, so same-second backups each get their own. */
function publish(partial: string, backupDir: string, now: Date): string {
  for (let sequence = 1; ; sequence++) {
    const file = path.join(backupDir, backupFileName(now, sequence));
    try {
      linkSync(partial, file);
      syncToDisk(backupDir);
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

function syncToDisk(file: string) {
  const fd = openSync(file, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
