/**
 * `npm run check:architecture`: the rule of docs/architecture.md, checked on every import.
 * app/ (the site and everything its routes call) imports nothing from server/, scripts/ or
 * tests/; server/ (HTTP and the process) may import app/; scripts/ may import both. Test
 * files, wherever they sit, may import anything, including tests/support/.
 */
const testFile = "\\.(test|spec)\\.tsx?$";
/** The folders of features and shared code: what loaders and actions call. */
const features =
  "^app/(accounts|addresses|content|db|disk-space|forms|leads|lib|mail|photos|publishing|push|quotes|reviews|site-editing|statistics)";
/** The folders of what people see: pages and their parts. */
const uiFolders = "^app/(routes|components|owner)/";
const entryPoints = [
  "^app/(root|entry\\.server)\\.tsx$",
  "^app/routes(\\.ts|/)",
  "^app/load-context\\.ts$",
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
      from: { path: features, pathNot: testFile },
      to: { path: uiFolders },
    },
    {
      name: "photos-are-generic",
      comment:
        "Photo handling takes its limits and words from the caller (quote form, review, project): it knows no feature.",
      severity: "error",
      from: { path: "^app/photos/", pathNot: testFile },
      to: { path: "^app/(accounts|leads|publishing|push|quotes|reviews|site-editing|statistics)/" },
    },
    {
      name: "statistics-reads-leads-through-one-module",
      comment: "The site's figures read leads only through app/leads/lead-figures.server.ts.",
      severity: "error",
      from: { path: "^app/statistics/", pathNot: testFile },
      to: { path: "^app/leads/", pathNot: "^app/leads/lead-figures\\.server\\.ts$" },
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
      to: { path: uiFolders },
    },
    {
      name: "no-dead-modules",
      comment: "A module that no page, command, script or config reaches is dead code.",
      severity: "error",
      from: { path: entryPoints },
      to: {
        path: "^(app|server|scripts/lib)/",
        pathNot: [testFile, "\\.d\\.ts$", "\\.css$", ...entryPoints],
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
