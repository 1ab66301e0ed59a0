/**
 * The one way in:
 * - `node server/main.js` serves the built site (`npm start`, the systemd service);
 * - `node server/main.js COMMAND …` runs a command on the server (quotes, backup, restore,
 *   doctor, owner, calendar);
 * - `node server/main.js --dev` serves the sources through Vite with hot reload (`npm run dev`).
 *
 * Plain JavaScript, run without a build, that imports nothing of the site statically: React
 * and React Router pick their development or production code from NODE_ENV when first
 * imported (the development code renders several times slower), and each process loads only
 * the part of the build it runs (`server/index.ts`).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

const [command = "serve", ...args] = process.argv.slice(2);

if (command === "--dev") {
  process.env.NODE_ENV ??= "development";
  process.env.PORT ??= "5173";
  process.env.SITE_URL ??= `http://localhost:${process.env.PORT}`;
  process.env.DATA_DIR ??= "dev-data";
  const { createServer, isRunnableDevEnvironment } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true },
    appType: "custom",
    // Through Vite, as the site's modules are, so that React Router exists once: Node would load
    // its production build for the adapter beside Vite's development one for the site.
    ssr: { noExternal: ["@react-router/express", "@react-router/node"] },
  });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error("Vite has no runnable SSR environment");
  // The runner that loads React Router's build of the routes loads the server too: one graph.
  const server = await ssr.runner.import("/server/site.ts");
  await server
    .runDevServer({
      build: () => ssr.runner.import("virtual:react-router/server-build"),
      assets: vite.middlewares,
    })
    .catch(server.reportStartFailure);
} else {
  process.env.NODE_ENV ??= "production";
  const buildDir = path.resolve(import.meta.dirname, "..", "build");
  const build = await import(pathToFileURL(path.join(buildDir, "server", "server.js")).href);
  if (command !== "serve") {
    process.exitCode = await (await build.commands()).runCommand(command, args, buildDir);
  } else {
    const server = await build.site();
    await server.runServer(buildDir).catch(server.reportStartFailure);
  }
}
