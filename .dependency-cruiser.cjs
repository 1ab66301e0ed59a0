/**
 * `npm run check:architecture`: the rule of docs/architecture.md, checked on every import.
 * app/ (the site and everything its routes call) imports nothing from server/, scripts/ or
 * tests/; server/ (HTTP and the process) may import app/; scripts/ may import both. Test
 * files, wherever they sit, may import anything, including tests/support/.
 */
const testFile = "\\.(test|spec)\\.tsx?$";
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
