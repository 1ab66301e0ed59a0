import { brotliCompressSync, gzipSync } from "node:zlib";
import { createRequestHandler, matchPath, type ServerBuild } from "react-router";
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
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    // An index route may carry a path of its own (`prefix("owner", [index(...)])` gives it "owner").
    const own = route.path ?? "";
    return [fullPath(route.parentId), own].filter(Boolean).join("/");
  };
  const patterns = Object.values(build.routes)
    .filter((route) => route && (route.index || route.path) && !route.path?.includes("*"))
    .map((route) => `/${fullPath(route?.id)}`);
  const manifestPath =
    build.routeDiscovery?.mode === "lazy" ? build.routeDiscovery.manifestPath : "";
  return (pathname) =>
    pathname !== manifestPath &&
    !patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}
