import path from "node:path";
import { contentPlaceholders, readContentFrom } from "../app/content/site-content.server";
import { liveReleaseFor } from "../app/publishing/live-release.server";
import { checkBuiltContent } from "../app/site/site-content";
import { type AppOptions, createApp, createHttpServer } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { setupWarnings } from "./health/setup-warnings";
import { LiveReleaseFiles } from "./live-release-files";
import { createLogger } from "./logger";
import { prepareNotFoundPage } from "./not-found-page";
import { writePidFile } from "./server-pid";
import { startServices } from "./services";

/**
 * The production server, one process: the release the owner last published, or else the build
 * beside it (`buildDir`; either has its pages and assets in client/, its content in server/),
 * configuration, services, HTTP, and a clean shutdown on SIGTERM. A crash is systemd's to
 * restart (deploy/marram-site.service), while its socket holds the visitors' connections.
 */
export async function runServer(buildDir: string) {
  const config = loadConfig();
  const live = liveReleaseFor(buildDir, config.DATA_DIR);
  readContentFrom(path.join(live.dir, "server", "site-content.json"), checkBuiltContent);
  const logger = createLogger(config.LOG_LEVEL);
  const build = await import("virtual:react-router/server-build");
  process.on("exit", writePidFile(config.DATA_DIR));
  await serve(config, logger, {
    buildDir: live.dir,
    liveReleaseId: live.id,
    build,
    clientDir: path.join(live.dir, "client"),
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
}

/**
 * `npm run dev`: the same server on the sources. Vite serves the browser's modules and the
 * public files; each request renders with the routes as they are now on disk (hot reload).
 * Data goes to a development folder, emails to files there.
 */
export async function runDevServer(vite: Required<Pick<AppOptions, "build" | "assets">>) {
  const config = loadConfig();
  // Publishing reuses a build's code and assets: `npm run build` first to publish in development.
  await serve(config, createLogger(config.LOG_LEVEL), { ...vite, buildDir: path.resolve("build") });
}

async function serve(
  config: Config,
  logger: ReturnType<typeof createLogger>,
  site: Pick<AppOptions, "build" | "clientDir" | "assets" | "notFoundPage"> & {
    buildDir: string;
    liveReleaseId?: string;
  },
) {
  // The release's files, which a publish switches in this process (not in development, where
  // Vite serves the files and there is nothing to switch).
  const liveFiles =
    site.clientDir && typeof site.build !== "function"
      ? new LiveReleaseFiles(
          site.clientDir,
          {
            https: config.SITE_URL.startsWith("https:"),
            build: site.build,
            dataDir: config.DATA_DIR,
          },
          site.notFoundPage,
        )
      : undefined;
  const services = startServices(config, logger, {
    ...site,
    goLive:
      liveFiles &&
      (async (release) => {
        await liveFiles.switchTo(release);
        collectPublishGarbage();
      }),
  });
  for (const warning of setupWarnings(config, contentPlaceholders())) logger.warn(warning);
  let shuttingDown = false;
  const app = await createApp({
    ...site,
    liveFiles,
    config,
    logger,
    services,
    isShuttingDown: () => shuttingDown,
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
  const socketActivated =
    process.env.LISTEN_FDS === "1" && process.env.LISTEN_PID === String(process.pid);
  if (socketActivated) server.listen({ fd: 3 }, onListening);
  else server.listen(config.PORT, config.HOST, onListening);
  server.on("error", (error) => {
    logger.fatal({ err: error }, "the server could not start");
    process.exit(1);
  });

  const shutdown = (reason: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(
      { reason },
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

/**
 * A publish reads and renders several megabytes that are garbage once its release is live.
 * V8 would collect them only when its heap next fills, so the site's memory would climb by a
 * few megabytes a publish before falling back; collected at once (a full collection of some
 * tens of milliseconds, once a publish), it stays level. Needs `--expose-gc` (the service's
 * and `npm start`'s command line); without it, V8 collects in its own time.
 */
function collectPublishGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

export function reportStartFailure(error: unknown): never {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
