import type { ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import { isDataPath } from "../app/lib/react-router-internals";
import { chooseCoding } from "./static/content-coding";
import type { IndexedFile, StaticIndex } from "./static/file-index";

export {
  cachePolicies,
  contentEtag,
  type IndexedFile,
  indexStaticFiles,
  pagePolicy,
  type StaticIndex,
} from "./static/file-index";

/** A page answered from memory with its brotli/gzip twins (the 404 page, `not-found-page.ts`). */
export type StaticFile = Pick<
  IndexedFile,
  "type" | "etag" | "cacheControl" | "contentSecurityPolicy" | "encoded"
> & { body: Buffer };

/**
 * The 404 page, rendered once when the server starts (it is the same for every address), and
 * which addresses get it without going through the renderer: those no route but the
 * catch-all one could match.
 */
export interface NotFoundPage {
  page: StaticFile;
  isUnclaimed(pathname: string): boolean;
}

/** What the request in flight was matched to, for the `setHeaders` callback. */
const chosen = new WeakMap<ServerResponse, IndexedFile>();

/**
 * Serves the build's files. Text (pages, scripts, styles) is answered from memory with
 * Express's `response.send`, which answers conditional requests (If-None-Match with weak tags
 * and lists) and HEAD; reading each page from disk through serve-static halved the requests
 * per second of the home page (1,450 against 2,800, 20 connections on this 2-core machine),
 * under the load target of 2,000. Pictures and fonts go through `express.static`
 * (serve-static), which adds Range. This module only decides which file an address gets (or
 * which compressed twin of it) and with which headers. Chosen over `sirv`, which matches
 * If-None-Match as one exact string and picks a twin by substring (so `br;q=0` got brotli).
 *
 * A page asked for with a query its route reads (`/projects?category=…`) is left to the server
 * renderer, because the prerendered HTML only shows the page without one. A query it does not
 * read (`?utm_source=…`, `?gclid=…`) gets the file (`queryReadBy`, decision 036); without
 * `queryReadBy`, every query is rendered. A page's data (`.data`) always is: React Router
 * reads its own parameters there.
 */
export function serveStaticFiles(
  { root, files }: StaticIndex,
  notFound?: NotFoundPage,
  queryReadBy?: (pagePath: string) => readonly string[],
) {
  const readsItsQuery = (pathname: string, url: string) => {
    if (!queryReadBy || isDataPath(pathname)) return true;
    const read = queryReadBy(pathname);
    if (read.length === 0) return false;
    for (const name of new URLSearchParams(url.slice(url.indexOf("?") + 1)).keys())
      if (read.includes(name)) return true;
    return false;
  };
  const serve = express.static(root, {
    index: false,
    redirect: false,
    dotfiles: "ignore",
    // Our own ETags (a hash of the content for text, stable from one build to the next),
    // compared by serve-static; no Last-Modified, which changes with every deploy.
    etag: false,
    lastModified: false,
    cacheControl: false,
    setHeaders: (response) => {
      const file = chosen.get(response);
      if (!file) return;
      response.setHeader("Content-Type", file.type);
      response.setHeader("Cache-Control", file.cacheControl);
      response.setHeader("ETag", file.etag);
    },
  });

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const hasQuery = request.originalUrl.includes("?");

    if (pathname.length > 1 && pathname.endsWith("/") && files.get(pathname.slice(0, -1))?.isPage) {
      const query = hasQuery ? request.originalUrl.slice(request.originalUrl.indexOf("?")) : "";
      return response.redirect(308, pathname.slice(0, -1) + query);
    }

    const file = files.get(pathname);
    if (!file && notFound && !isDataPath(pathname) && notFound.isUnclaimed(pathname))
      return sendInMemory(request, response, notFound.page, 404);
    if (!file || (file.isPage && hasQuery && readsItsQuery(pathname, request.originalUrl)))
      return next();
    if (file.body) return sendInMemory(request, response, { ...file, body: file.body }, 200);

    chosen.set(response, file);
    // serve-static reads the path from the URL, synchronously: point it at the file, then put
    // the URL back for the request log and for whatever runs next.
    const url = request.url;
    request.url = file.file.split("/").map(encodeURIComponent).join("/");
    try {
      serve(request, response, next);
    } finally {
      request.url = url;
    }
  };
}

/** From memory: `response.send` sets the length and answers HEAD and If-None-Match (304). */
function sendInMemory(request: Request, response: Response, page: StaticFile, status: 200 | 404) {
  response.status(status);
  response.setHeader("Content-Type", page.type);
  response.setHeader("Cache-Control", page.cacheControl);
  response.setHeader("ETag", page.etag);
  if (page.contentSecurityPolicy)
    response.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  response.setHeader("Vary", "Accept-Encoding");
  const coding = chooseCoding(
    request,
    (["br", "gzip"] as const).filter((twin) => page.encoded[twin]),
  );
  if (coding) response.setHeader("Content-Encoding", coding);
  response.send((coding && page.encoded[coding]) || page.body);
}
