import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { httpsContext } from "../app/lib/https-context";

/** Renders a public page of the site afresh with its routes, as a visitor would get it. */
export type PageRenderer = (page: string) => Promise<Response>;

/**
 * The site's routes called directly, without HTTP: the owner's preview renders a page with
 * them, and a publish every page (`app/publishing/release-renderer.server.ts`). In development
 * the routes are loaded as they are now on disk at each call.
 */
export function pageRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  { siteUrl, https }: { siteUrl: string; https: boolean },
): PageRenderer {
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  return async (page) => {
    if (typeof build === "function") handler = createRequestHandler(await build(), "development");
    else handler ??= createRequestHandler(build, "production");
    return handler(
      new Request(new URL(page, siteUrl)),
      new RouterContextProvider(new Map([[httpsContext, https]])),
    );
  };
}
