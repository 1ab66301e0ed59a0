import { createHash } from "node:crypto";
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { contentSecurityPolicy } from "../app/lib/content-security-policy";
import { inlineScriptHashes } from "../app/lib/content-security-policy.server";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};
/** Text files are kept in memory with their brotli/gzip twins written by the build. */
const inMemory = new Set([
  ".html",
  ".data",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
]);

export const cachePolicies = {
  /** Hashed names change whenever content does, so a year is safe. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages: short, so a new build is seen within minutes. */
  page: "public, max-age=300",
  other: "public, max-age=86400",
} as const;

export interface StaticFile {
  file: string;
  type: string;
  size: number;
  etag: string;
  cacheControl: string;
  /** Prerendered HTML or its `.data` twin: only valid for the bare path, without a query. */
  isPage: boolean;
  /** For a prerendered page: its policy, with the hashes of its own inline scripts. */
  contentSecurityPolicy?: string;
  body?: Buffer;
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** Maps every servable URL path to its file in the client build; nothing else can be served. */
export function indexStaticFiles(
  clientDir: string,
  { https }: { https: boolean },
): Map<string, StaticFile> {
  const index = new Map<string, StaticFile>();
  for (const file of walk(clientDir)) {
    const extension = path.extname(file);
    if (extension === ".br" || extension === ".gz") continue;
    const relative = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    const isHtml = relative.endsWith("/index.html");
    const urlPath = isHtml ? relative.slice(0, -"/index.html".length) || "/" : relative;
    const isPage = isHtml || extension === ".data";
    const stat = statSync(file);
    const body = inMemory.has(extension) ? readFileSync(file) : undefined;
    index.set(urlPath, {
      file,
      type: contentTypes[extension] ?? "application/octet-stream",
      size: stat.size,
      etag: body
        ? contentEtag(body)
        : `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`,
      cacheControl: isPage
        ? cachePolicies.page
        : /^\/(assets|img)\//.test(relative)
          ? cachePolicies.immutable
          : cachePolicies.other,
      isPage,
      contentSecurityPolicy: isHtml && body ? pagePolicy(body, https) : undefined,
      body,
      encoded: body ? { br: readIfExists(`${file}.br`), gzip: readIfExists(`${file}.gz`) } : {},
    });
  }
  return index;
}

export function contentEtag(body: Buffer): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

/** A page's policy: the default one plus the hashes of the page's own inline scripts. */
export function pagePolicy(html: Buffer, https: boolean): string {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html.toString("utf8")), https });
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function readIfExists(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

function pickEncoding(request: Request, file: StaticFile): "br" | "gzip" | undefined {
  const accepted = request.headers["accept-encoding"] ?? "";
  if (file.encoded.br && /\bbr\b/.test(accepted)) return "br";
  if (file.encoded.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/**
 * The 404 page, rendered once when the server starts (it is the same for every address), and
 * which addresses get it without going through the renderer: those no route but the
 * catch-all one could match.
 */
export interface NotFoundPage {
  page: StaticFile;
  isUnclaimed(pathname: string): boolean;
}

/**
 * Serves the build's files. A page path with a query string (`/projects?category=…`) is left
 * to the server renderer, because the prerendered HTML only shows the page without one.
 */
export function serveStaticFiles(index: Map<string, StaticFile>, notFound?: NotFoundPage) {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const hasQuery = request.originalUrl.includes("?");

    if (pathname.length > 1 && pathname.endsWith("/") && index.get(pathname.slice(0, -1))?.isPage) {
      const query = hasQuery ? request.originalUrl.slice(request.originalUrl.indexOf("?")) : "";
      return response.redirect(308, pathname.slice(0, -1) + query);
    }

    const file = index.get(pathname);
    if (!file && notFound && !pathname.endsWith(".data") && notFound.isUnclaimed(pathname))
      return send(request, response, notFound.page, 404);
    if (!file || (file.isPage && hasQuery)) return next();
    send(request, response, file, 200, next);
  };
}

function send(
  request: Request,
  response: Response,
  file: StaticFile,
  status: 200 | 404,
  next?: NextFunction,
) {
  response.status(status);
  response.setHeader("Content-Type", file.type);
  response.setHeader("Cache-Control", file.cacheControl);
  response.setHeader("ETag", file.etag);
  if (file.contentSecurityPolicy)
    response.setHeader("Content-Security-Policy", file.contentSecurityPolicy);
  if (file.body) response.setHeader("Vary", "Accept-Encoding");
  if (status === 200 && request.headers["if-none-match"] === file.etag) {
    response.statusCode = 304;
    return response.end();
  }

  const encoding = pickEncoding(request, file);
  const body = encoding ? file.encoded[encoding] : file.body;
  if (encoding) response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", body ? body.length : file.size);
  if (request.method === "HEAD") return response.end();
  if (body) return response.end(body);
  createReadStream(file.file)
    .on("error", (error) => next?.(error))
    .pipe(response);
}
