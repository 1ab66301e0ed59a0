import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { countRows, validRequest, waitFor } from "./quote-posts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";
import { removeDir, startTestApp, type TestApp } from "./test-app";
import { multipartStream, type Part } from "./test-photos";

let requestNumber = 0;
/** The form's answers, each post with its own idempotency key unless one is given. */
export function answers(overrides: Record<string, string> = {}): Part[] {
  const fields = { ...validRequest, idempotencyKey: `photo-test-${++requestNumber}`, ...overrides };
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

export const photo = (
  content: Buffer | number,
  filename = "photo.jpg",
  type = "image/jpeg",
): Part => ({
  name: "photos",
  filename,
  content,
  type,
});

export const filesIn = (dir: string) => readdirSync(dir).sort();

/** What the server holds: the requests stored, and the photos' files. */
export type Kept = { requests: number; photos: string[] };

/**
 * The real server, with a mail sink, for the quote form with photos posted as a browser without
 * JavaScript does (multipart to /contact): started before the test file's tests, stopped after.
 */
export function quoteFormServer() {
  const photosDir = () => path.join(server.app.dataDir, "photos");
  const uploadsDir = () => path.join(server.app.dataDir, "uploads");

  /** Streams a multipart body to /contact; a connection the server closes early counts as its status. */
  function send(
    parts: Part[],
    { contentLength = true, headers = {} as Record<string, string> } = {},
  ): Promise<{ status: number; html: string }> {
    const stream = multipartStream(parts, { contentLength });
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${server.app.url}/contact`, {
        method: "POST",
        headers: { ...stream.headers, ...headers },
      });
      request.on("response", (response) => {
        let html = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          html += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, html }));
      });
      request.on("error", reject);
      stream.body.on("error", () => {});
      stream.body.pipe(request);
    });
  }

  const kept = (): Kept => ({ requests: countRows(server.app), photos: filesIn(photosDir()) });

  /** Nothing kept: no request, no photo file, no upload left in the temporary folder. */
  async function expectNothingKept(before: Kept) {
    expect(countRows(server.app)).toBe(before.requests);
    await waitFor(() => filesIn(uploadsDir()).length === 0);
    expect(filesIn(photosDir())).toEqual(before.photos);
  }

  const server = {
    app: undefined as unknown as TestApp,
    smtp: undefined as unknown as SmtpSink,
    send,
    photosDir,
    uploadsDir,
    kept,
    expectNothingKept,
  };
  beforeAll(async () => {
    server.smtp = await startSmtpSink();
    server.app = await startTestApp({
      SMTP_URL: server.smtp.url,
      QUOTE_NOTIFY_TO: "owner@example.net",
      QUOTE_RATE_LIMIT: "1000",
    });
  });
  afterAll(async () => {
    await server.app.stop();
    await server.smtp.close();
    removeDir(server.app.dataDir);
  });
  return server;
}
