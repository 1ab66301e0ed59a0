import { closeSync, fsyncSync, openSync } from "node:fs";
import { open } from "node:fs/promises";

/**
 * Files that survive a power cut once written: a new file's bytes on the disk before its row
 * is, and a rename into place that the folder itself remembers.
 */

/** Writes a new file (never over an old one) and waits until its bytes are on the disk. */
export async function writeDurably(file: string, data: Buffer): Promise<void> {
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes the renames into a folder last: called after them, before the rows naming the files. */
export function syncDir(dir: string) {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // Not every file system lets a directory be synced; the rename stands either way.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
