import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { quoteUploadLimits } from "~/quote-requests/quote-photo-posts.server";
import { refusalOf, uploadDirs } from "../../tests/support/multipart-posts";
import { boundary, headersFor, listDir, multipartBuffer } from "../../tests/support/test-photos";
import {
  parseUpload,
  parseUploadRequest,
  type UploadLimits,
  type UploadResult,
} from "./multipart.server";

const newUploadDir = uploadDirs("multipart-request-");
let uploadDir: string;
beforeEach(() => {
  uploadDir = newUploadDir();
});

describe("parseUploadRequest", () => {
  it("works on a web Request too", async () => {
    const body = multipartBuffer([
      { name: "firstName", value: "Sarah" },
      { name: "message", value: "The crack by the back door.\r\nSince March." },
      { name: "photos", filename: "a.jpg", content: Buffer.from("abc") },
    ]);
    const request = new Request("http://site.test/contact", {
      method: "POST",
      body: new Uint8Array(body),
      headers: headersFor(),
    });
    const result = await parseUploadRequest(request, { uploadDir, limits: quoteUploadLimits });
    expect(result.ok && result.files.map((file) => file.bytes)).toEqual([3]);
  });
});

describe("uploads over a real connection", () => {
  let server: Server;
  let results: Promise<UploadResult>[] = [];
  let limits: Partial<UploadLimits> = {};
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    results = [];
  });

  async function listen() {
    server = createServer((request, response) => {
      const result = parseUpload(request, request.headers, {
        uploadDir,
        limits: { ...quoteUploadLimits, ...limits },
      });
      results.push(result);
      result.then((outcome) => {
        response.writeHead(outcome.ok ? 200 : outcome.refusal.status, { connection: "close" });
        // After a refusal the rest of the body is not read: answer, then close.
        response.end(outcome.ok ? "ok" : outcome.refusal.kind, () => {
          if (!outcome.ok) request.destroy();
        });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as AddressInfo).port;
  }

  /** The outcome of the n-th request the server has seen (0-based), once it has one. */
  async function outcome(n: number): Promise<UploadResult> {
    while (results.length <= n) await new Promise((resolve) => setTimeout(resolve, 10));
    return results[n] as Promise<UploadResult>;
  }

  function post(port: number) {
    const client = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/contact",
      headers: headersFor(),
    });
    client.on("error", () => {});
    return client;
  }

  it("times out an upload sent a few bytes a second, and deletes its temporary file", async () => {
    limits = { idleTimeoutMs: 400, minBytesPerWindow: 1024 };
    const port = await listen();
    const client = post(port);
    const status = new Promise<number>((resolve) =>
      client.on("response", (r) => resolve(r.statusCode ?? 0)),
    );
    client.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="slow.jpg"\r\n\r\n`,
    );
    client.write(Buffer.alloc(100, 1));
    const started = Date.now();
    const trickle = setInterval(() => client.write("abcde"), 100);
    const result = await outcome(0);
    const waited = Date.now() - started;
    expect(refusalOf(result)).toMatchObject({ kind: "timeout", status: 408 });
    expect(waited).toBeLessThan(2000);
    // The visitor's browser is told, although it is still sending.
    expect(await status).toBe(408);
    clearInterval(trickle);
    client.destroy();
    expect(listDir(uploadDir)).toEqual([]);
  });

  it("times out a silent upload, and one that never finishes however steady", async () => {
    limits = { idleTimeoutMs: 300, minBytesPerWindow: 1 };
    const port = await listen();
    const silent = post(port);
    silent.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nabc`,
    );
    expect(refusalOf(await outcome(0)).kind).toBe("timeout");
    silent.destroy();

    limits = { idleTimeoutMs: 300, minBytesPerWindow: 1, maxDurationMs: 700 };
    const steady = post(port);
    steady.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="b.jpg"\r\n\r\n`,
    );
    const drip = setInterval(() => steady.write(Buffer.alloc(2000, 1)), 50);
    const result = await outcome(1);
    clearInterval(drip);
    steady.destroy();
    expect(refusalOf(result).kind).toBe("timeout");
    expect(listDir(uploadDir)).toEqual([]);
  });

  it("gives up cleanly when the visitor's connection drops mid-photo", async () => {
    limits = {};
    const port = await listen();
    const client = post(port);
    client.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n`,
    );
    client.write(Buffer.alloc(200_000, 1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();
    const result = await outcome(0);
    expect(["aborted", "bad-multipart"]).toContain(refusalOf(result).kind);
    expect(listDir(uploadDir)).toEqual([]);
  });
});
