import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readProjectFile } from "./deploy-files";
import { request } from "./http-client";

export interface RunningCaddy {
  process: ChildProcess;
  /** https://localhost:<port>: the site as a visitor reaches it. */
  httpsUrl: string;
  /** http://localhost:<port>: what Caddy redirects. */
  httpUrl: string;
  /** Caddy's own root certificate, which signs the site's certificate. */
  rootCertificate: Buffer;
  log(): string;
  stop(): Promise<void>;
}

/**
 * deploy/Caddyfile as it is, behind global options that keep this Caddy to itself: high ports
 * on 127.0.0.1, certificates from its own authority (`local_certs`, i.e. `tls internal` for
 * every site) instead of Let's Encrypt, no admin endpoint, nothing installed in the system's
 * trust store. The site's upstream is moved from port 3000 to the test server's.
 */
export function testCaddyfile(ports: { http: number; https: number; upstream: number }): string {
  const site = readProjectFile("deploy/Caddyfile");
  if (!site.includes("reverse_proxy 127.0.0.1:3000"))
    throw new Error("deploy/Caddyfile no longer proxies to 127.0.0.1:3000");
  return `{
	admin off
	http_port ${ports.http}
	https_port ${ports.https}
	default_bind 127.0.0.1
	local_certs
	skip_install_trust
}

${site.replace("reverse_proxy 127.0.0.1:3000", `reverse_proxy 127.0.0.1:${ports.upstream}`)}`;
}

/** Runs Caddy with its data, config and home in `folder`, and waits until it serves the site. */
export async function startCaddy(
  folder: string,
  ports: { http: number; https: number; upstream: number },
): Promise<RunningCaddy> {
  mkdirSync(folder, { recursive: true });
  const config = path.join(folder, "Caddyfile");
  writeFileSync(config, testCaddyfile(ports));
  let log = "";
  const child = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: path.join(folder, "home"),
      XDG_DATA_HOME: path.join(folder, "data"),
      XDG_CONFIG_HOME: path.join(folder, "config"),
      // deploy/Caddyfile's site address; on the server it is the domain.
      SITE_DOMAIN: "localhost",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const rootFile = path.join(folder, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const httpsUrl = `https://localhost:${ports.https}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy exited (${child.exitCode}):\n${log}`);
    if (existsSync(rootFile)) {
      const reply = await request(`${httpsUrl}/healthz`, { ca: readFileSync(rootFile) }).catch(
        () => undefined,
      );
      if (reply) break;
    }
    if (Date.now() - started > 20_000) {
      child.kill("SIGKILL");
      throw new Error(`Caddy did not serve ${httpsUrl} within 20 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    process: child,
    httpsUrl,
    httpUrl: `http://localhost:${ports.http}`,
    rootCertificate: readFileSync(rootFile),
    log: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
