import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuoteReply } from "~/quote-requests/quote-reply";
import { loadBuild } from "../../tests/support/test-app";
import { dataActionOf, dataReplyHeader, decodeActionData } from "./react-router-data-posts";
import {
  bootScriptProblem,
  claimedByARoute,
  dataContentType,
  dataPathOf,
  hydrateAfterLoad,
  manifestPathOf,
  pageOfDataPath,
  reactRouterPackages,
  routesOf,
} from "./react-router-internals";

const page = `<html><head><link rel="modulepreload" href="/assets/root.js"/></head><body><main>Hi</main><script type="module" async="">;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/route.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client.js");</script></body></html>`;

describe("hydrateAfterLoad", () => {
  const result = hydrateAfterLoad(page);

  it("turns the route modules' static imports into imports run after load", () => {
    expect(result).not.toMatch(/^import \* as/m);
    expect(result).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/route.js")]);',
    );
    expect(result).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(result).toContain('import("/assets/entry.client.js");');
    expect(result).toContain('addEventListener("load", done, { once: true })');
    expect(result).toContain('getEntriesByName("first-contentful-paint")');
    expect(result).toContain(
      "Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(hydrate)))",
    );
  });

  it("drops the scripts' preloads and keeps the content", () => {
    expect(result).not.toContain("modulepreload");
    expect(result).toContain("<main>Hi</main>");
  });

  it("leaves a page alone, and says why, when the boot script is not the expected shape", () => {
    const other = '<html><body><script type="module">console.log(1)</script></body></html>';
    expect(hydrateAfterLoad(other)).toBe(other);
    expect(bootScriptProblem(other)).toMatch(/no longer a <script type="module" async="">/);
    const noImports = page.replace(/import \* as (\w+) from/g, "import $1 from");
    expect(bootScriptProblem(noImports)).toMatch(/no longer imports the route modules/);
    const noGlobal = page.replace("__reactRouterRouteModules", "__routeModules");
    expect(bootScriptProblem(noGlobal)).toMatch(/no longer sets window.__reactRouterRouteModules/);
    expect(bootScriptProblem(page)).toBeUndefined();
  });

  it("rewrites a page once", () => {
    expect(hydrateAfterLoad(result)).toBe(result);
    expect(bootScriptProblem(result)).toBeUndefined();
  });

  it("runs as a module script the browser accepts", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";
    expect(() => new Function(script.replace(/import\(/g, "(async (x) => x)("))).not.toThrow();
  });
});

describe("data addresses", () => {
  it("add .data, or _.data after a slash, and come back to their page", () => {
    expect(dataPathOf("/")).toBe("/_.data");
    expect(dataPathOf("/contact")).toBe("/contact.data");
    expect(dataPathOf("/owner/")).toBe("/owner/_.data");
    for (const path of ["/", "/contact", "/owner/leads/7", "/owner/"])
      expect(pageOfDataPath(dataPathOf(path))).toBe(path);
    expect(pageOfDataPath("/contact")).toBeUndefined();
    expect(pageOfDataPath("/a.database")).toBeUndefined();
  });
});

/**
 * The same facts checked against the real build, so that a React Router upgrade that changes
 * one of them fails here with the fact's name, not somewhere far away (a page that hydrates
 * at once, a form post refused with 405, a 404 for the route manifest).
 */
describe("React Router, as built", () => {
  let build: ServerBuild;
  let handler: ReturnType<typeof createRequestHandler>;
  beforeAll(async () => {
    build = await loadBuild();
    handler = createRequestHandler(build, "production");
  });
  const clientDir = path.resolve("build", "client");
  const { pages } = JSON.parse(readFileSync(".generated/site-content.json", "utf8")) as {
    pages: { path: string }[];
  };

  it("writes a boot script that hydrateAfterLoad rewrites, on prerendered and rendered pages", async () => {
    const prerendered = readFileSync(path.join(clientDir, "about", "index.html"), "utf8");
    const rendered = await (await handler(new Request("http://localhost/no-such-page"))).text();
    for (const html of [prerendered, rendered]) {
      expect(bootScriptProblem(html)).toBeUndefined();
      expect(html).toContain("const hydrate = async () => {");
      expect(html).not.toContain("modulepreload");
    }
  });

  it("prerenders a page at its address with a slash, which forms and links on it leave out", () => {
    const contact = readFileSync(path.join(clientDir, "contact", "index.html"), "utf8");
    expect(contact).toContain('action="/contact#quote-form"');
    expect(contact).toContain('href="/contact?map=show#map"');
    const home = readFileSync(path.join(clientDir, "index.html"), "utf8");
    expect(home).toContain('action="/?index#quote-form"');
  });

  it("prerenders each page's data where dataPathOf says the browser fetches it", () => {
    const missing = pages
      .map((page) => dataPathOf(page.path))
      .filter((dataPath) => !existsSync(path.join(clientDir, dataPath)));
    expect(missing, "data files React Router did not write where dataPathOf points").toEqual([]);
  });

  it("answers a page's data address with the page's data", async () => {
    for (const pagePath of ["/", "/contact"]) {
      const response = await handler(new Request(`http://localhost${dataPathOf(pagePath)}`));
      expect(response.status, dataPathOf(pagePath)).toBe(200);
      expect(response.headers.get("content-type")).toBe(dataContentType);
    }
  });

  it("answers a form's post at the address dataActionOf gives, with a reply decodeActionData reads", async () => {
    for (const [formAction, expected] of [
      ["/contact", "/contact.data"],
      ["/?index", "/_.data?index"],
    ] as const) {
      expect(dataActionOf(formAction)).toBe(expected);
      // No server context: the action answers "we cannot take requests online just now" (503).
      const response = await handler(
        new Request(`http://localhost${dataActionOf(formAction)}`, {
          method: "POST",
          body: new URLSearchParams({ firstName: "Sarah" }),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }),
      );
      expect(response.headers.get(dataReplyHeader), formAction).not.toBeNull();
      const reply = await decodeActionData<QuoteReply>(response.body as ReadableStream<Uint8Array>);
      expect(reply?.ok, formAction).toBe(false);
      expect(reply?.message, formAction).toContain("cannot take requests online");
    }
  });

  it("discovers routes lazily, from a manifest address the build names", async () => {
    const manifestPath = manifestPathOf(build);
    expect(manifestPath, "build.routeDiscovery.manifestPath").toMatch(/^\/\S+$/);
    const response = await handler(
      new Request(
        `http://localhost${manifestPath}?paths=${encodeURIComponent("/about")}&version=${build.assets.version}`,
      ),
    );
    expect(response.status).toBe(200);
  });

  it("lists its routes with full paths, from which a page's address can be matched", () => {
    const routes = routesOf(build);
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["/", "/contact", "/projects/:slug", "/owner"]));
    const claimed = claimedByARoute(routes);
    expect(claimed("/projects/any-slug")).toBe(true);
    expect(claimed("/wp-admin/setup.php")).toBe(false);
    expect(routes.find((route) => route.path === "/contact")?.module.default).toBeTypeOf(
      "function",
    );
  });

  it("ships React Router's browser code from the packages vite.config.ts puts in the framework chunk", () => {
    const { dependencies = {} } = JSON.parse(
      readFileSync(path.resolve("node_modules", "react-router", "package.json"), "utf8"),
    ) as { dependencies?: Record<string, string> };
    expect([...reactRouterPackages].sort()).toEqual(
      ["react-router", ...Object.keys(dependencies)].sort(),
    );
  });
});
