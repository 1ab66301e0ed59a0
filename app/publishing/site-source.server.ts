import { existsSync } from "node:fs";
import path from "node:path";

/**
 * What publishing builds from, and where it keeps what it changes. Two kinds (decision 026):
 * - a checkout (`npm install && npm start`): the code, content/ and the picture cache .cache/
 *   all in the one folder, content/ committed to git when it is in a repository;
 * - a release (`npm run release`, marked by its release.json): the code is read-only (systemd
 *   locks /opt down), so the content publishing works on is DATA_DIR/site/content, taken in
 *   from each new release (`release-content.ts`), and the picture cache is DATA_DIR/publish/cache.
 */
export interface SiteSource {
  kind: "checkout" | "release";
  /** app/, server/, node_modules/…: copied (or linked) into each build's workspace. */
  codeDir: string;
  /** The content the owner's drafts apply to; a publish writes what it built back here. */
  contentDir: string;
  /** The picture cache, writable, shared by every build. */
  cacheDir: string;
}

/** The marker `npm run release` writes into a release's folder. */
export const releaseMarker = "release.json";

/**
 * The code a build needs, as both kinds carry it. `.gitignore` too: Tailwind finds the classes
 * to keep by scanning the folder, skipping what it ignores (without it, the server bundle in
 * build/ put the owner area's classes into the public pages' stylesheet).
 */
export const codeEntries = [
  ".gitignore",
  "app",
  "db",
  "scripts",
  "server",
  "public",
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "tsconfig.json",
  "vite.config.ts",
];

export function siteSource(sourceDir: string, dataDir: string): SiteSource {
  if (existsSync(path.join(sourceDir, releaseMarker)))
    return {
      kind: "release",
      codeDir: sourceDir,
      contentDir: path.join(dataDir, "site", "content"),
      cacheDir: path.join(dataDir, "publish", "cache"),
    };
  return checkoutAt(sourceDir);
}

export const checkoutAt = (dir: string): SiteSource => ({
  kind: "checkout",
  codeDir: dir,
  contentDir: path.join(dir, "content"),
  cacheDir: path.join(dir, ".cache"),
});
