import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { httpsContext } from "../app/lib/https-context";
import { type Refusal, refusalContext } from "../app/lib/refusal-context";

/**
 * Renders a public page of the site afresh with its routes, as a visitor would get it; with a
 * refusal, the site's own page for it (`refusalPath` renders its status and words).
 */
export type PageRenderer = (page: string, refusal?: Refusal) => Promise<Response>;

/**
 * The site's routes called directly, without HTTP: the owner's preview renders a page with
 * them, a publish every page (`app/publishing/release-renderer.server.ts`), and the server a
 * request it refuses before any page (`security/private-addresses.ts`). In development the
 * routes are loaded as they are now on disk at each call.
 */
export function pageRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  { siteUrl, https }: { siteUrl: string; https: boolean },
): PageRenderer {
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  return async (page, refusal) => {
    if (typeof build === "function") handler = createRequestHandler(await build(), "development");
    else handler ??= createRequestHandler(build, "production");
    const context = new RouterContextProvider(new Map([[httpsContext, https]]));
    if (refusal) context.set(refusalContext, refusal);
    return handler(new Request(new URL(page, siteUrl)), context);
  };
}
