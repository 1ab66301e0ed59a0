import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

/**
 * Every publish is a version of `content/`: a git commit when content/ is in a repository (the
 * developer sees the owner's changes in `git log`, authored by the owner), otherwise a copy
 * kept in DATA_DIR/versions. `contentAt` gives a version's content back, to restore it.
 */
export interface ContentHistory {
  kind: "git" | "snapshots";
  /** Makes the content now in content/ a version; returns its name (commit or folder). */
  record(change: { message: string; author: { name: string; email: string } }): string;
  /** Copies the content of `version` into `targetDir` (which must not exist yet). */
  contentAt(version: string, targetDir: string): void;
}

function gitTopLevel(dir: string): string | undefined {
  try {
    return execFileSync("git", ["-C", dir, "rev-parse", "--show-toplevel"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
}

export function contentHistory(contentDir: string, versionsDir: string): ContentHistory {
  const top = gitTopLevel(contentDir);
  return top ? gitHistory(top, contentDir) : snapshotHistory(contentDir, versionsDir);
}

function gitHistory(top: string, contentDir: string): ContentHistory {
  const git = (args: string[], env?: NodeJS.ProcessEnv) =>
    execFileSync("git", ["-C", top, ...args], {
      encoding: "utf8",
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    }).trim();
  const contentPath = path.relative(top, contentDir) || ".";
  return {
    kind: "git",
    record({ message, author }) {
      // Only content/ goes into the commit: whatever else the developer has staged stays staged.
      git(["add", "--all", "--", contentPath]);
      const changed = git(["diff", "--cached", "--name-only", "--", contentPath]);
      if (changed === "") return git(["rev-parse", "HEAD"]);
      git(
        [
          "commit",
          "--quiet",
          "--no-verify",
          `--author=${author.name} <${author.email}>`,
          "-m",
          message,
          "--",
          contentPath,
        ],
        {
          GIT_COMMITTER_NAME: "Website publishing",
          GIT_COMMITTER_EMAIL: author.email,
        },
      );
      return git(["rev-parse", "HEAD"]);
    },
    contentAt(version, targetDir) {
      if (!/^[0-9a-f]{7,40}$/.test(version)) throw new Error(`not a commit: ${version}`);
      const unpack = mkdtempSync(`${targetDir}-unpack-`);
      try {
        const archive = execFileSync("git", ["-C", top, "archive", version, "--", contentPath], {
          maxBuffer: 1024 * 1024 * 1024,
        });
        execFileSync("tar", ["-x", "-C", unpack], { input: archive });
        cpSync(path.join(unpack, contentPath), targetDir, { recursive: true });
      } finally {
        rmSync(unpack, { recursive: true, force: true });
      }
    },
  };
}

function snapshotHistory(contentDir: string, versionsDir: string): ContentHistory {
  return {
    kind: "snapshots",
    record() {
      mkdirSync(versionsDir, { recursive: true });
      const taken = new Set(readdirSync(versionsDir));
      let name = new Date()
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d+Z$/, "Z");
      for (let n = 2; taken.has(name); n++) name = `${name.split("-")[0]}-${n}`;
      cpSync(contentDir, path.join(versionsDir, name), {
        recursive: true,
        preserveTimestamps: true,
      });
      return name;
    },
    contentAt(version, targetDir) {
      const source = path.join(versionsDir, path.basename(version));
      if (!existsSync(source)) throw new Error(`no such version: ${version}`);
      cpSync(source, targetDir, { recursive: true, preserveTimestamps: true });
    },
  };
}
