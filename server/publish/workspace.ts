import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

/**
 * A copy of the site's sources to build a publish in, away from the running site's own
 * build/: the code as it is, the content as it will be. Dependencies and the picture cache are
 * linked, not copied (a warm cache is what makes a publish take seconds, not minutes).
 */
export const sourceEntries = [
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
  "vite.server.config.ts",
];
const linked = ["node_modules", ".cache"];
/** Written by the build: no use copying them. */
const generatedInPublic = new Set(["img", "og", "icons"]);

/** DATA_DIR/publish: the workspace and the content being published; never backed up. */
export const publishWorkDirIn = (dataDir: string) => path.join(dataDir, "publish");

/** DATA_DIR/site/published-content: what the last publish put live, kept for the backups. */
export const publishedContentIn = (dataDir: string) =>
  path.join(dataDir, "site", "published-content");

/** What a folder needs to be built from: the site's sources, as a checkout has them. */
export function missingSources(sourceDir: string): string[] {
  return [...sourceEntries, "content", "node_modules"].filter(
    (entry) => !existsSync(path.join(sourceDir, entry)),
  );
}

/** Makes `workDir` a fresh copy of `sourceDir`'s code, with `content` copied from `contentFrom`. */
export function prepareWorkspace(sourceDir: string, workDir: string, contentFrom: string) {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  for (const entry of sourceEntries) {
    cpSync(path.join(sourceDir, entry), path.join(workDir, entry), {
      recursive: true,
      filter: (from) =>
        !(
          path.dirname(from) === path.join(sourceDir, "public") &&
          generatedInPublic.has(path.basename(from))
        ),
    });
  }
  for (const entry of linked) {
    const target = path.join(sourceDir, entry);
    if (entry === ".cache") mkdirSync(target, { recursive: true });
    symlinkSync(target, path.join(workDir, entry));
  }
  cpSync(contentFrom, path.join(workDir, "content"), { recursive: true });
}
