import { createServer, type Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import onHeaders from "on-headers";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { may } from "../app/accounts/permissions";
import { signedInRole } from "../app/accounts/signed-in.server";
import { loggedAddress, siteAddresses } from "../app/addresses.server";
import { siteContent } from "../app/content/site-content.server";
import { jobsContext } from "../app/jobs/job-services.server";
import { httpsContext } from "../app/lib/https-context";
import { isDataPath } from "../app/lib/react-router-internals";
import { type Refusal, refusalPath } from "../app/lib/refusal-context";
import { trackRecordsContext } from "../app/price-guide/track-record.server";
import { privatePageContext } from "../app/private-links/private-page.server";
import { quoteGuardContext, quoteRequestsContext } from "../app/quote-requests/quote-store";
import { reviewsContext } from "../app/reviews/review-services.server";
import { contactTapPath } from "../app/traffic/contact-taps";
import { visitsContext } from "../app/visits/visit-services.server";
import { quotesContext } from "../app/written-quotes/quote-services.server";
import type { Config } from "./config";
import { sendErrorPage } from "./error-page";
import { checkHealth } from "./health/health-check";
import type { LiveReleaseFiles } from "./live-release-files";
import { requestLogger } from "./logger";
import { setOwnerServices } from "./owner-services";
import { pageRenderer } from "./page-renderer";
import { countContactTaps, countPageViews } from "./page-view-counting";
import { isMultipart, limitBodyTime, limitRequestBodies } from "./request-limits";
import { allowOnlyKnownMethods, securityHeaders } from "./security/headers";
import { guardOwnerArea } from "./security/owner-area-guard";
import { guardPrivateAddresses } from "./security/private-addresses";
import type { Services } from "./services";
import { indexStaticFiles, type NotFoundPage, serveStaticFiles } from "./static-files";

export interface AppOptions {
  /** The routes: a build, or (in development) a function that loads them as they are now. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The build's client/ folder: prerendered pages, hashed assets, pictures. */
  clientDir?: string;
  /** In development, instead of `clientDir`: Vite serving the browser's modules and public/. */
  assets?: RequestHandler;
  config: Config;
  logger: Logger;
  services: Omit<Services, "close">;
  /** True once shutdown has begun: health turns 503 and connections are not kept alive. */
  isShuttingDown?: () => boolean;
  /** The release's files, which a publish replaces (`live-release-files.ts`); else `clientDir`'s. */
  liveFiles?: Pick<LiveReleaseFiles, "handler">;
  /** The 404 page rendered ahead (see `prepareNotFoundPage`); without it, each 404 is rendered. */
  notFoundPage?: NotFoundPage;
}

/**
 * The HTTP server around the app. Slow or stalled clients must not hold connections open:
 * headers within 10 s, a form's body within 30 s, idle keep-alive connections closed after
 * 5 s, checked every second. A post with photos may take up to the upload reader's limit
 * (10 minutes, and it must keep moving), plus a margin for the reply: 11 minutes.
 */
export function createHttpServer(
  app: Express,
  {
    headersMs = 10_000,
    bodyMs = 30_000,
    uploadMs = 11 * 60_000,
    keepAliveMs = 5_000,
  }: ServerTimeouts = {},
): Server {
  const server = createServer({ connectionsCheckingInterval: 1000 }, app);
  server.headersTimeout = headersMs;
  server.requestTimeout = uploadMs;
  server.keepAliveTimeout = keepAliveMs;
  server.prependListener("request", (request) => limitBodyTime(request, bodyMs));
  return server;
}

export interface ServerTimeouts {
  headersMs?: number;
  bodyMs?: number;
  uploadMs?: number;
  keepAliveMs?: number;
}

export async function createApp({
  build,
  clientDir,
  assets,
  config,
  logger,
  services,
  isShuttingDown = () => false,
  liveFiles,
  notFoundPage,
}: AppOptions) {
  const addresses = siteAddresses(typeof build === "function" ? await build() : build);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(requestLogger(logger, loggedAddress));
  const siteHostname = new URL(config.SITE_URL).hostname;
  const https = config.SITE_URL.startsWith("https:");
  const refuse = (response: express.Response, status: number, title: string, text?: string) =>
    sendErrorPage(response, { status, title, text, https });
  const renderPage = pageRenderer(build, { siteUrl: config.SITE_URL, https });
  /** A refusal on the site's own page: the header, the phone number, a way on. */
  const refuseOnSitePage = async (response: express.Response, refusal: Refusal) => {
    const page = await renderPage(refusalPath, refusal);
    response.status(refusal.status);
    for (const [name, value] of page.headers) response.setHeader(name, value);
    response.send(Buffer.from(await page.arrayBuffer()));
  };
  app.use((request, response, next) => {
    // Checked as the reply goes out, so a request that was in flight at SIGTERM closes too.
    onHeaders(response, () => {
      if (isShuttingDown()) response.setHeader("Connection", "close");
    });
    // A copy of the site on another address (a staging server, an IP) must not compete with it in search.
    if (request.hostname !== siteHostname) response.setHeader("X-Robots-Tag", "noindex");
    next();
  });

  app.use(securityHeaders({ https }));
  app.use(
    allowOnlyKnownMethods(addresses.takesPosts, (response) =>
      refuse(response, 405, "Method not allowed", "This address cannot take that kind of request."),
    ),
  );
  app.use(guardOwnerArea(addresses.isOwnerArea, refuse));
  app.use(guardPrivateAddresses(addresses, refuseOnSitePage));

  app.get("/healthz", (_request, response) => {
    const health = checkHealth(services.db, { disk: services.diskSpace() });
    const shuttingDown = isShuttingDown();
    const healthy = health.healthy && !shuttingDown;
    response
      .status(healthy ? 200 : 503)
      .setHeader("Cache-Control", "no-store")
      .json({
        status: shuttingDown ? "shutting-down" : healthy ? "ok" : "degraded",
        database: health.database,
        outbox: health.outbox,
        disk: health.disk,
        problems: health.problems,
        uptimeSeconds: Math.round(process.uptime()),
      });
  });

  app.get(addresses.quotePages, async (_request, response, next) => {
    await services.guards.issueFormCookie(response);
    next();
  });
  app.use(
    limitRequestBodies(refuse, (request) =>
      addresses.limitFor(request.path, {
        multipart: request.method === "POST" && isMultipart(request),
        signedInMay: (permission) => {
          const role = signedInRole(services.db, request.headers.cookie, https);
          return role !== undefined && may({ role }, permission);
        },
      }),
    ),
  );
  // Files from the build come with their own brotli and gzip twins, so only what React Router
  // renders is compressed, and not the few hundred bytes a form post's data reply carries.
  app.use(countPageViews(services.pageViews));
  app.post(contactTapPath, countContactTaps(services.pageViews));
  if (assets) app.use(assets);
  if (liveFiles) app.use(liveFiles.handler);
  else if (clientDir)
    app.use(
      serveStaticFiles(indexStaticFiles(clientDir, { https }), notFoundPage, addresses.queryReadBy),
    );
  app.use(
    compression({
      filter: (request, response) =>
        !(request.method === "POST" && isDataPath(request.path)) &&
        compression.filter(request, response),
    }),
  );
  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: typeof build === "function" ? "development" : "production",
      // Each address is handed only what its pages may use (decision 034).
      getLoadContext: async (request) => {
        const context = new RouterContextProvider();
        context.set(httpsContext, https);
        context.set(quoteRequestsContext, {
          store: services.quoteStore,
          photoPosts: services.photoPosts,
        });
        if (request.method === "POST" && addresses.takesQuoteRequests(request.path))
          context.set(quoteGuardContext, await services.guards.inspect(request));
        if (addresses.isOwnerArea(request.path))
          setOwnerServices(context, request, services, {
            https,
            siteUrl: config.SITE_URL,
            // Set-up links go by email only through a real mail server, never to the outbox folder.
            mailFrom: config.SMTP_URL
              ? (config.MAIL_FROM ?? siteContent().company.email)
              : undefined,
          });
        if (addresses.isReviewPage(request.path)) context.set(reviewsContext, services.reviews);
        if (
          addresses.isVisitPage(request.path) ||
          addresses.isOwnerArea(request.path) ||
          addresses.isVisitFeed(request.path)
        )
          context.set(visitsContext, services.visits);
        const quotePage = addresses.isWrittenQuotePage(request.path);
        const jobPage = addresses.isJobPage(request.path);
        if (quotePage || addresses.isOwnerArea(request.path))
          context.set(quotesContext, services.quotes);
        if (jobPage || addresses.isOwnerArea(request.path)) context.set(jobsContext, services.jobs);
        if (addresses.isPrivate(request.path)) {
          const client = request.ip ?? "unknown";
          context.set(privatePageContext, {
            db: services.db,
            missed: () => services.linkGuessing.count(client),
            posted: () => services.privatePosts.count(client),
            ipHash: services.guards.ipHash(client),
          });
        }
        if (addresses.isPriceGuide(request.path))
          context.set(trackRecordsContext, services.trackRecords);
        return context;
      },
    }),
  );
  app.use(lastResortErrorHandler(logger, refuse));
  return app;
}

function lastResortErrorHandler(
  logger: Logger,
  refuse: (response: express.Response, status: number, title: string) => void,
): ErrorRequestHandler {
  return (error, request, response, _next) => {
    const status =
      typeof error?.status === "number" && error.status >= 400 && error.status < 600
        ? error.status
        : 500;
    if (status >= 500)
      logger.error({ err: error, url: loggedAddress(request.originalUrl) }, "request failed");
    if (response.headersSent) return response.end();
    refuse(response, status, status < 500 ? "Request not understood" : "Something went wrong");
  };
}
