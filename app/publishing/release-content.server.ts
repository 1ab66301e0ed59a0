import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { replaceFolder } from "./replace-folder.server";

export interface TakenIn {
  /** Files the owner and the new release both changed: the owner's version was kept. */
  keptOwnersVersion: string[];
  /** True when the site's content now differs from the release's, so its build is out of date. */
  differsFromRelease: boolean;
}

/**
 * Takes a new release's content into the content the owner publishes from (a release's
 * DATA_DIR/site/content), file by file, against the content of the release taken in before
 * (`baseDir`, DATA_DIR/site/release-content):
 * - a file only the release changed takes the release's version (the developer's fix);
 * - a file only the owner changed keeps the owner's (their published edits);
 * - a file both changed keeps the owner's, and is reported (the developer merges it by hand).
 * The first time, the content is simply the release's. Swapped in whole, never half-written.
 */
export function takeInReleaseContent({
  releaseContentDir,
  contentDir,
  baseDir,
}: {
  releaseContentDir: string;
  contentDir: string;
  baseDir: string;
}): TakenIn {
  const keptOwnersVersion: string[] = [];
  if (!existsSync(contentDir)) {
    replaceFolder(contentDir, releaseContentDir);
  } else {
    const base = fileHashes(baseDir);
    const ours = fileHashes(contentDir);
    const theirs = fileHashes(releaseContentDir);
    const merged = `${contentDir}.merging`;
    rmSync(merged, { recursive: true, force: true });
    cpSync(contentDir, merged, { recursive: true, preserveTimestamps: true });
    for (const file of new Set([...base.keys(), ...ours.keys(), ...theirs.keys()])) {
      const [b, o, t] = [base.get(file), ours.get(file), theirs.get(file)];
      if (o === t || t === b) continue;
      if (o !== b) {
        keptOwnersVersion.push(file);
        continue;
      }
      const target = path.join(merged, file);
      if (t === undefined) rmSync(target);
      else {
        mkdirSync(path.dirname(target), { recursive: true });
        cpSync(path.join(releaseContentDir, file), target, { preserveTimestamps: true });
      }
    }
    replaceFolder(contentDir, merged);
    rmSync(merged, { recursive: true, force: true });
  }
  replaceFolder(baseDir, releaseContentDir);
  const now = fileHashes(contentDir);
  const release = fileHashes(releaseContentDir);
  const differsFromRelease =
    now.size !== release.size || [...now].some(([file, hash]) => release.get(file) !== hash);
  return { keptOwnersVersion: keptOwnersVersion.sort(), differsFromRelease };
}

/** Every file under `dir` (forward-slash paths) with the hash of its bytes. */
function fileHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  if (!existsSync(dir)) return hashes;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(
      path.relative(dir, file).split(path.sep).join("/"),
      createHash("sha256").update(readFileSync(file)).digest("hex"),
    );
  }
  return hashes;
}
