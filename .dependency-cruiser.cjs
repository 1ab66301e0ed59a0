/**
 * `npm run check:architecture`: the rule of docs/architecture.md, checked on every import.
 * app/ (the site and everything its routes call) imports nothing from server/, scripts/ or
 * tests/; server/ (HTTP and the process) may import app/; scripts/ may import both. Test
 * files, wherever they sit, may import anything, including tests/support/. Folders depend one
 * way, which `scripts/architecture.test.ts` checks on the graph this config reads.
 */
const testFile = "\\.(test|spec)\\.tsx?$";

const { folders } = require("./scripts/lib/app-folders.cjs");
const under = (names) => `^app/(${names.join("|")})/`;
const entryPoints = [
  "^app/(root|entry\\.server)\\.tsx$",
  "^app/routes(\\.ts|/)",
  "^server/main\\.js$",
  "^server/index\\.ts$",
  "^server/cli/[^/]+\\.ts$",
  "^scripts/[^/]+\\.(ts|mjs)$",
  "^[^/]+\\.config\\.ts$",
];

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "Two modules that import each other (directly or round a loop) are one module.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "app-imports-only-app",
      comment:
        "app/ is the site and the code its routes call; HTTP and the process stay in server/.",
      severity: "error",
      from: { path: "^app/", pathNot: testFile },
      to: { path: "^(server|scripts|tests)/" },
    },
    {
      name: "server-imports-no-scripts-or-tests",
      comment: "The running server needs only app/ and its own modules.",
      severity: "error",
      from: { path: "^server/", pathNot: testFile },
      to: { path: "^(scripts|tests)/" },
    },
    {
      name: "scripts-use-only-test-helpers",
      comment:
        "A benchmark may drive the site with the tests' helpers (tests/support/), never import a test.",
      severity: "error",
      from: { path: "^scripts/", pathNot: testFile },
      to: { path: "^tests/", pathNot: "^tests/support/" },
    },
    {
      name: "features-never-import-ui",
      comment:
        "A feature gives pages what they show; it never reaches up into a page, a component or the owner's UI.",
      severity: "error",
      from: {
        path: under([...folders.infrastructure, ...folders.features, ...folders.composition]),
        pathNot: testFile,
      },
      to: { path: under(folders.ui) },
    },
    {
      name: "infrastructure-knows-no-feature",
      comment:
        "Content files, drafts and publishing, forms, photos, mail, push and db take what is a feature's from the caller.",
      severity: "error",
      from: { path: under(folders.infrastructure), pathNot: testFile },
      to: { path: under([...folders.features, ...folders.composition]) },
    },
    {
      name: "features-never-import-the-site",
      comment:
        "site/ puts the features together (the whole content, the page list, the Website page): a feature below it never reaches up.",
      severity: "error",
      from: { path: under(folders.features), pathNot: testFile },
      to: { path: under(folders.composition) },
    },
    {
      name: "results-read-leads-through-one-module",
      comment: "The site's figures read leads only through app/leads/lead-figures.server.ts.",
      severity: "error",
      from: { path: "^app/results/", pathNot: testFile },
      to: { path: "^app/leads/", pathNot: "^app/leads/lead-figures\\.server\\.ts$" },
    },
    {
      name: "results-read-visits-through-one-module",
      comment:
        "The site's figures read survey visits only through app/visits/visit-figures.server.ts.",
      severity: "error",
      from: { path: "^app/results/", pathNot: testFile },
      to: { path: "^app/visits/", pathNot: "^app/visits/visit-figures\\.server\\.ts$" },
    },
    {
      name: "results-read-quotes-through-one-module",
      comment:
        "The site's figures read written quotes only through app/written-quotes/quote-figures.server.ts.",
      severity: "error",
      from: { path: "^app/results/", pathNot: testFile },
      to: {
        path: "^app/written-quotes/",
        pathNot: "^app/written-quotes/quote-figures\\.server\\.ts$",
      },
    },
    {
      name: "results-read-jobs-through-one-module",
      comment: "The site's figures read jobs only through app/jobs/job-figures.server.ts.",
      severity: "error",
      from: { path: "^app/results/", pathNot: testFile },
      to: { path: "^app/jobs/", pathNot: "^app/jobs/job-figures\\.server\\.ts$" },
    },
    {
      name: "leads-never-import-reviews",
      comment:
        "A review is asked for from a lead, so reviews may read leads; a lead's page puts the two together in its route.",
      severity: "error",
      from: { path: "^app/leads/", pathNot: testFile },
      to: { path: "^app/reviews/" },
    },
    {
      name: "server-is-http-only",
      comment:
        "server/ is HTTP and the process: it may import a feature's entry points, never a route or a page's parts.",
      severity: "error",
      from: { path: "^server/", pathNot: testFile },
      to: { path: under(folders.ui) },
    },
    {
      name: "no-dead-modules",
      comment: "A module that no page, command, script or config reaches is dead code.",
      severity: "error",
      from: { path: entryPoints },
      to: {
        path: "^(app|server|scripts/lib)/",
        pathNot: [testFile, "\\.d\\.c?ts$", "\\.css$", ...entryPoints],
        reachable: false,
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|build|\\.react-router|\\.cache)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
  },
};
