import { matchPath, type ServerBuild, useFormAction, useLocation } from "react-router";

/**
 * What this site relies on in React Router beyond its documented API, in one place: the shape
 * of the boot script it writes into every page, the addresses its browser code fetches (a
 * page's data, the route manifest), how it prerenders a page (at which address, marked how),
 * how a build lists its routes, and which packages make up its browser code. Imported by the
 * page renderer (`entry.server.tsx`), the Express server (`server/`), `vite.config.ts`, and
 * the few components that need their page's address.
 *
 * One piece lives beside it, in `react-router-data-posts.ts`: how the quote form sends a post
 * itself and reads the action's reply. It is only needed once a visitor sends photos, and kept
 * here it would add 166 bytes to every page (the module is in every page's first scripts).
 *
 * After a React Router upgrade, `react-router-internals.test.ts` (against the real build) and
 * `tests/e2e/react-router-internals.spec.ts` (against what a browser asks for) say which of
 * these facts no longer holds; a prerendered page whose boot script cannot be rewritten also
 * stops the build.
 */

// ---------------------------------------------------------------------------------------------
// The boot script
// ---------------------------------------------------------------------------------------------

/** `<Scripts />`: one inline module script, `async`, that imports every route module of the page. */
const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const routeModuleImport = /import \* as (\w+) from ("[^"]+");\n/g;
const routeModulesGlobal = "window.__reactRouterRouteModules";
const modulePreloadLink = /<link rel="modulepreload"[^>]*>/g;

/**
 * What is not as `hydrateAfterLoad` expects in a page's boot script, in words, or undefined
 * when the script has the expected shape (or was already rewritten).
 */
export function bootScriptProblem(html: string): string | undefined {
  if (html.includes(deferredMarker)) return undefined;
  const boot = bootScript.exec(html);
  if (!boot?.[1]) {
    const found = /<script type="module"[^>]*>[\s\S]{0,200}/.exec(html)?.[0] ?? "no module script";
    return `React Router's boot script is no longer a <script type="module" async=""> (found: ${found})`;
  }
  if ([...boot[1].matchAll(routeModuleImport)].length === 0)
    return `React Router's boot script no longer imports the route modules as \`import * as routeN from "…";\` (it reads: ${boot[1].slice(0, 300)})`;
  if (!boot[1].includes(routeModulesGlobal))
    return `React Router's boot script no longer sets ${routeModulesGlobal} (it reads: ${boot[1].slice(0, 300)})`;
  return undefined;
}

/** The first line of the rewritten script, so a page can be recognised as rewritten. */
const deferredMarker = "const hydrate = async () => {";

/**
 * Hydration waits for the page's `load` event and its first contentful paint, whichever comes
 * last, then one more frame (decision 011). React Router's boot script imports the route
 * modules statically; they become dynamic imports inside a function run then, and the
 * scripts' `modulepreload` links go. A page whose script is not of the expected shape is
 * left as it was (`bootScriptProblem` says why).
 */
export function hydrateAfterLoad(html: string): string {
  if (bootScriptProblem(html) !== undefined || html.includes(deferredMarker)) return html;
  const boot = bootScript.exec(html) as RegExpExecArray;
  const script = boot[1] as string;
  const imports = [...script.matchAll(routeModuleImport)];
  const rest = script.replace(routeModuleImport, "");
  const names = imports.map((match) => match[1]).join(", ");
  const loads = imports.map((match) => `import(${match[2]})`).join(", ");
  const deferred =
    `${deferredMarker}\nconst [${names}] = await Promise.all([${loads}]);\n${rest}\n};\n` +
    `const loaded = new Promise((done) => document.readyState === "complete" ? done() : addEventListener("load", done, { once: true }));\n` +
    `const painted = new Promise((done) => PerformanceObserver.supportedEntryTypes?.includes("paint") ? new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); done(); } }).observe({ type: "paint", buffered: true }) : done());\n` +
    "Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(hydrate)));";
  return html
    .replace(boot[0], `<script type="module">${deferred}</script>`)
    .replace(modulePreloadLink, "");
}

/**
 * True while `react-router build` prerenders a page. React Router 8 prerenders through Vite's
 * preview server in the build's own process, marked by this variable; the page's data comes
 * in a header only when it is small.
 */
export function isPrerenderRequest(request: Request): boolean {
  return (
    process.env.IS_RR_BUILD_REQUEST === "yes" ||
    request.headers.has("X-React-Router-Prerender-Data")
  );
}

/**
 * The prerenderer renders `/contact` at `/contact/` (it writes `contact/index.html`), while
 * browsers and the server know the page as `/contact`: the address without that slash.
 */
const withoutPrerenderSlash = (path: string) => path.replace(/(.)\/(?=$|[?#])/, "$1");

/** The address of the page being rendered, the same when prerendering and in the browser. */
export function usePagePath(): string {
  return withoutPrerenderSlash(useLocation().pathname);
}

/** Where a form posts to reach the action of the route it is in (`/contact`, or `/?index` on the home page). */
export function useRouteFormAction(): string {
  return withoutPrerenderSlash(useFormAction("."));
}

// ---------------------------------------------------------------------------------------------
// Addresses the browser code fetches
// ---------------------------------------------------------------------------------------------

/**
 * Where the browser fetches a page's data from, and posts its forms to: `/about` →
 * `/about.data`, `/` → `/_.data`. The prerenderer writes each page's data to the same address
 * in `build/client`.
 */
export function dataPathOf(pagePath: string): string {
  return pagePath.endsWith("/") ? `${pagePath}_.data` : `${pagePath}.data`;
}

/** The page a data address belongs to (`/_.data` → `/`), or undefined for any other address. */
export function pageOfDataPath(path: string): string | undefined {
  if (path.endsWith("/_.data")) return path.slice(0, -"_.data".length);
  if (path.endsWith(".data")) return path.slice(0, -".data".length);
  return undefined;
}

export const isDataPath = (path: string): boolean => pageOfDataPath(path) !== undefined;

/** The media type of a page's data (React Router's single-fetch stream). */
export const dataContentType = "text/x-script";

/**
 * Where the browser asks for the routes of a link before following it (lazy route
 * discovery), or undefined when the build lists every route up front.
 */
export function manifestPathOf(build: ServerBuild): string | undefined {
  return build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : undefined;
}

// ---------------------------------------------------------------------------------------------
// The routes of a build
// ---------------------------------------------------------------------------------------------

type BuiltRouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** A route that answers an address of its own (not a layout), with its full path pattern. */
export interface BuiltRoute {
  id: string;
  /** `/`, `/contact`, `/projects/:slug`, `/*` */
  path: string;
  module: BuiltRouteModule;
}

/** Every route of the build that answers an address, with its path from the root. */
export function routesOf(build: ServerBuild): BuiltRoute[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    // An index route may carry a path of its own (`prefix("owner", [index(...)])` gives it "owner").
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(build.routes).flatMap((route) =>
    route && (route.index || route.path)
      ? [{ id: route.id, path: `/${fullPath(route.id)}`, module: route.module }]
      : [],
  );
}

/**
 * True when a route other than the site's catch-all (`*`) could answer the address; a route
 * that takes everything below its own path (`/owner/preview/*`) claims those addresses.
 */
export function claimedByARoute(routes: BuiltRoute[]): (pathname: string) => boolean {
  const patterns = routes.map((route) => route.path).filter((path) => path !== "/*");
  return (pathname) => patterns.some((path) => matchPath({ path, end: true }, pathname));
}

// ---------------------------------------------------------------------------------------------
// The browser bundle
// ---------------------------------------------------------------------------------------------

/**
 * The packages of React Router's browser code: React Router and what it imports. They go into
 * the `framework` chunk with React (`vite.config.ts`); a test checks the list against React
 * Router's own dependencies.
 */
export const reactRouterPackages = ["react-router", "@remix-run/route-pattern", "cookie-es"];
