import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { movePaths, readUnit, serviceEnvironment, unitValue } from "./deploy-files";

/**
 * Plays systemd's part for marram-site.socket and marram-site.service: fd 3 is the listening
 * socket, kept open while the site stops and starts again, as systemd keeps it. Reads `start`
 * and `stop` lines; answers with the site's process id and its exit status. Each start enters
 * the working directory anew (it is the `current` link) and hands the socket over the way
 * systemd does: LISTEN_FDS=1, LISTEN_PID the process's own id.
 */
const holder = `
dir="$1"; shift
while read -r command; do
  case "$command" in
    start) sh -c 'cd "$0" && export LISTEN_FDS=1 LISTEN_PID=$$ && exec "$@"' "$dir" "$@" 1>&2 &
      pid=$!; echo "$pid" ;;
    stop) kill -TERM "$pid"; status=0; wait "$pid" || status=$?; echo "$status" ;;
  esac
done
`;

/** The PATH systemd gives a service, and the home docs/deploying.md gives the user marram. */
const systemdPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";

export interface SiteService {
  /** The running site's process id. */
  pid(): number;
  /** `systemctl start marram-site`: starts it, waits until /healthz answers. */
  start(): Promise<void>;
  /** `systemctl stop marram-site`: SIGTERM, then the exit status once it has ended. */
  stop(): Promise<number>;
  /** Stops the site if it runs and closes the socket. */
  close(): Promise<void>;
  log(): string;
}

/**
 * The site as deploy/marram-site.socket and deploy/marram-site.service run it: the socket's
 * address with this test's port, then the service's ExecStart in its WorkingDirectory, with
 * nothing in the environment but systemd's PATH, marram's HOME, the unit's Environment= and the
 * settings (as systemd's EnvironmentFile gives them), the server's folders moved by `moves` and
 * its Node being this one.
 */
export async function siteService(
  settings: Record<string, string>,
  moves: Record<string, string>,
): Promise<SiteService> {
  const unit = readUnit();
  const place = { ...moves, "/opt/node24/bin/node": process.execPath };
  const command = movePaths(unitValue(unit, "Service.ExecStart"), place).split(" ");
  const workingDirectory = movePaths(unitValue(unit, "Service.WorkingDirectory"), place);

  // marram-site.socket's address, on this test's port.
  const listen = unitValue(readUnit("deploy/marram-site.socket"), "Socket.ListenStream");
  const host = listen.slice(0, listen.lastIndexOf(":"));
  const socket = createServer();
  await new Promise<void>((resolve) => socket.listen(Number(settings.PORT), host, resolve));
  const fd = (socket as unknown as { _handle: { fd: number } })._handle.fd;
  const child: ChildProcess = spawn("sh", ["-c", holder, "holder", workingDirectory, ...command], {
    env: { PATH: systemdPath, HOME: "/nonexistent", ...serviceEnvironment(unit), ...settings },
    stdio: ["pipe", "pipe", "pipe", fd],
  });
  // The holder has its own copy now; this process must not take connections from it.
  await new Promise((resolve) => socket.close(resolve));

  let log = "";
  child.stderr?.on("data", (chunk) => (log += chunk));
  const answers = createInterface({ input: child.stdout as NodeJS.ReadableStream })[
    Symbol.asyncIterator
  ]();
  const ask = async (line: string) => {
    child.stdin?.write(`${line}\n`);
    const answer = await answers.next();
    if (answer.done) throw new Error(`The socket holder ended:\n${log}`);
    return Number(answer.value);
  };
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  let pid = 0;
  let running = false;
  const service: SiteService = {
    pid: () => pid,
    async start() {
      pid = await ask("start");
      running = true;
      const started = Date.now();
      for (;;) {
        if (!isAlive(pid)) throw new Error(exitedEarly(log));
        const health = await fetch(`http://${host}:${settings.PORT}/healthz`, {
          signal: AbortSignal.timeout(1000),
        }).catch(() => undefined);
        if (health?.ok) return;
        if (Date.now() - started > 20_000)
          throw new Error(`The site did not become healthy:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      running = false;
      return ask("stop");
    },
    async close() {
      if (running) await service.stop();
      child.stdin?.end();
      await ended;
    },
    log: () => log,
  };
  return service;
}

function exitedEarly(log: string): string {
  const explanation = log.includes("EADDRINUSE")
    ? "It tried to open the port itself instead of taking the one systemd holds for it " +
      "(marram-site.socket): the server must listen on file descriptor 3 when LISTEN_FDS=1 " +
      "and LISTEN_PID is its own process id.\n"
    : "";
  return `The site exited before it was ready. ${explanation}${log}`;
}

/** True while the process runs: not ended, and not ended waiting to be reaped (a zombie). */
function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}
