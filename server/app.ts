import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Config } from "./config";
import { fallbackErrorPage } from "./error-page";
import { requestLogger } from "./logger";
import { limitRequestBodies } from "./request-limits";
import type { Services } from "./services";
import { indexStaticFiles, serveStaticFiles } from "./static-files";

export interface AppOptions {
  build: ServerBuild;
  clientDir: string;
  config: Config;
  logger: Logger;
  services: Pick<Services, "desk" | "guards" | "db" | "outbox">;
  /** True once shutdown has begun: health turns 503 and connections are not kept alive. */
  isShuttingDown?: () => boolean;
}

/** Pages that carry the quote form: each is stamped with the time it was served. */
const pagesWithQuoteForm = ["/", "/contact"];

export function createApp({
  build,
  clientDir,
  config,
  logger,
  services,
  isShuttingDown = () => false,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestLogger(logger));
  const siteHostname = new URL(config.SITE_URL).hostname;
  app.use((request, response, next) => {
    if (isShuttingDown()) response.setHeader("Connection", "close");
    // A copy of the site on another address (a staging server, an IP) must not compete with it in search.
    if (request.hostname !== siteHostname) response.setHeader("X-Robots-Tag", "noindex");
    next();
  });

  app.get("/healthz", (_request, response) => {
    const shuttingDown = isShuttingDown();
    let database = "ok";
    try {
      services.db.prepare("SELECT 1").get();
    } catch {
      database = "unavailable";
    }
    const healthy = !shuttingDown && database === "ok";
    response
      .status(healthy ? 200 : 503)
      .setHeader("Cache-Control", "no-store")
      .json({
        status: shuttingDown ? "shutting-down" : healthy ? "ok" : "degraded",
        database,
        outbox: services.outbox.counts(),
        uptimeSeconds: Math.round(process.uptime()),
      });
  });

  app.get(pagesWithQuoteForm, (_request, response, next) => {
    services.guards.issueFormCookie(response);
    next();
  });
  app.use(limitRequestBodies);
  app.use(compression());
  app.use(serveStaticFiles(indexStaticFiles(clientDir)));
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (request) => ({
        quoteDesk: services.desk,
        quoteGuard: request.method === "POST" ? services.guards.inspect(request) : undefined,
      }),
    }),
  );
  app.use(lastResortErrorHandler(logger));
  return app;
}

function lastResortErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    if (status >= 500) logger.error({ err: error, url: request.originalUrl }, "request failed");
    if (response.headersSent) return response.end();
    const title = status < 500 ? "Request not understood" : "Something went wrong";
    response
      .status(status)
      .setHeader("Cache-Control", "no-store")
      .type("html")
      .send(fallbackErrorPage(status, title));
  };
}
