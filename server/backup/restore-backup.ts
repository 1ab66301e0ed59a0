import {
  chmodSync,
  cpSync,
  existsSync,
  lchownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { extract } from "tar";
import { runningServerPid } from "../server-pid";
import { BackupError, describeFailure } from "./backup-error";
import { inArchive, type Manifest, manifestFormat, timeStamp } from "./backup-files";
import {
  databaseFiles,
  dataEntries,
  dataFolder,
  expandEntries,
  type FolderConfig,
  keptAsidePrefix,
  restoreStagingPrefix,
} from "./data-folder";
import { checkDatabase } from "./database-check";

export type RestoreResult = Awaited<ReturnType<typeof restoreBackup>>;

/**
 * Puts a backup made by createBackup back in place of the data folder's contents. Nothing is
 * touched until the archive has been unpacked and its database checked; what was there is
 * then moved, not deleted, into DATA_DIR/before-restore-<time>/.
 */
export async function restoreBackup(archive: string, config: FolderConfig, now = new Date()) {
  const started = performance.now();
  const file = path.resolve(archive);
  const folder = dataFolder(config);
  if (!existsSync(file) || !statSync(file).isFile())
    throw new BackupError(`There is no backup file at ${file}.`);
  refuseWhileServing(folder.dataDir);

  const createdDataDir = !existsSync(folder.dataDir);
  mkdirSync(folder.dataDir, { recursive: true, mode: 0o700 });
  const unpacked = mkdtempSync(path.join(folder.dataDir, restoreStagingPrefix));
  let done = false;
  try {
    const { manifest, database } = await unpackAndCheck(file, unpacked);
    const restoredData = path.join(unpacked, inArchive.data);
    const restored = dataEntries(restoredData, folder);
    refuseWhileServing(folder.dataDir);

    const keptAside = moveAside(folder, now);
    try {
      for (const relative of restored)
        moveEntry(path.join(restoredData, relative), path.join(folder.dataDir, relative));
      moveEntry(path.join(unpacked, inArchive.database), folder.databasePath);
      chmodSync(folder.databasePath, 0o600);
    } catch (error) {
      const where = keptAside ? ` The data from before is kept in ${keptAside}.` : "";
      throw new BackupError(
        `The restore stopped half-way: ${describeFailure(error)}${where} Fix the cause and run the restore again.`,
      );
    }
    const files = expandEntries(folder.dataDir, restored);
    if (process.getuid?.() === 0)
      giveToOwnerOfDataFolder(folder.dataDir, [
        ...files.paths,
        path.relative(folder.dataDir, folder.databasePath),
      ]);
    done = true;
    return {
      file,
      createdAt: manifest.createdAt,
      database,
      databasePath: folder.databasePath,
      dataDir: folder.dataDir,
      dataFiles: files.files,
      keptAside,
      ms: performance.now() - started,
    };
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
    // A refused restore leaves no trace, not even the empty folder it made.
    if (!done && createdDataDir) removeIfEmpty(folder.dataDir);
  }
}

function refuseWhileServing(dataDir: string) {
  const pid = runningServerPid(dataDir);
  if (pid !== undefined)
    throw new BackupError(
      `The site's server is running on ${dataDir} (process ${pid}), so nothing was restored. Stop it first (sudo systemctl stop marram-site), restore, then start it again.`,
    );
}

async function unpackAndCheck(file: string, into: string) {
  const notABackup = (why: string) =>
    new BackupError(
      `${file} is not a backup made by \`npm run backup\`, or it is damaged (${why}); nothing was changed.`,
    );
  try {
    await extract({
      file,
      cwd: into,
      strict: true,
      // Only plain files and folders: a link in a crafted archive could point anywhere.
      filter: (_path, entry) =>
        "type" in entry && (entry.type === "File" || entry.type === "Directory"),
    });
  } catch (error) {
    throw notABackup((error as Error).message);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(into, inArchive.manifest), "utf8"));
  } catch {
    throw notABackup(`it has no readable ${inArchive.manifest}`);
  }
  if (manifest?.format !== manifestFormat)
    throw notABackup(`its ${inArchive.manifest} is not of the format ${manifestFormat}`);
  const databaseFile = path.join(into, inArchive.database);
  if (!existsSync(databaseFile)) throw notABackup(`it holds no ${inArchive.database}`);
  try {
    return { manifest, database: checkDatabase(databaseFile) };
  } catch (error) {
    throw notABackup((error as Error).message);
  }
}

/** Moves the current database and data files into a new before-restore folder, if there are any. */
function moveAside(folder: ReturnType<typeof dataFolder>, now: Date): string | undefined {
  const moves = [
    ...databaseFiles(folder.databasePath)
      .filter((file) => existsSync(file))
      .map((file) => [file, path.basename(file)] as const),
    ...dataEntries(folder.dataDir, folder).map(
      (relative) => [path.join(folder.dataDir, relative), relative] as const,
    ),
  ];
  if (moves.length === 0) return undefined;
  const keptAside = claimFolder(path.join(folder.dataDir, `${keptAsidePrefix}${timeStamp(now)}`));
  for (const [from, relative] of moves) moveEntry(from, path.join(keptAside, relative));
  return keptAside;
}

/** A folder of that name, or with -2, -3… added: a second restore in the same second must not overwrite the first's. */
function claimFolder(wanted: string): string {
  for (let sequence = 1; ; sequence++) {
    const folder = sequence === 1 ? wanted : `${wanted}-${sequence}`;
    try {
      mkdirSync(folder, { mode: 0o700 });
      return folder;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

function moveEntry(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
  try {
    renameSync(from, to);
  } catch (error) {
    // DATABASE_PATH on another disk than DATA_DIR
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    cpSync(from, to, { recursive: true, preserveTimestamps: true, errorOnExist: true });
    rmSync(from, { recursive: true, force: true });
  }
}

/** `sudo npm run restore` would leave root's files where the service's user could not write them. */
function giveToOwnerOfDataFolder(dataDir: string, relatives: string[]) {
  const { uid, gid } = statSync(dataDir);
  for (const relative of relatives) lchownSync(path.join(dataDir, relative), uid, gid);
}

function removeIfEmpty(dir: string) {
  try {
    rmdirSync(dir);
  } catch {
    // not empty: a restore that stopped half-way, whose message says what is where
  }
}
