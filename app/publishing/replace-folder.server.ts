import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * Makes `dir` hold exactly what `from` holds (files `from` lacks go): copied beside it, then
 * swapped in with renames, so a reader never sees it half-written.
 */
export function replaceFolder(dir: string, from: string) {
  const staged = `${dir}.new`;
  const previous = `${dir}.previous`;
  rmSync(staged, { recursive: true, force: true });
  rmSync(previous, { recursive: true, force: true });
  cpSync(from, staged, { recursive: true, preserveTimestamps: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  if (existsSync(dir)) renameSync(dir, previous);
  renameSync(staged, dir);
  rmSync(previous, { recursive: true, force: true });
}
