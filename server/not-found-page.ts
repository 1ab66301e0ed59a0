import { brotliCompressSync, gzipSync } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { claimedByARoute, manifestPathOf, routesOf } from "../app/lib/react-router-internals";
import { contentEtag, type NotFoundPage, pagePolicy } from "./static-files";

/**
 * Renders the 404 page once, at start-up, so that the stream of requests for addresses that
 * do not exist (old links, bots probing for /wp-admin) is answered from memory instead of
 * rendering the same page each time. The page is identical whatever the address.
 */
export async function prepareNotFoundPage(
  build: ServerBuild,
  { https }: { https: boolean },
): Promise<NotFoundPage> {
  const handler = createRequestHandler(build, "production");
  const response = await handler(new Request("http://localhost/__not-found__"));
  if (response.status !== 404)
    throw new Error(`The 404 page rendered with status ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return {
    page: {
      type: "text/html; charset=utf-8",
      etag: contentEtag(body),
      cacheControl: "no-cache",
      contentSecurityPolicy: pagePolicy(body, https),
      body,
      encoded: { br: brotliCompressSync(body), gzip: gzipSync(body, { level: 9 }) },
    },
    isUnclaimed: unclaimedBy(build),
  };
}

/**
 * True for a path that only the catch-all route matches. Any other route might answer it (a
 * project page, say, finds out in its loader whether the slug exists), so those go to the
 * renderer as usual, and so does React Router's own manifest address, which the browser asks
 * for before following a link.
 */
function unclaimedBy(build: ServerBuild): (pathname: string) => boolean {
  const claimed = claimedByARoute(routesOf(build));
  const manifestPath = manifestPathOf(build);
  return (pathname) => pathname !== manifestPath && !claimed(pathname);
}
