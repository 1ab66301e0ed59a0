/**
 * The process `npm start` (and the service) runs: it holds the listening socket and runs the
 * site in one worker process (node:cluster), and switches the site to a published release by
 * starting a worker on it and only then stopping the old one, which finishes the requests it
 * has. Nothing is refused while that happens: the socket never closes, and until the new worker
 * listens the old one takes every connection. A release's code is loaded only by its own worker,
 * so memory does not grow with each publish (a process cannot unload a module it imported).
 *
 * A release's worker runs `launcher` (server/main.js) on that release's build.
 */
import cluster, { type Worker } from "node:cluster";
import path from "node:path";
import {
  codeStampOf,
  type LiveRelease,
  liveReleaseFor,
  recordLiveRelease,
} from "../app/publishing/live-release.server";
import {
  handOverMessage,
  isGoLiveMessage,
  workerStartedMessage,
} from "../app/publishing/worker-messages.server";
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
  let live: LiveRelease = liveReleaseFor(buildDir, dataDir);
  let current: Worker | undefined;
  let stopping = false;
  const listened = new WeakSet<Worker>();

  const start = (release: LiveRelease, { takeover = false } = {}) => {
    cluster.setupPrimary({ exec: launcher, args: [] });
    const worker = cluster.fork({
      SITE_BUILD_DIR: release.dir,
      SITE_LISTEN_FD: socketActivated ? "3" : "",
      SITE_RELEASE_ID: release.id ?? "",
      SITE_TAKEOVER: takeover ? "1" : "",
    });
    worker.once("listening", () => listened.add(worker));
    worker.on("message", (message: unknown) => {
      if (worker !== current || stopping || !isGoLiveMessage(message)) return;
      switchTo({
        id: message.releaseId,
        dir: message.releaseDir,
        codeStamp: codeStampOf(buildDir),
      });
    });
    return worker;
  };

  const switchTo = (release: LiveRelease) => {
    const old = current;
    const next = start(release, { takeover: true });
    next.once("listening", () => {
      current = next;
      live = release;
      recordLiveRelease(dataDir, release);
      next.send(workerStartedMessage);
      log(`release ${release.id} is live`);
      old?.send(handOverMessage);
    });
    // A release whose server cannot start never takes over: the old worker goes on.
    next.once("exit", (code) => {
      if (current !== next)
        log(`release ${release.id} did not start (exit ${code}): still on the previous one`);
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    if (worker !== current) return;
    const exitCode = code ?? (signal ? 1 : 0);
    // Stopping, or a site that could not start at all (its settings are wrong: it said why).
    if (stopping || !listened.has(worker)) {
      removePidFile();
      process.exit(stopping ? exitCode : exitCode || 1);
    }
    // A crash: start the live release again (requests wait on the socket meanwhile).
    log(`the site's process ended (${signal ?? `exit ${code}`}); starting it again`);
    current = start(live);
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
