import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { releaseMarker } from "../../app/publishing/site-source.server";
import { type ProjectPackage, releasePackageJson, releaseReadme } from "./release-manifest";

export interface BuildStamp {
  builtAt: number;
  siteUrl: string;
}

/** The files of a build that a release cannot do without, missing ones first. */
export function missingBuildFiles(root: string): string[] {
  const needed = [
    "build/stamp.json",
    "build/client/index.html",
    "build/server/index.js",
    "build/server/server.js",
    "server/main.js",
  ];
  return needed.filter((file) => !existsSync(path.join(root, file)));
}

export function readBuildStamp(root: string): BuildStamp {
  return JSON.parse(readFileSync(path.join(root, "build", "stamp.json"), "utf8"));
}

/** Documents an agency needs on the server, copied when they exist. */
const docs = ["docs/deploying.md", "docs/backups.md"];

/**
 * Fills `folder` with everything the server needs: the build and its way in (server/main.js),
 * a package.json and lockfile trimmed to production, those packages, the deploy/ files, the
 * guides and a README.txt; and for the owner's publishes, the content they start from, marked
 * as a release by release.json (`app/publishing/site-source.server.ts`). No sources and no
 * picture cache: a publish renders the pages with the build's own code and takes the pictures
 * it has from the build (decision 030).
 */
export function assembleRelease(root: string, folder: string, name: string): void {
  mkdirSync(folder, { recursive: true });
  cpSync(path.join(root, "build"), path.join(folder, "build"), { recursive: true });
  cpSync(path.join(root, "deploy"), path.join(folder, "deploy"), { recursive: true });
  mkdirSync(path.join(folder, "server"));
  cpSync(path.join(root, "server", "main.js"), path.join(folder, "server", "main.js"));
  cpSync(path.join(root, "content"), path.join(folder, "content"), {
    recursive: true,
    preserveTimestamps: true,
  });
  for (const doc of docs.filter((file) => existsSync(path.join(root, file))))
    cpSync(path.join(root, doc), path.join(folder, doc));

  const project: ProjectPackage = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  writeJson(path.join(folder, "package.json"), releasePackageJson(project));
  cpSync(path.join(root, "package-lock.json"), path.join(folder, "package-lock.json"));
  const stamp = readBuildStamp(root);
  writeFileSync(
    path.join(folder, "README.txt"),
    releaseReadme({
      name,
      siteUrl: stamp.siteUrl,
      builtAt: new Date(stamp.builtAt),
      nodeVersion: process.versions.node,
    }),
  );
  installProductionPackages(folder);
  dropUnusedNativeFiles(path.join(folder, "node_modules"));
  dropDevelopersFiles(path.join(folder, "node_modules"));
  writeJson(path.join(folder, releaseMarker), { name, builtAt: new Date(stamp.builtAt) });
}

/**
 * better-sqlite3 ships SQLite's C sources and a compiled module for eight platforms (27 MB);
 * a release runs on the platform it was made on (Linux x64, docs/deploying.md), which needs
 * one compiled module.
 */
function dropUnusedNativeFiles(packagesDir: string): void {
  const sqlite = path.join(packagesDir, "better-sqlite3");
  for (const sources of ["deps", "src"])
    rmSync(path.join(sqlite, sources), { recursive: true, force: true });
  const prebuilds = path.join(sqlite, "prebuilds");
  if (!existsSync(prebuilds)) return;
  const ours = `${process.platform}-${process.arch}.node`;
  for (const file of readdirSync(prebuilds))
    if (file !== ours) rmSync(path.join(prebuilds, file), { force: true });
}

/**
 * What packages ship for their developers and never run: source maps (Node reads them only with
 * --enable-source-maps, which the service does not pass) and TypeScript's declarations. 17 MB,
 * most of it from the PDF engine's packages (pdfkit, fontkit), which ship both for each of their
 * builds.
 */
function dropDevelopersFiles(packagesDir: string): void {
  for (const entry of readdirSync(packagesDir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && /\.(map|d\.[cm]?ts)$/.test(entry.name))
      rmSync(path.join(entry.parentPath, entry.name), { force: true });
}

/**
 * npm installs the locked versions of the production packages, from its cache when it has
 * them, and rewrites the lockfile without the development ones. The `npm_*` variables that
 * `npm run` sets are left out: they name the project as npm's prefix.
 */
function installProductionPackages(folder: string): void {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("npm_")),
  );
  const result = spawnSync(
    "npm",
    ["install", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
    { cwd: folder, env, stdio: "inherit" },
  );
  if (result.status !== 0)
    throw new Error(`npm install in ${folder} failed (${result.status ?? result.signal})`);
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
