import { execFileSync } from "node:child_process";
import { appendFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkoutAt } from "../../app/publishing/site-source.server";
import { prepareWorkspace } from "../../app/publishing/workspace.server";

/**
 * A copy of the site's sources in a git repository of its own, for a server whose owner
 * publishes in a test: the publishes commit there and change its content/, never this
 * checkout's. Dependencies and the picture cache are shared (linked).
 */
export function siteSourceCopy(root = process.cwd()): string {
  const dir = mkdtempSync(path.join(tmpdir(), "marram-site-source-"));
  prepareWorkspace(checkoutAt(root), dir, path.join(root, "content"));
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", dir, ...args], { stdio: ["ignore", "ignore", "pipe"] });
  git("init", "--quiet");
  appendFileSync(path.join(dir, ".git", "info", "exclude"), "node_modules\n.cache\n");
  git("add", "--all");
  git(
    "-c",
    "user.name=Developer",
    "-c",
    "user.email=developer@example.org",
    "commit",
    "--quiet",
    "-m",
    "The site",
  );
  return dir;
}
