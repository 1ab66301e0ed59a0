/**
 * `npm start` runs this (as build/node/main.js). React and React Router pick their
 * development or production builds from NODE_ENV the first time they are imported, and the
 * development ones render pages several times slower, so production is set before anything
 * imports them: the server's own modules are loaded only after this line.
 *
 * The first process supervises (`site/supervisor.ts`): it holds the socket and runs the site in
 * a worker, the one that serves requests, so that a published release can take over without a
 * request being refused. A worker runs this same file from its release's folder.
 */
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (cluster.isPrimary) {
  const { supervise } = await import("./supervisor");
  supervise(buildDir);
} else {
  const { reportStartFailure, runServer } = await import("./run-server");
  await runServer(buildDir).catch(reportStartFailure);
}
