/**
 * `npm start`: builds the site when there is no build or the sources changed since, then runs
 * the production server. Plain JavaScript so that it needs nothing but Node to run.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const nodeMajor = Number(process.versions.node.split(".")[0]);
if (nodeMajor < 24) {
  console.error(
    `The site needs Node 24 LTS and this is Node ${process.versions.node}. ` +
      "Run `.ci/node24 npm install && .ci/node24 npm start`: it fetches Node 24 first.",
  );
  process.exit(1);
}

const stampFile = path.join("build", "stamp.json");
const sources = [
  "app",
  "content",
  "server",
  "public",
  "scripts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile() && !item.parentPath.includes(`${path.sep}img`))
    .reduce(
      (newest, item) => Math.max(newest, statSync(path.join(item.parentPath, item.name)).mtimeMs),
      stat.mtimeMs,
    );
}

function buildReason() {
  if (!existsSync(stampFile) || !existsSync(path.join("build", "server", "server.js")))
    return "there is no build yet";
  const stamp = JSON.parse(readFileSync(stampFile, "utf8"));
  if ((process.env.SITE_URL || "") !== stamp.siteUrl)
    return "SITE_URL differs from the one the pages were built with";
  if (existsSync("app") && Math.max(...sources.map(newestChange)) > stamp.builtAt)
    return "the sources changed since the last build";
  return undefined;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the site first: ${reason}.`);
  const build = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.resolve("server", "main.js")).href);
