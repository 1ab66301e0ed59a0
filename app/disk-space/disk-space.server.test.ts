import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type DiskSpace,
  diskMarginBytes,
  lowDiskNotice,
  lowDiskProblem,
  readDiskSpace,
  type StatFs,
} from "./disk-space.server";

const gb = 1_000_000_000;
/** A fake reading of a 50 GB disk with `free` bytes left, in 4 kB blocks. */
const disk =
  (free: number): StatFs =>
  () => ({ bavail: Math.floor(free / 4096), bsize: 4096, blocks: Math.floor((50 * gb) / 4096) });
const space = (free: number): DiskSpace => ({
  freeBytes: free,
  totalBytes: 50 * gb,
  databaseBytes: 38_000_000,
});
const dir = mkdtempSync(path.join(tmpdir(), "disk-space-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("reading the disk", () => {
  it("reads free space through the function it is given, and the database's file and log", () => {
    const dataDir = mkdtempSync(path.join(dir, "data-"));
    const databasePath = path.join(dataDir, "site.db");
    writeFileSync(databasePath, Buffer.alloc(8192));
    writeFileSync(`${databasePath}-wal`, Buffer.alloc(4096));
    const asked: string[] = [];
    const reading = readDiskSpace(dataDir, databasePath, (folder) => {
      asked.push(folder);
      return disk(800_000_000)(folder);
    });
    expect(asked).toEqual([dataDir]);
    expect(reading).toEqual({
      freeBytes: Math.floor(800_000_000 / 4096) * 4096,
      totalBytes: Math.floor((50 * gb) / 4096) * 4096,
      databaseBytes: 12_288,
    });
    const failing: StatFs = () => {
      throw Object.assign(new Error("no such folder"), { code: "ENOENT" });
    };
    expect(readDiskSpace(path.join(dataDir, "missing"), databasePath, failing)).toBeNull();
    // The real reading, of this machine's disk.
    expect(readDiskSpace(dataDir, databasePath)?.totalBytes).toBeGreaterThan(0);
  });

  it("warns below the margin, in words for the health check and the owner", () => {
    expect(lowDiskProblem(space(diskMarginBytes))).toBeNull();
    expect(lowDiskNotice(space(20 * gb))).toBeNull();
    expect(lowDiskProblem(space(812_000_000))).toBe(
      "the data folder's disk has only 812 MB free, under the 1 GB kept for quote requests (the database is 38 MB)",
    );
    expect(lowDiskNotice(space(812_000_000))).toMatch(
      /^The website's server is nearly out of disk space: 812 MB left\. Quote requests are still stored/,
    );
    expect(lowDiskProblem(null)).toBeNull();
  });
});
