import { rmSync } from "node:fs";
import { type ProductionServer, startProductionServer } from "../../scripts/lib/production-server";
import { siteSourceCopy } from "../support/site-source-copy";
import { test } from "./fixtures";

/**
 * A production server of the spec's own, on a copy of the content: a publish rewrites the
 * content it was started with (and commits it), never this checkout's, and the other tests
 * read the site as content/ has it. Started for the phone project only, where these specs run.
 */
export function serverOfItsOwn() {
  let server: ProductionServer | undefined;
  let sourceDir: string | undefined;
  test.beforeAll(async ({ browserName: _browser }, testInfo) => {
    if (!testInfo.project.use.isMobile) return;
    sourceDir = siteSourceCopy();
    server = await startProductionServer({
      env: { SITE_SOURCE_DIR: sourceDir, LOG_LEVEL: "warn" },
      output: "ignore",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    server?.cleanUp();
    if (sourceDir) rmSync(sourceDir, { recursive: true, force: true });
  });
  const started = () => {
    if (!server || !sourceDir) throw new Error("The spec's own server starts for phones only");
    return { server, sourceDir };
  };
  return {
    get server() {
      return started().server;
    },
    /** The copy of the site's source (content/ and its git) the server publishes to. */
    get sourceDir() {
      return started().sourceDir;
    },
    at: (page: string) => `${started().server.url}${page}`,
  };
}
