import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { releaseMarker } from "../../app/publishing/site-source.server";
import { copyCode } from "../../app/publishing/workspace.server";
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

/** The picture caches a release carries, so that the owner's first publish reuses them. */
const pictureCaches = [".cache/images", ".cache/share-images"];

/**
 * Fills `folder` with everything the server needs: the build, a package.json and lockfile
 * trimmed to production, those packages, the deploy/ files, the guides and a README.txt; and
 * for the owner's publishes, the sources, the content and the picture cache, marked as a
 * release by release.json (`app/publishing/site-source.server.ts`).
 */
export function assembleRelease(root: string, folder: string, name: string): void {
  mkdirSync(folder, { recursive: true });
  cpSync(path.join(root, "build"), path.join(folder, "build"), { recursive: true });
  cpSync(path.join(root, "deploy"), path.join(folder, "deploy"), { recursive: true });
  copyCode(root, folder);
  cpSync(path.join(root, "content"), path.join(folder, "content"), {
    recursive: true,
    preserveTimestamps: true,
  });
  for (const cache of pictureCaches.filter((dir) => existsSync(path.join(root, dir))))
    cpSync(path.join(root, cache), path.join(folder, cache), { recursive: true });
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
  writeJson(path.join(folder, releaseMarker), { name, builtAt: new Date(stamp.builtAt) });
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
