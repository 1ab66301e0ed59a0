import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A checkout of the site as far as publishing uses one, for a server whose owner publishes in
 * a test: its content/ in a git repository of its own, so that the publishes commit there and
 * change its content, never this checkout's. The packages and the picture cache are this
 * checkout's (linked).
 */
export function siteSourceCopy(root = process.cwd()): string {
  const dir = mkdtempSync(path.join(tmpdir(), "marram-site-source-"));
  cpSync(path.join(root, "content"), path.join(dir, "content"), {
    recursive: true,
    preserveTimestamps: true,
  });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  mkdirSync(path.join(root, ".cache"), { recursive: true });
  symlinkSync(path.join(root, ".cache"), path.join(dir, ".cache"));
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
