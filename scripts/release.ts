/**
 * `npm run release [-- --build] [-- --out DIR]`: a self-contained release of the current build,
 * release/marram-site-<version>-<UTC time>/, and a .tar.gz of it beside the folder. It builds
 * first when there is no build, when `--build` is given, or when SITE_URL is set and differs
 * from the one the build was made for. docs/deploying.md installs it on a server.
 */
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { option } from "./lib/command-line";
import { archiveRelease } from "./lib/release-archive";
import { assembleRelease, missingBuildFiles, readBuildStamp } from "./lib/release-assemble";
import { releaseName } from "./lib/release-manifest";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.resolve(option("out") ?? path.join(root, "release"));
const started = performance.now();

const reason = buildReason();
if (reason) {
  console.log(`Building first: ${reason}.`);
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const missing = missingBuildFiles(root);
if (missing.length > 0) {
  console.error(
    `The build lacks ${missing.join(", ")}: it is older than the commands a release offers. ` +
      "Run `npm run release -- --build`.",
  );
  process.exit(1);
}
const stamp = readBuildStamp(root);
console.log(
  `Using the build of ${new Date(stamp.builtAt).toISOString()} for SITE_URL=${stamp.siteUrl || "(none)"}.`,
);
if (!stamp.siteUrl.startsWith("https://"))
  console.warn(
    "Warning: built without an https SITE_URL, so the pages' canonical links and sitemap point " +
      "elsewhere. For a real site: SITE_URL=https://your-domain npm run release",
  );

const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const name = releaseName(version, new Date());
const folder = path.join(outDir, name);
if (existsSync(folder)) {
  console.error(`${folder} already exists`);
  process.exit(1);
}
assembleRelease(root, folder, name);
const archive = await archiveRelease(folder);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `\n${path.relative(process.cwd(), folder) || folder}/  ${megabytes(folderSize(folder))}\n` +
    `${path.relative(process.cwd(), archive)}  ${megabytes(statSync(archive).size)}\n` +
    `made in ${seconds} s`,
);

function buildReason(): string | undefined {
  if (process.argv.includes("--build")) return "--build was given";
  if (!existsSync(path.join(root, "build", "stamp.json"))) return "there is no build yet";
  const siteUrl = process.env.SITE_URL ?? "";
  const built = readBuildStamp(root).siteUrl;
  if (siteUrl && siteUrl !== built)
    return `the build is for SITE_URL=${built || "(none)"}, not ${siteUrl}`;
  return undefined;
}

function folderSize(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + lstatSync(path.join(entry.parentPath, entry.name)).size, 0);
}

function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
