import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import {
  ciNodeVersion,
  guideShellLines,
  guideSiteEnv,
  movePaths,
  projectRoot,
  readProjectFile,
  readUnit,
  serviceEnvironment,
  unitValue,
} from "./deploy-files";
import { requireTool } from "./tools";

/** What the files an agency installs say, checked against each other and by their own tools. */
const scratch = mkdtempSync(path.join(tmpdir(), "marram-deploy-files-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const unit = readUnit();
const siteEnv = guideSiteEnv();

describe("the guide's settings", () => {
  it("are valid for the server, https, and keep it on this machine behind Caddy", () => {
    const config = loadConfig(siteEnv);
    expect(config.SITE_URL).toMatch(/^https:\/\//);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.TRUST_PROXY).toBe("loopback");
    expect(config.DATA_DIR).toBe("/var/lib/marram");
  });

  it("install the Node version CI tests with", () => {
    expect(guideShellLines()).toContain(`NODE_VERSION=${ciNodeVersion()}`);
  });
});

describe("deploy/marram-site.service", () => {
  it("runs the current release's server as marram, with the guide's settings", () => {
    expect(unitValue(unit, "Service.User")).toBe("marram");
    expect(unitValue(unit, "Service.Group")).toBe("marram");
    expect(unitValue(unit, "Service.EnvironmentFile")).toBe("/etc/marram/site.env");
    expect(unitValue(unit, "Service.WorkingDirectory")).toBe("/opt/marram/current");
    expect(unitValue(unit, "Service.ExecStart")).toBe(
      "/opt/node24/bin/node --max-semi-space-size=2 --max-old-space-size=512 --expose-gc /opt/marram/current/server/main.js",
    );
    // The memory settings bench:quote measures with (docs/deploying.md, "Memory").
    expect(serviceEnvironment(unit)).toEqual({
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "65536",
    });
    expect(unitValue(unit, "Service.Restart")).toBe("on-failure");
    expect(unitValue(unit, "Install.WantedBy")).toBe("multi-user.target");
  });

  it("can write nothing but DATA_DIR", () => {
    expect(unitValue(unit, "Service.ProtectSystem")).toBe("strict");
    expect(unit.get("Service.ReadWritePaths")).toEqual([siteEnv.DATA_DIR]);
    for (const writable of [
      "ReadWriteDirectories",
      "StateDirectory",
      "CacheDirectory",
      "LogsDirectory",
      "RuntimeDirectory",
      "ConfigurationDirectory",
    ])
      expect(unit.has(`Service.${writable}`), writable).toBe(false);
    for (const setting of [
      "ProtectHome",
      "PrivateTmp",
      "PrivateDevices",
      "ProtectKernelTunables",
      "ProtectKernelModules",
      "ProtectKernelLogs",
      "ProtectControlGroups",
      "NoNewPrivileges",
    ])
      expect(unitValue(unit, `Service.${setting}`), setting).toBe("yes");
    expect(unitValue(unit, "Service.RestrictAddressFamilies").split(/\s+/).sort()).toEqual([
      "AF_INET",
      "AF_INET6",
      "AF_UNIX",
    ]);
  });

  it("listens on the socket systemd holds at the guide's HOST:PORT", () => {
    const socket = readUnit("deploy/marram-site.socket");
    expect(unitValue(socket, "Socket.ListenStream")).toBe(`${siteEnv.HOST}:${siteEnv.PORT}`);
    expect(socket.get("Socket.Accept")).toBeUndefined();
    expect(unitValue(socket, "Install.WantedBy")).toBe("sockets.target");
    expect(unitValue(unit, "Unit.Requires")).toBe("marram-site.socket");
    expect(unitValue(unit, "Unit.After").split(/\s+/)).toContain("marram-site.socket");
  });

  it("stops with SIGTERM and waits longer than the server takes to finish its requests", () => {
    expect(unitValue(unit, "Service.KillSignal")).toBe("SIGTERM");
    const shutdownMs = loadConfig(siteEnv).SHUTDOWN_TIMEOUT_MS;
    const stopSeconds = /^(\d+)s?$/.exec(unitValue(unit, "Service.TimeoutStopSec"))?.[1];
    // Past its deadline the server still closes the database and the mail queue.
    expect(Number(stopSeconds) * 1000).toBeGreaterThanOrEqual(shutdownMs + 5000);
  });

  it("passes systemd-analyze verify with its socket, without a warning", () => {
    requireTool(["systemd-analyze", "--version"], "systemd");
    // verify checks that ExecStart's program exists: this machine's Node stands for /opt/node24.
    const files = ["marram-site.service", "marram-site.socket"].map((name) => {
      const file = path.join(scratch, name);
      writeFileSync(
        file,
        movePaths(readProjectFile(`deploy/${name}`), { "/opt/node24/bin/node": process.execPath }),
      );
      return file;
    });
    const result = spawnSync("systemd-analyze", ["verify", ...files], { encoding: "utf8" });
    expect(result.stderr + result.stdout).toBe("");
    expect(result.status).toBe(0);
  });

  it("is rated well hardened by systemd-analyze security", () => {
    requireTool(["systemd-analyze", "--version"], "systemd");
    const result = spawnSync(
      "systemd-analyze",
      ["security", "--offline=true", path.join(projectRoot, "deploy/marram-site.service")],
      { encoding: "utf8" },
    );
    const exposure = /Overall exposure level for marram-site\.service: ([\d.]+)/.exec(
      result.stdout,
    )?.[1];
    expect(exposure, result.stdout + result.stderr).toBeDefined();
    // 0 is a locked box, 10 no protection; what a Node server with network access can reach.
    expect(Number(exposure)).toBeLessThanOrEqual(2);
  });
});

describe("deploy/Caddyfile", () => {
  const adapt = () => {
    requireTool(["caddy", "version"], "caddy");
    const result = spawnSync(
      "caddy",
      ["adapt", "--config", path.join(projectRoot, "deploy/Caddyfile"), "--adapter", "caddyfile"],
      {
        encoding: "utf8",
        env: {
          PATH: process.env.PATH,
          HOME: scratch,
          XDG_DATA_HOME: scratch,
          XDG_CONFIG_HOME: scratch,
          SITE_DOMAIN: "www.example.co.uk",
        },
      },
    );
    expect(result.status, result.stderr).toBe(0);
    return JSON.parse(result.stdout);
  };

  it("proxies SITE_DOMAIN to HOST:PORT, a new connection each time, retrying while none answers", () => {
    const config = adapt();
    const hosts = objectsWith(config, "host").map((matcher) => matcher.host);
    expect(hosts).toEqual([["www.example.co.uk"]]);
    const handlers = objectsWith(config, "handler");
    const proxies = handlers.filter((handler) => handler.handler === "reverse_proxy");
    expect(proxies).toHaveLength(1);
    expect(proxies[0]?.upstreams).toEqual([{ dial: `${siteEnv.HOST}:${siteEnv.PORT}` }]);
    expect(proxies[0]?.transport?.keep_alive?.enabled).toBe(false);
    expect(proxies[0]?.load_balancing?.try_duration).toBeGreaterThanOrEqual(10e9);
    // The server compresses; Caddy compressing again would only cost time.
    expect(handlers.map((handler) => handler.handler)).not.toContain("encode");
  });

  it("is formatted as caddy fmt writes it", () => {
    requireTool(["caddy", "version"], "caddy");
    const result = spawnSync("caddy", ["fmt", path.join(projectRoot, "deploy/Caddyfile")], {
      encoding: "utf8",
    });
    expect(result.stdout).toBe(readProjectFile("deploy/Caddyfile"));
  });
});

/** Every object in a parsed JSON document that has `key`. */
// biome-ignore lint/suspicious/noExplicitAny: Caddy's JSON configuration, read loosely
function objectsWith(value: unknown, key: string): Record<string, any>[] {
  if (Array.isArray(value)) return value.flatMap((item) => objectsWith(item, key));
  if (!value || typeof value !== "object") return [];
  const own = key in value ? [value as Record<string, unknown>] : [];
  return [...own, ...Object.values(value).flatMap((item) => objectsWith(item, key))];
}
