/** The site's server: what `server/main.js` runs, and what the integration tests start. */
export { createApp, createHttpServer } from "./app";
export { loadConfig } from "./config";
export { LiveReleaseFiles } from "./live-release-files";
export { createLogger } from "./logger";
export { prepareNotFoundPage } from "./not-found-page";
export { reportStartFailure, runDevServer, runServer } from "./run-server";
export { startServices } from "./services";
