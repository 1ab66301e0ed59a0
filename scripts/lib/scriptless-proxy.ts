import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

/** Removes every script that would run, and the preloads of script modules, from a page. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * A second address for the production server that serves each page without its
 * JavaScript (and everything else untouched), to measure what hydration costs.
 */
export async function startScriptlessProxy(upstreamPort: number) {
  // Each page is rewritten once, so the proxy adds no time of its own to what is measured.
  const pages = new Map<
    string,
    { status: number; headers: http.OutgoingHttpHeaders; body: Buffer }
  >();
  const server = http.createServer((request, response) => {
    const cached = request.method === "GET" ? pages.get(request.url ?? "") : undefined;
    if (cached) {
      response.writeHead(cached.status, cached.headers);
      response.end(cached.body);
      return;
    }
    // Pages (addresses without a file extension) come uncompressed so they can be rewritten;
    // everything else travels compressed, as it does from the server itself.
    const isPage = !path.extname(new URL(request.url ?? "/", "http://localhost").pathname);
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        path: request.url,
        method: request.method,
        headers: {
          ...request.headers,
          host: `localhost:${upstreamPort}`,
          ...(isPage ? { "accept-encoding": "identity" } : {}),
        },
      },
      (upstreamResponse) => {
        const isHtml =
          isPage && (upstreamResponse.headers["content-type"] ?? "").startsWith("text/html");
        if (!isHtml) {
          response.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
          upstreamResponse.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        upstreamResponse.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstreamResponse.on("end", () => {
          const html = withoutScripts(Buffer.concat(chunks).toString("utf8"));
          const body = brotliCompressSync(html, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
          });
          const { "content-length": _length, etag: _etag, ...headers } = upstreamResponse.headers;
          response.writeHead(upstreamResponse.statusCode ?? 200, {
            ...headers,
            "content-encoding": "br",
            "content-length": body.length,
          });
          response.end(body);
        });
      },
    );
    upstream.on("error", () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    // Chromium keeps a connection open after the last page; close it rather than wait forever.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
