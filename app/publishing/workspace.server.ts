import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import path from "node:path";
import { codeEntries, type SiteSource } from "./site-source.server";

/** Written by the build: no use copying them. */
const generatedInPublic = new Set(["img", "og", "icons"]);

/** DATA_DIR/publish: the workspace and the content being published; never backed up. */
export const publishWorkDirIn = (dataDir: string) => path.join(dataDir, "publish");

/** DATA_DIR/site/published-content: what the last publish put live, kept for the backups. */
export const publishedContentIn = (dataDir: string) =>
  path.join(dataDir, "site", "published-content");

/**
 * Makes `workDir` a fresh copy of the site's code with `content` copied from `contentFrom`:
 * a place to build a publish in, away from the running site's own build/. The packages and
 * the picture cache are linked, not copied (a warm cache is what makes a publish take
 * seconds, not minutes). node_modules is a folder of links, one per package, so that what a
 * build writes there (Vite's bundled config in node_modules/.vite-temp) stays in the
 * workspace: a release's own node_modules is read-only.
 */
export function prepareWorkspace(source: SiteSource, workDir: string, contentFrom: string) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  copyCode(source.codeDir, workDir);
  linkPackages(path.join(source.codeDir, "node_modules"), path.join(workDir, "node_modules"));
  mkdirSync(source.cacheDir, { recursive: true });
  symlinkSync(source.cacheDir, path.join(workDir, ".cache"));
  cpSync(contentFrom, path.join(workDir, "content"), { recursive: true, preserveTimestamps: true });
}

/** Copies the code a build needs from `codeDir` into `targetDir` (a workspace, a release). */
export function copyCode(codeDir: string, targetDir: string) {
  for (const entry of codeEntries)
    cpSync(path.join(codeDir, entry), path.join(targetDir, entry), {
      recursive: true,
      filter: (from) =>
        !(
          path.dirname(from) === path.join(codeDir, "public") &&
          generatedInPublic.has(path.basename(from))
        ),
    });
}

function linkPackages(packagesDir: string, targetDir: string) {
  mkdirSync(targetDir);
  for (const entry of readdirSync(packagesDir))
    if (!entry.startsWith(".vite"))
      symlinkSync(path.join(packagesDir, entry), path.join(targetDir, entry));
}

/**
 * Copies into `cacheDir` the cached pictures a release brought (`fromDir`, its .cache) that it
 * lacks, so the first publish on a server reuses the pictures the release was built with. Each
 * entry (a picture's folder, a share image) is copied beside its place and renamed in, so a
 * copy cut short is never taken for a cached picture.
 */
export function seedPictureCache(fromDir: string, cacheDir: string) {
  if (!existsSync(fromDir)) return;
  for (const kind of readdirSync(fromDir)) {
    mkdirSync(path.join(cacheDir, kind), { recursive: true });
    for (const entry of readdirSync(path.join(fromDir, kind))) {
      const target = path.join(cacheDir, kind, entry);
      if (existsSync(target)) continue;
      rmSync(`${target}.copying`, { recursive: true, force: true });
      cpSync(path.join(fromDir, kind, entry), `${target}.copying`, { recursive: true });
      renameSync(`${target}.copying`, target);
    }
  }
}
