import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import type { PageEntry } from "../content/content-catalogue";

/**
 * When each content file last changed: its last commit, or its modification time if it has
 * changes not yet committed (or there is no git history, e.g. a copied release).
 */
export function lastModifiedDates(contentDir: string, files: string[]): Record<string, string> {
  const committed = new Map<string, string>();
  const dirty = new Set<string>();
  try {
    const git = (...args: string[]) =>
      execFileSync("git", args, {
        cwd: contentDir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
    const root = git("rev-parse", "--show-toplevel").trim();
    const relative = (file: string) =>
      path.relative(contentDir, path.join(root, file)).split(path.sep).join("/");
    let date = "";
    for (const line of git("log", "--format=%x00%cI", "--name-only", "--", ".").split("\n")) {
      if (line.startsWith("\0")) date = line.slice(1);
      else if (line.trim() && !committed.has(relative(line.trim())))
        committed.set(relative(line.trim()), date);
    }
    for (const line of git("status", "--porcelain", "--", ".").split("\n")) {
      if (line.trim()) dirty.add(relative(line.slice(3).trim()));
    }
  } catch {
    // no git here: modification times it is
  }
  return Object.fromEntries(
    files.map((file) => {
      const fromGit = dirty.has(file) ? undefined : committed.get(file);
      return [file, new Date(fromGit ?? statSync(path.join(contentDir, file)).mtime).toISOString()];
    }),
  );
}

/**
 * Every indexable page with when its content last changed (the sitemap's `lastmod`): the
 * latest date of the files it is made from, or now for a page whose files have none.
 */
export function datedPages(directory: PageEntry[], contentDir: string) {
  const dates = lastModifiedDates(contentDir, [
    ...new Set(directory.flatMap((page) => page.sources)),
  ]);
  return directory.map(({ sources, ...page }) => ({
    ...page,
    lastModified:
      sources
        .map((source) => dates[source] ?? "")
        .sort()
        .at(-1) || new Date().toISOString(),
  }));
}
