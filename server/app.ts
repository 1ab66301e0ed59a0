import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { Config } from "./config";
import { fallbackErrorPage } from "./error-page";
import { requestLogger } from "./logger";
import { indexStaticFiles, serveStaticFiles } from "./static-files";

export interface AppOptions {
  build: ServerBuild;
  clientDir: string;
  config: Config;
  logger: Logger;
  /** True once shutdown has begun: health turns 503 and connections are not kept alive. */
  isShuttingDown?: () => boolean;
}

export function createApp({
  build,
  clientDir,
  config,
  logger,
  isShuttingDown = () => false,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestLogger(logger));
  app.use((_request, response, next) => {
    if (isShuttingDown()) response.setHeader("Connection", "close");
    next();
  });

  app.get("/healthz", (_request, response) => {
    const shuttingDown = isShuttingDown();
    response
      .status(shuttingDown ? 503 : 200)
      .setHeader("Cache-Control", "no-store")
      .json({
        status: shuttingDown ? "shutting-down" : "ok",
        uptimeSeconds: Math.round(process.uptime()),
      });
  });

  app.use(compression());
  app.use(serveStaticFiles(indexStaticFiles(clientDir)));
  app.all("/{*path}", createRequestHandler({ build, mode: "production" }));
  app.use(lastResortErrorHandler(logger));
  return app;
}

function lastResortErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, request, response, _next) => {
    logger.error({ err: error, url: request.originalUrl }, "request failed");
    if (response.headersSent) return response.end();
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    const title = status < 500 ? "Request not understood" : "Something went wrong";
    response
      .status(status)
      .setHeader("Cache-Control", "no-store")
      .type("html")
      .send(fallbackErrorPage(status, title));
  };
}
