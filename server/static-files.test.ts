import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachePolicies, indexStaticFiles, serveStaticFiles } from "./static-files";

let baseUrl: string;
let close: () => void;

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), "static-files-"));
  const write = (relative: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(clientDir, relative)), { recursive: true });
    writeFileSync(path.join(clientDir, relative), body);
  };
  write("index.html", "<h1>Home</h1>");
  write("about/index.html", "<h1>About</h1>");
  write("about.data", "[about data]");
  const script = "console.log('hydrate');".repeat(50);
  write("assets/entry-AbC123.js", script);
  write("assets/entry-AbC123.js.br", brotliCompressSync(script));
  write("img/house-1a2b3c4d-400.avif", Buffer.from([0, 1, 2, 3]));
  write("favicon.svg", "<svg/>");

  const app = express();
  app.use(serveStaticFiles(indexStaticFiles(clientDir, { https: false })));
  app.use((request, response) => {
    response.status(299).send(`rendered ${request.originalUrl}`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

describe("serveStaticFiles", () => {
  it("serves a prerendered page at its clean path with a short cache", async () => {
    const response = await fetch(`${baseUrl}/about`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("cache-control")).toBe(cachePolicies.page);
    expect(await response.text()).toBe("<h1>About</h1>");
  });

  it("serves the home page at /", async () => {
    expect(await (await fetch(`${baseUrl}/`)).text()).toBe("<h1>Home</h1>");
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const response = await fetch(`${baseUrl}/about/?ref=x`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/about?ref=x");
  });

  it("leaves a page with a query string to the server renderer", async () => {
    const response = await fetch(`${baseUrl}/about?category=commercial`);
    expect(response.status).toBe(299);
    expect(await response.text()).toBe("rendered /about?category=commercial");
  });

  it("caches hashed assets for a year and sends the brotli twin when accepted", async () => {
    const response = await fetch(`${baseUrl}/assets/entry-AbC123.js`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.headers.get("cache-control")).toBe(cachePolicies.immutable);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toContain("hydrate");
    const image = await fetch(`${baseUrl}/img/house-1a2b3c4d-400.avif`);
    expect(image.headers.get("content-type")).toBe("image/avif");
    expect(image.headers.get("cache-control")).toBe(cachePolicies.immutable);
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await fetch(`${baseUrl}/favicon.svg`);
    const etag = first.headers.get("etag") ?? "";
    const second = await fetch(`${baseUrl}/favicon.svg`, { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
  });

  it("never serves a file outside the build, however the path is written", async () => {
    for (const attempt of [
      "/../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/about/..%2f..%2fetc%2fpasswd",
      "/%E0%A4%A",
    ]) {
      const response = await fetch(`${baseUrl}${attempt}`);
      expect(response.status, attempt).toBe(299);
    }
  });

  it("ignores methods other than GET and HEAD", async () => {
    const response = await fetch(`${baseUrl}/about`, { method: "POST" });
    expect(response.status).toBe(299);
    const head = await fetch(`${baseUrl}/about`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String("<h1>About</h1>".length));
  });
});
