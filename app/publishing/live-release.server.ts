import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Which build the site runs: the one `npm start` was given, until the owner publishes; then
 * the last published release (DATA_DIR/releases/ID), recorded in DATA_DIR/site/live.json so
 * that a restart keeps the owner's changes live.
 */
export interface LiveRelease {
  /** The publish's id; undefined for the build the site was started with. */
  id?: string;
  /** A build folder: client/ and server/. */
  dir: string;
  /** The build's stamp (build/stamp.json) of the code the release was built from. */
  codeStamp?: string;
}

export const releasesDirIn = (dataDir: string) => path.join(dataDir, "releases");
const liveFile = (dataDir: string) => path.join(dataDir, "site", "live.json");

/** A build's stamp: changes with every `npm run build` of the code (and of its content). */
export function codeStampOf(buildDir: string): string | undefined {
  try {
    return readFileSync(path.join(buildDir, "stamp.json"), "utf8").trim();
  } catch {
    return undefined;
  }
}

/**
 * The release to run. A published release counts only while the site runs the code it was
 * built from: after the developer deploys a new build, that build is the site (it carries the
 * owner's published changes when content/ was kept, see docs/owner-editing.md).
 */
export function liveReleaseFor(buildDir: string, dataDir: string): LiveRelease {
  const started: LiveRelease = { dir: buildDir };
  try {
    const recorded = JSON.parse(readFileSync(liveFile(dataDir), "utf8")) as LiveRelease;
    const usable =
      typeof recorded.id === "string" &&
      typeof recorded.dir === "string" &&
      existsSync(path.join(recorded.dir, "server", "server.js")) &&
      recorded.codeStamp === codeStampOf(buildDir);
    return usable ? recorded : started;
  } catch {
    return started;
  }
}

export function recordLiveRelease(dataDir: string, release: LiveRelease) {
  const file = liveFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(release));
  renameSync(`${file}.tmp`, file);
}
