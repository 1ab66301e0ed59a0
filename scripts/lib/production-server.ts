import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { freePort, waitForHealthy } from "./bench-support";
import { serviceEnvironment, serviceNodeOptions } from "./service-unit";

export type ProductionServer = Awaited<ReturnType<typeof startProductionServer>>;

/**
 * Starts the built server (`server/main.js`, with the Node options and environment of
 * deploy/marram-site.service) on a free port of 127.0.0.1 with its own data folder, and waits
 * until /healthz answers. Used by the
 * benchmarks, the HTML check and the crash tests, which must exercise the real process.
 */
export async function startProductionServer({
  env = {},
  dataDir,
  port,
  output = "inherit",
}: {
  env?: Record<string, string>;
  dataDir?: string;
  port?: number;
  output?: "inherit" | "ignore";
} = {}) {
  const ownsDataDir = !dataDir;
  const folder = dataDir ?? mkdtempSync(path.join(tmpdir(), "marram-server-"));
  const listenPort = port ?? (await freePort());
  const databasePath = path.join(folder, "site.db");
  const child = spawn(process.execPath, [...serviceNodeOptions(), "server/main.js"], {
    env: {
      ...process.env,
      ...serviceEnvironment(),
      HOST: "127.0.0.1",
      PORT: String(listenPort),
      DATA_DIR: folder,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", output, output],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const url = `http://127.0.0.1:${listenPort}`;
  try {
    await Promise.race([
      waitForHealthy(url),
      exited.then((code) => {
        throw new Error(`The server exited (${code}) before it was ready`);
      }),
    ]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url,
    port: listenPort,
    dataDir: folder,
    databasePath,
    process: child,
    exited,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    /** Deletes the data folder (unless it was given by the caller). */
    cleanUp() {
      if (ownsDataDir) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** What a stopped server's database holds: quote requests and queued emails. */
export function storedQuotes(databasePath: string): { requests: number; emails: number } {
  const db = new Database(databasePath, { readonly: true });
  try {
    const count = (table: string) =>
      db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    return { requests: count("quote_requests"), emails: count("outbox") };
  } finally {
    db.close();
  }
}

/** The built server as the crash and backup tests run it: quiet, posts neither limited nor timed. */
export function startQuietServer(dataDir?: string): Promise<ProductionServer> {
  return startProductionServer({
    dataDir,
    output: "ignore",
    env: { QUOTE_RATE_LIMIT: "0", QUOTE_MIN_FILL_SECONDS: "0" },
  });
}
