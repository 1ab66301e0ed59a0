import { describe, expect, it } from "vitest";
import { hydrateAfterLoad } from "./entry.server";

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

  it("leaves a page alone when the boot script is not the expected shape", () => {
    const other = '<html><body><script type="module">console.log(1)</script></body></html>';
    expect(hydrateAfterLoad(other)).toBe(other);
  });

  it("runs as a module script the browser accepts", () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? "";
    expect(() => new Function(script.replace(/import\(/g, "(async (x) => x)("))).not.toThrow();
  });
});
