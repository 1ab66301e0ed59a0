import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { contentPlaceholders } from "../app/content/site-content.server";
import { createApp, createHttpServer } from "./app";
import { ConfigError, loadConfig } from "./config";
import { setupWarnings } from "./health/setup-warnings";
import { createLogger } from "./logger";
import { prepareNotFoundPage } from "./not-found-page";
import { writePidFile } from "./server-pid";
import { startServices } from "./services";

/** The production server: configuration, services, HTTP, and a clean shutdown on SIGTERM. */
export async function runServer(buildDir: string) {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const build: ServerBuild = await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  );

  const services = startServices(config, logger);
  const removePidFile = writePidFile(config.DATA_DIR);
  for (const warning of setupWarnings(config, contentPlaceholders)) logger.warn(warning);
  let shuttingDown = false;
  const app = createApp({
    build,
    clientDir: path.join(buildDir, "client"),
    config,
    logger,
    services,
    isShuttingDown: () => shuttingDown,
    notFoundPage: await prepareNotFoundPage(build, {
      https: config.SITE_URL.startsWith("https:"),
    }).catch((error) => {
      logger.error(
        { err: error },
        "the 404 page could not be rendered ahead; rendering it per request",
      );
      return undefined;
    }),
  });

  const server = createHttpServer(app);
  const onListening = () => {
    const address = server.address();
    const host = typeof address === "object" && address ? address.address : config.HOST;
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ host, port, siteUrl: config.SITE_URL }, `serving on http://${host}:${port}`);
  };
  // Under systemd (deploy/marram-site.socket) the port stays open while the service restarts,
  // so requests arriving between the old process and the new one wait instead of failing.
  if (process.env.LISTEN_FDS === "1" && process.env.LISTEN_PID === String(process.pid))
    server.listen({ fd: 3 }, onListening);
  else server.listen(config.PORT, config.HOST, onListening);
  server.on("error", (error) => {
    logger.fatal({ err: error }, "the server could not start");
    process.exit(1);
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(
      { signal },
      "shutting down: refusing new connections, finishing requests in flight",
    );
    const forced = setTimeout(() => {
      logger.warn("requests still running at the shutdown deadline; closing them");
      server.closeAllConnections();
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    server.close(async () => {
      await services.close();
      removePidFile();
      logger.info("shut down cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

export function reportStartFailure(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
