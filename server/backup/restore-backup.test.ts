import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { create, extract } from "tar";
import { afterEach, describe, expect, it } from "vitest";
import { diskMarginBytes } from "../../app/disk-space/disk-space.server";
import { makeDataDir, snapshot, tempDir } from "../../tests/support/backup-test-data";
import { removeDir } from "../../tests/support/test-app";
import { loadConfig } from "../config";
import { pidFile } from "../server-pid";
import { BackupError, describeFailure } from "./backup-error";
import { listBackups } from "./backup-files";
import { backupNeeds } from "./backup-room";
import { createBackup } from "./create-backup";
import { dataFolder } from "./data-folder";
import { restoreBackup } from "./restore-backup";

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function dataDirWith(requests: number) {
  const made = makeDataDir(requests);
  cleanup.push(() => removeDir(made.config.DATA_DIR));
  cleanup.push(() => made.db.open && made.db.close());
  return made;
}

function emptyConfig() {
  const dir = tempDir("backup-target-");
  cleanup.push(() => removeDir(dir));
  return loadConfig({ DATA_DIR: path.join(dir, "data") });
}

function count(databasePath: string, table = "quote_requests"): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  } finally {
    db.close();
  }
}

/** Like a server killed with -9 just after a write: the write is in the WAL, not the database. */
async function crashAfterDeletingAll(databasePath: string) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const db = require("better-sqlite3")(process.argv[1]);
       db.pragma("journal_mode = WAL");
       db.exec("DELETE FROM outbox; DELETE FROM quote_requests");
       process.kill(process.pid, "SIGKILL");`,
      databasePath,
    ],
    { stdio: "inherit" },
  );
  const signal = await new Promise((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );
  expect(signal).toBe("SIGKILL");
}

/** Flips bits all through the database but its first page, as a failing disk might. */
function damagePages(databasePath: string) {
  const bytes = readFileSync(databasePath);
  for (let at = 4096; at < bytes.length; at += 7) bytes[at] = (bytes[at] ?? 0) ^ 0xa5;
  writeFileSync(databasePath, bytes);
}

/** Unpacks an archive, lets `change` spoil it, and packs it again the same way. */
async function repacked(archive: string, change: (dir: string) => void): Promise<string> {
  const dir = tempDir("backup-repack-");
  cleanup.push(() => removeDir(dir));
  await extract({ file: archive, cwd: dir });
  change(dir);
  const file = path.join(dir, "..", `${path.basename(dir)}.tar.gz`);
  cleanup.push(() => removeDir(file));
  await create({ gzip: true, cwd: dir, file }, readdirSync(dir));
  return file;
}

describe("a backup and its restore", () => {
  it("holds the database and the data folder's files, and puts them back with the same modes", async () => {
    const { config, db } = dataDirWith(30);
    writeFileSync(pidFile(config.DATA_DIR), "999999\n");
    // An upload still arriving: stored as a photo soon, or deleted at the next start.
    mkdirSync(path.join(config.DATA_DIR, "uploads"));
    writeFileSync(path.join(config.DATA_DIR, "uploads", "upload-0.part"), "half a photo");
    const backup = await createBackup(config, new Date("2026-11-22T19:30:05Z"));
    expect(path.basename(backup.file)).toBe("site-backup-2026-11-22T19-30-05Z.tar.gz");
    expect(statSync(backup.file).mode & 0o777).toBe(0o600);
    expect(backup.database).toMatchObject({ quoteRequests: 30, emails: 30 });
    expect(backup.dataFiles).toBe(3);
    db.close();

    const target = emptyConfig();
    const restored = await restoreBackup(backup.file, target);
    expect(restored.keptAside).toBeUndefined();
    expect(restored.database.oldest).toBe("2026-01-01T00:00:00.000Z");
    expect(count(target.DATABASE_PATH)).toBe(30);
    expect(count(target.DATABASE_PATH, "outbox")).toBe(30);
    expect(statSync(target.DATABASE_PATH).mode & 0o777).toBe(0o600);
    // Not the pid file, the backups folder, uploads under way, nor the live database's WAL files.
    expect(Object.keys(snapshot(target.DATA_DIR)).sort()).toEqual([
      "form-secret",
      "outbox/",
      "outbox/message-1.eml",
      "photos/",
      "photos/2026/",
      "photos/2026/roof.jpg",
      "site.db",
    ]);
    const before = snapshot(config.DATA_DIR);
    const after = snapshot(target.DATA_DIR);
    for (const file of ["form-secret", "outbox/message-1.eml", "photos/2026/roof.jpg"])
      expect(after[file], file).toBe(before[file]);
    expect(after["form-secret"]).toMatch(/ 600$/);
  });

  it("moves what was there aside, database and WAL included, before putting the backup in", async () => {
    const { config, db } = dataDirWith(5);
    const backup = await createBackup(config);
    db.close();
    await crashAfterDeletingAll(config.DATABASE_PATH);
    expect(existsSync(`${config.DATABASE_PATH}-wal`)).toBe(true);
    writeFileSync(path.join(config.DATA_DIR, "form-secret"), "changed since");
    writeFileSync(path.join(config.DATA_DIR, "new-since.txt"), "later");
    const before = snapshot(config.DATA_DIR);

    const restored = await restoreBackup(backup.file, config, new Date("2026-12-01T08:00:00Z"));
    expect(restored.keptAside).toBe(
      path.resolve(config.DATA_DIR, "before-restore-2026-12-01T08-00-00Z"),
    );
    expect(count(config.DATABASE_PATH)).toBe(5);
    expect(readFileSync(path.join(config.DATA_DIR, "form-secret"), "utf8")).not.toBe(
      "changed since",
    );
    expect(existsSync(path.join(config.DATA_DIR, "new-since.txt"))).toBe(false);
    const aside = snapshot(restored.keptAside ?? "");
    for (const [file, state] of Object.entries(before)) {
      if (file.startsWith("backups/")) continue;
      expect(aside[file], file).toBe(state);
    }
    expect(Object.keys(aside)).toContain("site.db-wal");
    // The deletions live only in the WAL: the set-aside database shows them only if it came along.
    expect(count(path.join(restored.keptAside ?? "", "site.db"))).toBe(0);
    expect(listBackups(config.BACKUP_DIR)).toEqual([path.basename(backup.file)]);

    // A second restore in the same second keeps the first one's set-aside data as it was.
    const again = await restoreBackup(backup.file, config, new Date("2026-12-01T08:00:00Z"));
    expect(again.keptAside).toBe(`${restored.keptAside}-2`);
    // (but the -shm index, which SQLite rewrote when the test counted the rows)
    const withoutShm = (files: Record<string, string>) =>
      Object.entries(files).filter(([file]) => !file.endsWith("-shm"));
    expect(withoutShm(snapshot(restored.keptAside ?? ""))).toEqual(withoutShm(aside));
    expect(count(path.join(again.keptAside ?? "", "site.db"))).toBe(5);
  });

  it("keeps the newest BACKUP_KEEP archives", async () => {
    const { config } = dataDirWith(1);
    for (let hour = 0; hour < 5; hour++)
      await createBackup(config, new Date(Date.UTC(2026, 10, 22, hour)));
    expect(listBackups(config.BACKUP_DIR)).toEqual([
      "site-backup-2026-11-22T02-00-00Z.tar.gz",
      "site-backup-2026-11-22T03-00-00Z.tar.gz",
      "site-backup-2026-11-22T04-00-00Z.tar.gz",
    ]);
    expect(readdirSync(config.BACKUP_DIR)).toHaveLength(3);
  });

  it("is not kept when the copy of the database fails its check", async () => {
    const { config, db } = dataDirWith(40);
    db.close();
    damagePages(config.DATABASE_PATH);
    await expect(createBackup(config)).rejects.toThrow(
      /^The copy of .*site\.db failed its check, so no backup was kept: the database in it is damaged/,
    );
    expect(readdirSync(config.BACKUP_DIR)).toEqual([]);
  });

  it("refuses to start, and says so, when it would leave the disk under the site's margin", async () => {
    const { config, db } = dataDirWith(40);
    db.close();
    writeFileSync(path.join(config.DATA_DIR, "photo.jpg"), Buffer.alloc(300_000));
    const needs = backupNeeds(dataFolder(config));
    expect(needs).toBeGreaterThan(2 * statSync(config.DATABASE_PATH).size + 300_000 - 1);
    const diskWith = (free: number) => () => ({ bavail: free / 1000, bsize: 1000, blocks: 1e9 });
    const refusal = createBackup(config, new Date(), {
      statfs: diskWith(diskMarginBytes + needs - 1000),
    });
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(
      new RegExp(
        `^Not started: a backup needs up to [\\d.]+ (kB|MB), and the disk of ${config.BACKUP_DIR} has 1 GB free, of which the site keeps 1 GB so that quote requests can still be stored\\.`,
      ),
    );
    expect(readdirSync(config.BACKUP_DIR)).toEqual([]);
    // With the room it needs over the margin, it goes ahead.
    await createBackup(config, new Date(), { statfs: diskWith(diskMarginBytes + needs) });
    expect(listBackups(config.BACKUP_DIR)).toHaveLength(1);
  });

  it("says there is nothing to back up before the server has made a database", async () => {
    const config = emptyConfig();
    await expect(createBackup(config)).rejects.toThrow(/No database at .* yet/);
    expect(existsSync(config.BACKUP_DIR)).toBe(false);
  });
});

it("explains a full disk or a wrong user in plain words", () => {
  const error = (code: string) =>
    Object.assign(new Error(`${code}: raw message`), { code, path: "/var/lib/marram/backups" });
  expect(describeFailure(error("ENOSPC"))).toBe(
    "the disk is full: free some space (old backups, logs) and try again (/var/lib/marram/backups).",
  );
  expect(describeFailure(error("EACCES"))).toMatch(
    /^permission denied: run it as the site's own user/,
  );
  expect(describeFailure(new BackupError("As it is."))).toBe("As it is.");
});

describe("restore refuses, and changes nothing,", () => {
  async function expectRefused(archive: string, message: RegExp) {
    const { config, db } = dataDirWith(3);
    db.close();
    const before = snapshot(config.DATA_DIR);
    const refusal = restoreBackup(archive, config);
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(message);
    expect(snapshot(config.DATA_DIR)).toEqual(before);
  }

  async function goodBackup() {
    const { config, db } = dataDirWith(40);
    db.close();
    return (await createBackup(config)).file;
  }

  it("a truncated archive", async () => {
    const file = await goodBackup();
    truncateSync(file, Math.floor(statSync(file).size / 2));
    await expectRefused(file, /not a backup .* or it is damaged/);
  });

  it("an archive whose database is garbage", async () => {
    const file = await repacked(await goodBackup(), (dir) =>
      writeFileSync(path.join(dir, "database.sqlite"), Buffer.alloc(8192, 0x5a)),
    );
    await expectRefused(file, /damaged \(the database in it is damaged: file is not a database/);
  });

  it("an archive whose database has damaged pages", async () => {
    const file = await repacked(await goodBackup(), (dir) =>
      damagePages(path.join(dir, "database.sqlite")),
    );
    await expectRefused(file, /the database in it is damaged/);
  });

  it("an archive that is not a site backup, or no archive at all", async () => {
    const noManifest = await repacked(await goodBackup(), (dir) =>
      removeDir(path.join(dir, "backup.json")),
    );
    await expectRefused(noManifest, /it has no readable backup.json/);
    const text = path.join(tempDir("backup-text-"), "notes.tar.gz");
    cleanup.push(() => removeDir(path.dirname(text)));
    writeFileSync(text, "these are not the backups you are looking for\n".repeat(20));
    await expectRefused(text, /is not a backup made by `npm run backup`/);
    await expectRefused(path.join(path.dirname(text), "absent.tar.gz"), /There is no backup file/);
    const fresh = emptyConfig();
    await expect(restoreBackup(text, fresh)).rejects.toThrow(BackupError);
    expect(existsSync(fresh.DATA_DIR)).toBe(false);
  });

  it("a server running on the data folder, and goes ahead once its pid file is stale", async () => {
    const file = await goodBackup();
    const { config, db } = dataDirWith(3);
    db.close();
    const server = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], {
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => server.once("exit", resolve));
    cleanup.push(() => server.kill("SIGKILL"));
    writeFileSync(pidFile(config.DATA_DIR), `${server.pid}\n`);
    const before = snapshot(config.DATA_DIR);

    await expect(restoreBackup(file, config)).rejects.toThrow(
      `The site's server is running on ${path.resolve(config.DATA_DIR)} (process ${server.pid})`,
    );
    expect(snapshot(config.DATA_DIR)).toEqual(before);

    server.kill("SIGKILL");
    await exited;
    const restored = await restoreBackup(file, config);
    expect(restored.database.quoteRequests).toBe(40);
    expect(count(config.DATABASE_PATH)).toBe(40);
  });
});
