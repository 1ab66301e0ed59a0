/**
 * The process `npm start` (and the service) runs: it holds the listening socket and runs the
 * site in one worker process (node:cluster), started again at once if it crashes, on the
 * release the owner last published (DATA_DIR/site/live.json, which the worker records when a
 * publish switches it over, `live-release-files.ts`). The worker runs `launcher`
 * (server/main.js) on that release.
 */
import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import { type LiveRelease, liveReleaseFor } from "../app/publishing/live-release.server";
import { writePidFile } from "./server-pid";

const log = (message: string) =>
  console.log(JSON.stringify({ level: 30, time: new Date().toISOString(), msg: message }));

/**
 * `buildDir`: the build `npm start` was given (build/), the site until a release is published.
 * The settings are the site's own (server/config.ts, checked by the worker, which says what is
 * wrong and stops, and then so does this process); only two are read here.
 */
export function supervise(buildDir: string, launcher: string) {
  // The workers take connections from the socket themselves, as one process did before: what
  // nobody has taken waits in the kernel's queue (held by systemd across restarts) instead of
  // being taken here and reset when the worker it was meant for stops.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
  const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;
  const removePidFile = writePidFile(dataDir);
  // Under systemd the socket comes as file descriptor 3 to this process; the workers ask
  // this process for it (cluster shares the handle), so they are told to listen on it.
  const socketActivated =
    process.env.LISTEN_FDS === "1" && process.env.LISTEN_PID === String(process.pid);
  const live: LiveRelease = liveReleaseFor(buildDir, dataDir);
  let current: Worker | undefined;
  let stopping = false;
  const listened = new WeakSet<Worker>();

  const start = (release: LiveRelease) => {
    cluster.setupPrimary({ exec: launcher, args: [] });
    const worker = cluster.fork({
      SITE_BUILD_DIR: release.dir,
      SITE_LISTEN_FD: socketActivated ? "3" : "",
      SITE_RELEASE_ID: release.id ?? "",
    });
    worker.once("listening", () => listened.add(worker));
    return worker;
  };

  cluster.on("exit", (worker, code, signal) => {
    if (worker !== current) return;
    const exitCode = code ?? (signal ? 1 : 0);
    // Stopping, or a site that could not start at all (its settings are wrong: it said why).
    if (stopping || !listened.has(worker)) {
      removePidFile();
      process.exit(stopping ? exitCode : exitCode || 1);
    }
    // A crash: start the live release again (requests wait on the socket meanwhile), the one
    // the worker last switched to if it did.
    log(`the site's process ended (${signal ?? `exit ${code}`}); starting it again`);
    current = start(liveReleaseFor(buildDir, dataDir));
  });

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    const forced = setTimeout(() => process.exit(1), shutdownTimeoutMs + 5000);
    forced.unref();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  current = start(live);
}
