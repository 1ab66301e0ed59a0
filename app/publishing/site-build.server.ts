import { spawn } from "node:child_process";
import path from "node:path";
import type { Logger } from "pino";

/** Why a publish or a preview failed, in words for the owner; the details go to the server's log. */
export class PublishFailure extends Error {
  override name = "PublishFailure";
}

/** The build before this one: builds share the picture cache and two cores, so they take turns. */
let previousBuild: Promise<unknown> = Promise.resolve();

/**
 * Runs the site's own build (`npm run build` unless a test says otherwise) in a workspace (a
 * copy of the sources, `workspace.ts`), away from the running site, after any build already
 * running (a publish's or a preview's). Rejects with a `PublishFailure` in the owner's words
 * when it fails.
 */
export function runSiteBuild(
  workDir: string,
  options: { buildCommand?: string[]; logger: Logger },
): Promise<void> {
  const build = previousBuild.then(() => buildIn(workDir, options));
  previousBuild = build.catch(() => undefined);
  return build;
}

function buildIn(
  workDir: string,
  { buildCommand, logger }: { buildCommand?: string[]; logger: Logger },
): Promise<void> {
  const [command = "npm", ...args] = buildCommand ?? ["npm", "run", "build"];
  // The server's own Node (and the npm beside it) builds, whatever systemd's PATH holds; npm
  // keeps its cache and logs beside the workspace, as a service's home may not be writable.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: [path.dirname(process.execPath), process.env.PATH].filter(Boolean).join(path.delimiter),
    npm_config_cache: `${workDir}-npm-cache`,
    npm_config_update_notifier: "false",
  };
  for (const name of ["LISTEN_FDS", "LISTEN_PID", "SITE_LISTEN_FD", "SITE_RELEASE_ID", "NODE_ENV"])
    delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: workDir, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => reject(error));
    child.on("close", (code) => {
      if (code === 0) return resolve();
      logger.error({ output }, "the site's build failed");
      reject(new PublishFailure(explainBuildFailure(output)));
    });
  });
}

/** The content's own problems are the owner's to fix; anything else is for the developer. */
export function explainBuildFailure(output: string): string {
  const problems = /The content has \d+ problem\(s\):[\s\S]*/.exec(output)?.[0];
  if (problems)
    return `Nothing was published: ${problems.trim().split("\n\n").slice(0, 6).join(" ").slice(0, 1500)}`;
  return "The site could not be built, so nothing was published and the live site is unchanged. The server's log has the details for your developer.";
}
