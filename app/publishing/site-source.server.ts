import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Where publishing finds the content and the picture cache, and keeps what it changes. Two
 * kinds (decision 030):
 * - a checkout (`npm install && npm start`): the code, content/ and the picture cache .cache/
 *   all in the one folder, content/ committed to git when it is in a repository;
 * - a release (`npm run release`, marked by its release.json): the code is read-only (systemd
 *   locks /opt down), so the content publishing works on is DATA_DIR/site/content, taken in
 *   from each new release (`release-content.ts`), and the picture cache is DATA_DIR/publish/cache.
 */
export interface SiteSource {
  kind: "checkout" | "release";
  /** Where the site was installed: its node_modules/, and a release's content/ and .cache/. */
  codeDir: string;
  /** The content the owner's drafts apply to; a publish writes what it published back here. */
  contentDir: string;
  /** The picture cache, writable, shared by every build. */
  cacheDir: string;
}

/** The marker `npm run release` writes into a release's folder. */
export const releaseMarker = "release.json";

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
