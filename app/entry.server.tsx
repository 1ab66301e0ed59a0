import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { siteIdentity } from "~/company/site-identity.server";
import { contentSecurityPolicy } from "./lib/content-security-policy";
import { inlineScriptHashes } from "./lib/content-security-policy.server";
import { httpsContext } from "./lib/https-context";
import {
  bootScriptProblem,
  hydrateAfterLoad,
  isPrerenderRequest,
} from "./lib/react-router-internals";

export const streamTimeout = 5_000;

/**
 * Logs what went wrong on the server. React Router's default also logs a visitor's own
 * mistakes with a stack trace (a post to a page that takes none answers 405): those are
 * answered with their 4xx and are not the site's errors, so they stay out of the error log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

/**
 * Renders a page to HTML. Unlike React Router's default it always waits for the whole page
 * (`onAllReady`) rather than streaming Suspense boundaries in later: prerendered files and
 * visitors without JavaScript must get every section in place, not in a hidden template
 * that a script would have moved. The pages are small and mostly prerendered, so nothing is
 * lost by waiting, and the finished HTML can be adjusted before it is sent: hydration is put
 * off until the page has loaded and painted (`hydrateAfterLoad`). A prerendered page whose
 * boot script no longer has the shape that rewrite expects stops the build, naming the change.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
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
            const rendered = Buffer.concat(chunks).toString("utf8");
            const problem = bootScriptProblem(rendered);
            if (problem && isPrerenderRequest(request))
              return reject(new Error(`${problem}: update app/lib/react-router-internals.ts`));
            // In development the boot script loads the hot-reload runtime, which cannot wait.
            const html = import.meta.env.DEV ? rendered : hydrateAfterLoad(rendered);
            // Prerendered pages get the same policy from the static file server, hashed from the file.
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy({
                scriptHashes: inlineScriptHashes(html),
                https: loadContext.get(httpsContext) ?? siteIdentity().url.startsWith("https:"),
                hotReload: import.meta.env.DEV,
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
