import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/backup-test-data";
import { removeDir } from "../../tests/support/test-app";
import {
  backupFileName,
  isBackupFileName,
  listBackups,
  pruneBackups,
  removeAbandonedStaging,
  stagingPrefix,
} from "./backup-files";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
});

function folderWith(names: string[]): string {
  const dir = tempDir("backup-files-");
  dirs.push(dir);
  for (const name of names) writeFileSync(path.join(dir, name), name);
  return dir;
}

describe("backup file names", () => {
  it("are the UTC second, valid on any file system, with a sequence for the same second", () => {
    const at = new Date("2026-11-22T19:30:05.678Z");
    expect(backupFileName(at)).toBe("site-backup-2026-11-22T19-30-05Z.tar.gz");
    expect(backupFileName(at, 2)).toBe("site-backup-2026-11-22T19-30-05Z-2.tar.gz");
    expect(isBackupFileName(backupFileName(at, 12))).toBe(true);
    for (const other of [
      "site-backup-2026-11-22T19-30-05Z.tar.gz.partial",
      "site-backup-2026-11-22T19-30-05Z-1.tar.gz",
      "site-backup-2026-11-22.tar.gz",
      "my-site-backup-2026-11-22T19-30-05Z.tar.gz",
      `${stagingPrefix}2026-11-22T19-30-05Z-abc123`,
    ])
      expect(isBackupFileName(other), other).toBe(false);
  });
});

describe("pruning", () => {
  const day = (n: number, sequence = 1) =>
    backupFileName(new Date(Date.UTC(2026, 0, n, 3)), sequence);
  const others = [
    "notes.txt",
    "site-backup-keep-me.tar.gz",
    "site-backup-2020-01-01T00-00-00Z.tar.gz.partial",
    "site.db",
  ];

  it("keeps exactly the newest N of its own archives, in time order, and nothing else is touched", () => {
    // Written in a scrambled order: the order comes from the names, not the file system.
    const ours = [day(9), day(2), day(10), day(3, 2), day(3), day(1), day(11), day(3, 10)];
    const dir = folderWith([...ours, ...others]);
    expect(listBackups(dir)).toEqual([
      day(1),
      day(2),
      day(3),
      day(3, 2),
      day(3, 10),
      day(9),
      day(10),
      day(11),
    ]);

    expect(pruneBackups(dir, 3)).toEqual([day(1), day(2), day(3), day(3, 2), day(3, 10)]);
    expect(readdirSync(dir).sort()).toEqual([day(10), day(11), day(9), ...others].sort());
    expect(pruneBackups(dir, 3)).toEqual([]);
    expect(pruneBackups(dir, 1)).toEqual([day(9), day(10)]);
    expect(listBackups(dir)).toEqual([day(11)]);
    expect(readdirSync(dir)).toHaveLength(1 + others.length);
  });

  it("keeps all when there are fewer than N, and a missing folder has none", () => {
    const dir = folderWith([day(1), day(2), ...others]);
    expect(pruneBackups(dir, 14)).toEqual([]);
    expect(readdirSync(dir)).toHaveLength(2 + others.length);
    expect(listBackups(path.join(dir, "absent"))).toEqual([]);
  });

  it("removes only staging folders abandoned long ago", () => {
    const dir = folderWith(others);
    const old = path.join(dir, `${stagingPrefix}2026-01-01T00-00-00Z-aaaaaa`);
    const current = path.join(dir, `${stagingPrefix}2026-01-02T00-00-00Z-bbbbbb`);
    mkdirSync(old);
    writeFileSync(path.join(old, "database.sqlite"), "x");
    mkdirSync(current);
    const now = Date.now();
    utimesSync(old, new Date(now - 7 * 3600_000), new Date(now - 7 * 3600_000));
    removeAbandonedStaging(dir, 6 * 3600_000, now);
    expect(readdirSync(dir).sort()).toEqual([path.basename(current), ...others].sort());
  });
});
