import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import type { StatFs } from "../../app/disk-space/disk-space.server";
import type { ServerTimeouts } from "../../server/app";
import type { Services } from "../../server/services";

const serverFile = path.resolve("build", "server", "server.js");

/**
 * The one server build (`server/index.ts`): the routes and the server around them. The tests
 * take the server's parts from it too, not from the sources, so that each module exists once,
 * as in production.
 */
export async function loadSite(): Promise<typeof import("../../server/index")> {
  if (!existsSync(serverFile))
    throw new Error("These tests run against the production build: run `npm run build` first.");
  return import(pathToFileURL(serverFile).href);
}

/** React Router's build of the routes, from the one server build. */
export async function loadBuild(): Promise<ServerBuild> {
  return (await loadSite()).serverBuild();
}

export interface TestApp {
  url: string;
  dataDir: string;
  services: Services;
  stop(): Promise<void>;
}

/** The real server (app, database, outbox) on a free port of 127.0.0.1, with its data in a temp folder. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    build?: ServerBuild;
    timeouts?: ServerTimeouts;
    /** Serves what the owner publishes, as the real server does (by default publishes only make releases). */
    servePublished?: boolean;
    /** A fake reading of the data folder's disk, instead of the real one. */
    statfs?: StatFs;
    /** Every line the server logs (from level info), kept here instead of thrown away. */
    log?: string[];
  } = {},
): Promise<TestApp> {
  const build = await loadSite();
  const {
    createApp,
    createHttpServer,
    createLogger,
    LiveReleaseFiles,
    loadConfig,
    prepareNotFoundPage,
    startServices,
  } = await build.site();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "marram-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    QUOTE_MIN_FILL_SECONDS: "0",
    MAIL_RETRY_BASE_SECONDS: "1",
    LOG_LEVEL: "silent",
    ...env,
  });
  const kept = options.log;
  const logger = kept
    ? pino({ level: "info" }, { write: (line: string) => void kept.push(line) })
    : createLogger(config.LOG_LEVEL);
  const routes = options.build ?? (await build.serverBuild());
  const https = config.SITE_URL.startsWith("https:");
  const notFoundPage = await prepareNotFoundPage(routes, { https });
  const clientDir = path.resolve("build", "client");
  const liveFiles = options.servePublished
    ? new LiveReleaseFiles(clientDir, { https, build: routes, dataDir }, notFoundPage)
    : undefined;
  const services = startServices(
    config,
    logger,
    {
      buildDir: path.resolve("build"),
      build: routes,
      ...(liveFiles ? { goLive: (release) => liveFiles.switchTo(release) } : {}),
    },
    { statfs: options.statfs },
  );
  const app = await createApp({
    build: routes,
    clientDir,
    config,
    logger,
    services,
    notFoundPage,
    ...(liveFiles ? { liveFiles } : {}),
  });
  const server = createHttpServer(app, options.timeouts).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dataDir,
    services,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await services.close();
    },
  };
}

/** Retries: a file closed late by the stopped server can make the removal fail (ENOTEMPTY). */
export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
