import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, createHttpServer, type ServerTimeouts } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { prepareNotFoundPage } from "../../server/not-found-page";
import { type Services, startServices } from "../../server/services";

const buildFile = path.resolve("build", "server", "index.js");

export async function loadBuild(): Promise<ServerBuild> {
  if (!existsSync(buildFile))
    throw new Error("These tests run against the production build: run `npm run build` first.");
  return import(pathToFileURL(buildFile).href);
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
  options: { dataDir?: string; build?: ServerBuild; timeouts?: ServerTimeouts } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "marram-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    QUOTE_MIN_FILL_SECONDS: "0",
    MAIL_RETRY_BASE_SECONDS: "1",
    LOG_LEVEL: "silent",
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const services = startServices(config, logger);
  const build = options.build ?? (await loadBuild());
  const app = createApp({
    build,
    clientDir: path.resolve("build", "client"),
    config,
    logger,
    services,
    notFoundPage: await prepareNotFoundPage(build, { https: config.SITE_URL.startsWith("https:") }),
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

/**
 * Retries a few times: once, under load, a file appeared in the folder while it was being
 * removed after the server had stopped (ENOTEMPTY), failing a test that had passed.
 */
export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
