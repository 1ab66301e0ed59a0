import { linkSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachePolicies, indexStaticFiles, serveStaticFiles } from "./static-files";

let baseUrl: string;
let close: () => void;
const script = "console.log('hydrate');".repeat(50);
const picture = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7) % 256));

/** A request exactly as written (fetch would tidy the path and add Cache-Control: no-cache). */
function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    httpRequest({ hostname, port, path: pathname, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

beforeAll(async () => {
  const outside = mkdtempSync(path.join(tmpdir(), "static-files-"));
  writeFileSync(path.join(outside, "secret.txt"), "secret");
  const clientDir = path.join(outside, "client");
  const write = (relative: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(clientDir, relative)), { recursive: true });
    writeFileSync(path.join(clientDir, relative), body);
  };
  write("index.html", "<h1>Home</h1>");
  write("about/index.html", "<h1>About</h1>");
  write("about.data", "[about data]");
  write("assets/entry-AbC123.js", script);
  write("assets/entry-AbC123.js.br", brotliCompressSync(script));
  write("assets/entry-AbC123.js.gz", gzipSync(script));
  write("img/house-1a2b3c4d-400.avif", picture);
  write("favicon.svg", "<svg/>");
  write(".env", "SECRET=1");
  write("assets/.hidden.js", "hidden");

  const app = express();
  // As if /about's route read `?category=` and no other page read a query.
  const queryReadBy = (page: string) => (page === "/about" ? ["category"] : []);
  app.use(serveStaticFiles(indexStaticFiles(clientDir, { https: false }), undefined, queryReadBy));
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

  it("leaves a page asked for with a query it reads to the server renderer", async () => {
    const response = await fetch(`${baseUrl}/about?utm_source=flyer&category=commercial`);
    expect(response.status).toBe(299);
    expect(await response.text()).toBe("rendered /about?utm_source=flyer&category=commercial");
  });

  it("serves the page's file for a query it does not read: campaign tags, click ids, anything", async () => {
    for (const address of ["/about?utm_source=flyer&src=van", "/about?gclid=abc", "/?x=1&y"]) {
      const response = await fetch(`${baseUrl}${address}`);
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toMatch(/^<h1>(About|Home)<\/h1>$/);
    }
    // A page's data is React Router's to answer: it reads parameters of its own there.
    expect((await fetch(`${baseUrl}/about.data?utm_source=flyer`)).status).toBe(299);
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

  it("answers 304 to a matching ETag, weak or in a list", async () => {
    const etag = (await get("/favicon.svg")).headers.etag ?? "";
    expect(etag).toMatch(/^"/);
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const second = await get("/favicon.svg", { "if-none-match": tag });
      expect(second.status, tag).toBe(304);
      expect(second.body.length).toBe(0);
    }
    expect((await get("/favicon.svg", { "if-none-match": '"other"' })).status).toBe(200);
    // The same tag for every coding of a file: a 304 for the plain file is one for its twins.
    const page = await get("/assets/entry-AbC123.js", { "accept-encoding": "br" });
    const again = await get("/assets/entry-AbC123.js", {
      "accept-encoding": "br",
      "if-none-match": page.headers.etag ?? "",
    });
    expect(again.status).toBe(304);
  });

  it("honours q-values in Accept-Encoding, preferring brotli among equals", async () => {
    const coding = async (accept: string) =>
      (await get("/assets/entry-AbC123.js", { "accept-encoding": accept })).headers[
        "content-encoding"
      ];
    expect(await coding("gzip, deflate, br")).toBe("br");
    expect(await coding("br;q=0, gzip")).toBe("gzip");
    expect(await coding("gzip;q=0, br;q=0")).toBeUndefined();
    expect(await coding("*")).toBe("br");
    const plain = await get("/assets/entry-AbC123.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(script);
    const gzip = await get("/assets/entry-AbC123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(gzip.headers["content-length"]).toBe(String(gzipSync(script).length));
  });

  it("answers a byte range of a picture; text, sent whole from memory, ignores the range", async () => {
    const image = await get("/img/house-1a2b3c4d-400.avif", { range: "bytes=0-99" });
    expect(image.status).toBe(206);
    expect(image.headers["content-range"]).toBe(`bytes 0-99/${picture.length}`);
    expect(image.body).toEqual(picture.subarray(0, 100));
    const text = await get("/assets/entry-AbC123.js", { range: "bytes=0-9" });
    expect(text.status).toBe(200);
    expect(text.body.toString()).toBe(script);
  });

  it("serves page data for its bare path only, as a page", async () => {
    const data = await get("/about.data");
    expect(data.headers["content-type"]).toBe("text/x-script; charset=utf-8");
    expect(data.headers["cache-control"]).toBe(cachePolicies.page);
    expect(data.body.toString()).toBe("[about data]");
    expect((await get("/about.data?_routes=x")).status).toBe(299);
  });

  it("serves only the files it indexed: no folders, dotfiles, twins or index.html by name", async () => {
    for (const attempt of [
      "/assets",
      "/assets/",
      "/about/index.html",
      "/assets/entry-AbC123.js.br",
      "/.env",
      "/%2eenv",
      "/assets/.hidden.js",
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
    ]) {
      const response = await get(attempt);
      expect(response.status, attempt).toBe(299);
      expect(response.body.toString(), attempt).toBe(`rendered ${attempt}`);
    }
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
    const head = await get("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String("<h1>About</h1>".length));
    expect(head.body.length).toBe(0);
  });
});

describe("indexStaticFiles after a publish", () => {
  it("keeps what it has in memory of the files linked unchanged, and reads the pages made anew", () => {
    const root = mkdtempSync(path.join(tmpdir(), "static-index-"));
    const write = (dir: string, file: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    const live = path.join(root, "live");
    write(live, "about/index.html", "<p>About us</p>".repeat(60));
    write(live, "faqs/index.html", "<p>The old question?</p>".repeat(60));
    write(live, "assets/app-1.js", script);
    const before = indexStaticFiles(live, { https: false });

    const next = path.join(root, "next");
    for (const file of ["about/index.html", "assets/app-1.js"]) {
      mkdirSync(path.dirname(path.join(next, file)), { recursive: true });
      linkSync(path.join(live, file), path.join(next, file));
    }
    write(next, "faqs/index.html", "<p>The new question?</p>".repeat(60));
    const after = indexStaticFiles(next, { https: false }, before);

    expect(after.files.get("/about")).toBe(before.files.get("/about"));
    expect(after.files.get("/assets/app-1.js")).toBe(before.files.get("/assets/app-1.js"));
    expect(after.files.get("/faqs")).not.toBe(before.files.get("/faqs"));
    expect(after.files.get("/faqs")?.body?.toString()).toContain("The new question?");
    expect(after.root).toBe(path.resolve(next));
  });
});
