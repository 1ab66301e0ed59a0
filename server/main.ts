import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp, createHttpServer } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";
import { startServices } from "./services";

/** `npm start` runs this (from build/node/main.js): the production server. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const build: ServerBuild = await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  );

  const services = startServices(config, logger);
  let shuttingDown = false;
  const app = createApp({
    build,
    clientDir: path.join(buildDir, "client"),
    config,
    logger,
    services,
    isShuttingDown: () => shuttingDown,
  });

  const server = createHttpServer(app).listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(
      { host: config.HOST, port, siteUrl: config.SITE_URL },
      `serving on http://${config.HOST}:${port}`,
    );
  });
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
      logger.info("shut down cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
