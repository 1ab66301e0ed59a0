/**
 * What a release is made of: its name, its trimmed package.json and its README.txt. Pure
 * functions, so the release script and the deployment test agree on them.
 */

/** The commands a release offers (`npm run NAME` in the release folder), each through the one entry. */
export const releaseCommands = ["start", "backup", "restore", "doctor", "quotes", "owner"] as const;

/** What `npm run NAME` runs in a release: the server, or one of its commands. */
export const releaseCommandLine = (name: (typeof releaseCommands)[number]) =>
  name === "start" ? "node server/main.js" : `node server/main.js ${name}`;

export interface ProjectPackage {
  name: string;
  version: string;
  engines?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
  dependencies?: Record<string, string>;
}

/** `marram-site-1.4.0-20261122T193000Z`: sorts by time, and says which version it holds. */
export function releaseName(version: string, date: Date): string {
  const stamp = date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `marram-site-${version}-${stamp}`;
}

/**
 * The release's package.json: enough to run the server and its commands, and for npm to
 * install the production dependencies (no build tools: the owner's publishes render the pages
 * with the server's own code, decision 030). `allowScripts` goes along because npm 11 refuses
 * to install packages with install scripts that it does not name.
 */
export function releasePackageJson(project: ProjectPackage) {
  return {
    name: project.name,
    version: project.version,
    private: true,
    type: "module",
    engines: project.engines,
    scripts: Object.fromEntries(releaseCommands.map((name) => [name, releaseCommandLine(name)])),
    allowScripts: project.allowScripts,
    dependencies: project.dependencies,
  };
}

export interface ReleaseFacts {
  name: string;
  /** The SITE_URL the pages were built for ("" when none was set). */
  siteUrl: string;
  builtAt: Date;
  nodeVersion: string;
}

export function releaseReadme({ name, siteUrl, builtAt, nodeVersion }: ReleaseFacts): string {
  return `${name}
${"=".repeat(name.length)}

The Marram Construction website, ready to run: the built site (build/), its production
packages (node_modules/), the files that run it on a server (deploy/), and the sources it is
rebuilt from when the owner publishes (app/, content/, .cache/ ...).

Built ${builtAt.toISOString()} for SITE_URL=${siteUrl || "(not set: pages link to http://localhost:3000)"}
Made with Node ${nodeVersion}; it needs Node 24 LTS.

Run it:   DATA_DIR=/var/lib/marram SITE_URL=... node server/main.js
Commands: npm run doctor | quotes | owner | backup | restore FILE  (with the same settings)

Everything the server writes goes to DATA_DIR, outside this folder, so a new release never
touches the data. How to install, update and roll back: docs/deploying.md.
`;
}
