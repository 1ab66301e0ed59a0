import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { reactRouterPackages } from "./app/lib/react-router-internals.ts";
import { siteContentPlugin } from "./scripts/lib/vite-site-content-plugin.ts";

const frameworkPackages = new RegExp(
  `node_modules/(${["react", "react-dom", "scheduler", ...reactRouterPackages].join("|")})/`,
);

/**
 * Browser chunks: the framework in one file and the shell every page shows (buttons,
 * icons, helpers) in another, instead of dozens of small files that each cost a
 * request and compress worse. Page-specific parts (the quote form, the lightbox) stay apart.
 */
function clientChunk(id: string): string | undefined {
  // The header's and footer's code loads when they are used (`site-chrome.tsx`), not with the
  // shell; so do the quote form's own posts (`react-router-data-posts.ts`, with the form).
  if (
    /\/app\/components\/layout\/(site-header|mobile-menu|site-footer|back-to-top|social-icon)\.tsx$/.test(
      id,
    ) ||
    id.endsWith("/app/lib/react-router-data-posts.ts") ||
    // The owner's dates and money, which no public page shows; the quote form's choices.
    /\/app\/lib\/(uk-time|pounds|csv|contact-links|project-types|project-type-schema)\.ts$/.test(id)
  ) {
    return undefined;
  }
  if (frameworkPackages.test(id)) return "framework";
  if (
    /node_modules\/lucide-react\/dist\/esm\/(Icon|createLucideIcon|defaultAttributes|shared|context)/.test(
      id,
    ) ||
    /node_modules\/clsx\//.test(id) ||
    /\/app\/(lib|components\/(layout|ui))\//.test(id) ||
    /\/app\/(company\/(contact-format|opening-hours)|site\/use-company)\.ts$/.test(id) ||
    /\/app\/(navigation|components\/(page-hero|back-button|breadcrumb|call-to-action|responsive-image|postal-address|deferred|error-page))\.tsx?$/.test(
      id,
    ) ||
    id.includes("preload-helper") ||
    // Remembered by the root as the site's code starts, read by the quote form (issue 27).
    id.endsWith("/app/traffic/arrival.ts")
  ) {
    return "shell";
  }
  return undefined;
}

/**
 * Pure JavaScript packages the server build carries inside it (development dependencies), with
 * the packages they import; the deployment test starts a release, which fails on one missing.
 */
const serverBundledPackages = [
  "lucide-react",
  "libphonenumber-js",
  "@zxcvbn-ts/core",
  "@zxcvbn-ts/language-common",
  "@zxcvbn-ts/language-en",
  "@zxcvbn-ts/dictionary-compression",
  "fastest-levenshtein",
];

export default defineConfig({
  // Only deferred parts use dynamic imports; they can fetch their few imports themselves,
  // which saves every page the 0.8 kB preload helper.
  build: { modulePreload: false },
  plugins: [tailwindcss(), siteContentPlugin(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    // One server build, two entries sharing their modules: the routes and the server around them.
    ssr: {
      // Bundled into the server build rather than installed beside it: only the icons, the
      // phone-number metadata and the password dictionaries the site uses, instead of 73 MB
      // of packages in every release (decision 030).
      resolve: { noExternal: serverBundledPackages },
      build: {
        rollupOptions: {
          input: { index: "virtual:react-router/server-build", server: "server/index.ts" },
        },
      },
    },
    client: {
      build: {
        sourcemap: process.env.SOURCEMAP === "1",
        rollupOptions: { output: { manualChunks: clientChunk } },
      },
    },
  },
});
