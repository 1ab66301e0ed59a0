import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The running server writes its process id into the data folder, so that tools which must not
 * run beside it (`npm run restore`) can tell. A file left by a killed server names a process
 * that no longer exists, and counts as no server.
 */
export function pidFile(dataDir: string): string {
  return path.join(dataDir, "server.pid");
}

export function writePidFile(dataDir: string): () => void {
  const file = pidFile(dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
}

/** The id of a live server using this data folder, if there is one. */
export function runningServerPid(dataDir: string): number | undefined {
  const pid = readPid(pidFile(dataDir));
  if (pid === undefined || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service's own account).
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
