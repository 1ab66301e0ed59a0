import { PassThrough } from "node:stream";
import chrome from "virtual:site-chrome";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy } from "./lib/content-security-policy";
import { inlineScriptHashes } from "./lib/content-security-policy.server";

export const streamTimeout = 5_000;

const bootScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const staticImport = /import \* as (\w+) from ("[^"]+");\n/g;

/**
 * Hydration waits for the page's `load` event and its first contentful paint, whichever comes
 * last, then one more frame. Until then the page is the server's HTML, which already works
 * (links, the menu, forms); on a slow connection its stylesheet, font and first picture then
 * never share the line with JavaScript that only adds to it. (A browser may paint after
 * `load`: waiting for `load` alone let the scripts' requests race the first paint.)
 *
 * React Router's boot script imports the route modules statically; they become dynamic
 * imports inside a function run then. Should a future React Router write the script
 * differently, the page is left as it was (a test checks this still applies).
 */
export function hydrateAfterLoad(html: string): string {
  const boot = bootScript.exec(html);
  if (!boot?.[1]) return html;
  const imports = [...boot[1].matchAll(staticImport)];
  if (imports.length === 0) return html;
  const rest = boot[1].replace(staticImport, "");
  const names = imports.map((match) => match[1]).join(", ");
  const loads = imports.map((match) => `import(${match[2]})`).join(", ");
  const deferred =
    `const hydrate = async () => {\nconst [${names}] = await Promise.all([${loads}]);\n${rest}\n};\n` +
    `const loaded = new Promise((done) => document.readyState === "complete" ? done() : addEventListener("load", done, { once: true }));\n` +
    `const painted = new Promise((done) => PerformanceObserver.supportedEntryTypes?.includes("paint") ? new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { observer.disconnect(); done(); } }).observe({ type: "paint", buffered: true }) : done());\n` +
    "Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(hydrate)));";
  return html
    .replace(boot[0], `<script type="module">${deferred}</script>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Renders a page to HTML. Unlike React Router's default it always waits for the whole page
 * (`onAllReady`) rather than streaming Suspense boundaries in later: prerendered files and
 * visitors without JavaScript must get every section in place, not in a hidden template
 * that a script would have moved. The pages are small and mostly prerendered, so nothing is
 * lost by waiting, and the finished HTML can be adjusted before it is sent.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Never "outline" a large finished section into a hidden template moved by script:
        // without JavaScript it would stay hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            const html = hydrateAfterLoad(Buffer.concat(chunks).toString("utf8"));
            // Prerendered pages get the same policy from the static file server, hashed from the file.
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy({
                scriptHashes: inlineScriptHashes(html),
                https: loadContext.https ?? chrome.siteUrl.startsWith("https:"),
              }),
            );
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
