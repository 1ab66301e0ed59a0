import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Reads the files an agency installs (deploy/*, docs/deploying.md) so the tests run exactly
 * what they say, with the server's absolute paths moved into a test folder.
 */
export const projectRoot = path.resolve(import.meta.dirname, "../..");

const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

export { readUnit, serviceEnvironment, unitValue } from "../../scripts/lib/service-unit";

const guide = () => read("docs/deploying.md");

/** The shell lines of the guide's ```sh blocks. */
export function guideShellLines(): string[] {
  return [...guide().matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
    (block[1] ?? "").split("\n").map((line) => line.trim()),
  );
}

/** The settings of the guide's /etc/marram/site.env example. */
export function guideSiteEnv(): Record<string, string> {
  const block = /```ini\n# \/etc\/marram\/site\.env\n([\s\S]*?)```/.exec(guide())?.[1];
  if (!block)
    throw new Error("docs/deploying.md has no ```ini block starting # /etc/marram/site.env");
  return Object.fromEntries(
    block
      .split("\n")
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
}

/**
 * The guide's command matching `pattern` (the same wherever it appears), to run here: without
 * `sudo`, and with the server's folders moved by `moves` (e.g. /opt/marram → a test folder).
 */
export function guideCommand(pattern: RegExp, moves: Record<string, string>): string {
  const found = new Set(guideShellLines().filter((line) => pattern.test(line)));
  if (found.size !== 1)
    throw new Error(`docs/deploying.md has ${found.size} different commands matching ${pattern}`);
  const [command = ""] = found;
  return movePaths(command.replace(/^sudo /, ""), moves);
}

/** Replaces each absolute path prefix in `text` by its new place, in one pass. */
export function movePaths(text: string, moves: Record<string, string>): string {
  const prefixes = Object.keys(moves).sort((a, b) => b.length - a.length);
  if (prefixes.length === 0) return text;
  const pattern = new RegExp(
    prefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|"),
    "g",
  );
  return text.replace(pattern, (prefix) => moves[prefix] ?? prefix);
}

/** The Node version .ci/node24 runs, which the guide installs on the server. */
export function ciNodeVersion(): string {
  const version = /^NODE_VERSION=(\S+)$/m.exec(read(".ci/node24"))?.[1];
  if (!version) throw new Error(".ci/node24 names no NODE_VERSION");
  return version;
}

export function readProjectFile(file: string): string {
  return read(file);
}
