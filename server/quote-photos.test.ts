import { readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { photosOf } from "./photos/photo-store";
import {
  boundary,
  heicLike,
  multipartStream,
  noisyJpeg,
  type Part,
  pngBomb,
  smallJpeg,
} from "./photos/test-photos";
import { countRows, referenceIn, validRequest, waitFor } from "./testing/quote-posts";
import { type SmtpSink, startSmtpSink } from "./testing/smtp-sink";
import { removeDir, startTestApp, type TestApp } from "./testing/test-app";

/**
 * The quote form with photos, posted as a browser without JavaScript does (multipart to
 * /contact), against the real server: what is stored, what the emails carry, and every
 * hostile upload answered with a 4xx and nothing kept.
 */
let app: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({
    SMTP_URL: smtp.url,
    QUOTE_NOTIFY_TO: "owner@example.net",
    QUOTE_RATE_LIMIT: "1000",
  });
});
afterAll(async () => {
  await app.stop();
  await smtp.close();
  removeDir(app.dataDir);
});

let requestNumber = 0;
/** The form's answers, each post with its own idempotency key unless one is given. */
function answers(overrides: Record<string, string> = {}): Part[] {
  const fields = { ...validRequest, idempotencyKey: `photo-test-${++requestNumber}`, ...overrides };
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

const photo = (content: Buffer | number, filename = "photo.jpg", type = "image/jpeg"): Part => ({
  name: "photos",
  filename,
  content,
  type,
});

/** Streams a multipart body to /contact; a connection the server closes early counts as its status. */
function send(
  parts: Part[],
  { contentLength = true, headers = {} as Record<string, string> } = {},
): Promise<{ status: number; html: string }> {
  const stream = multipartStream(parts, { contentLength });
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${app.url}/contact`, {
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

const photosDir = () => path.join(app.dataDir, "photos");
const uploadsDir = () => path.join(app.dataDir, "uploads");
const filesIn = (dir: string) => readdirSync(dir).sort();

/** Nothing kept: no request, no photo file, no upload left in the temporary folder. */
async function expectNothingKept(before: { requests: number; photos: string[] }) {
  expect(countRows(app)).toBe(before.requests);
  await waitFor(() => filesIn(uploadsDir()).length === 0);
  expect(filesIn(photosDir())).toEqual(before.photos);
}

let before: { requests: number; photos: string[] };
beforeEach(() => {
  before = { requests: countRows(app), photos: filesIn(photosDir()) };
});

describe("a quote request with photos", () => {
  it("stores the request with its photos re-encoded without metadata, emails them to the owner and tells the customer how many arrived", async () => {
    const located = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: "#7a5" },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "53/1 49/1 1234/100" } })
      .toBuffer();
    const sent = smtp.received.length;
    const { status, html } = await send([
      ...answers(),
      photo(located, "IMG_0042.jpg"),
      photo(await noisyJpeg(1600, 1200), "crack.jpg"),
    ]);
    expect(status).toBe(200);
    const reference = referenceIn(html);
    expect(reference).toBeDefined();
    const id = Number(reference?.slice(3));
    const stored = photosOf(app.services.db, id);
    expect(stored.map((row) => row.originalName)).toEqual(["IMG_0042.jpg", "crack.jpg"]);
    expect(Math.max(stored[0]?.width ?? 0, stored[0]?.height ?? 0)).toBeLessThanOrEqual(2560);
    const file = readFileSync(path.join(photosDir(), stored[0]?.fileName ?? ""));
    expect((await sharp(file).metadata()).exif).toBeUndefined();
    expect(file.toString("latin1")).not.toContain("GPS");

    await waitFor(() => smtp.received.length === sent + 2);
    const owner = smtp.received.find((mail) => mail.subject.includes(reference ?? "?"));
    const customer = smtp.received.find(
      (mail) => mail.subject.includes(reference ?? "?") && mail !== owner,
    );
    expect(owner?.attachments.map((attachment) => attachment.filename)).toEqual([
      `${reference}-photo-1.jpg`,
      `${reference}-photo-2.jpg`,
    ]);
    for (const attachment of owner?.attachments ?? [])
      expect(attachment.size).toBeLessThan(1_000_000);
    expect(owner?.size).toBeLessThan(10_000_000);
    expect(owner?.text).toContain("2 photos, attached");
    expect(customer?.text).toContain("We received 2 photos.");
    expect(customer?.attachments).toEqual([]);
    expect(filesIn(uploadsDir())).toEqual([]);
  });

  it("works as before without photos: the form's empty file field is ignored", async () => {
    const { status, html } = await send([...answers(), photo(Buffer.alloc(0), "")]);
    expect(status).toBe(200);
    const id = Number(referenceIn(html)?.slice(3));
    expect(photosOf(app.services.db, id)).toEqual([]);
    expect(filesIn(photosDir())).toEqual(before.photos);
  });

  it("sent twice (a double click) is stored once, with the first post's photos only", async () => {
    const parts = [...answers({ idempotencyKey: "photo-double-click" }), photo(await smallJpeg())];
    const [first, second] = await Promise.all([send(parts), send(parts)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(referenceIn(first.html)).toBe(referenceIn(second.html));
    expect(countRows(app)).toBe(before.requests + 1);
    await waitFor(() => filesIn(uploadsDir()).length === 0);
    // One photo and its thumbnail.
    expect(filesIn(photosDir()).length).toBe(before.photos.length + 2);
  });

  it("keeps only the last part of a file name with a path in it, and writes nothing outside its folder", async () => {
    const { status, html } = await send([
      ...answers(),
      photo(await smallJpeg(), "../../../../etc/cron.d/evil.jpg"),
    ]);
    expect(status).toBe(200);
    const [stored] = photosOf(app.services.db, Number(referenceIn(html)?.slice(3)));
    expect(stored?.originalName).toBe("evil.jpg");
    expect(stored?.fileName).toMatch(/^[0-9a-f]{32}\.jpg$/);
  });
});

describe("hostile uploads: a clear 4xx beside the photos, the answers kept, nothing stored", () => {
  it("a 7th photo", async () => {
    const jpeg = await smallJpeg();
    const { status, html } = await send([
      ...answers(),
      ...Array.from({ length: 7 }, (_, index) => photo(jpeg, `p${index}.jpg`)),
    ]);
    expect(status).toBe(400);
    expect(html).toContain("Please send at most 6 photos");
    expect(html).toContain('value="Sarah"');
    await expectNothingKept(before);
  });

  it("a 16 MB photo", async () => {
    const { status, html } = await send([...answers(), photo(16_000_000, "huge.jpg")]);
    expect(status).toBe(413);
    expect(html).toContain("&quot;huge.jpg&quot; is larger than 15 MB");
    await expectNothingKept(before);
  });

  it("41 MB in all: refused before it is read", async () => {
    const parts = [...answers(), photo(14_000_000), photo(14_000_000), photo(13_000_000)];
    const { status, html } = await send(parts);
    expect(status).toBe(413);
    expect(html).toContain("40 MB");
    await expectNothingKept(before);
  });

  it("over 40 MB of photos in a body that does not say its size", async () => {
    const parts = [...answers(), photo(14_000_000), photo(14_000_000), photo(12_500_000)];
    const { status } = await send(parts, {
      contentLength: false,
      headers: { "transfer-encoding": "chunked" },
    });
    // Without a length the server refuses at once (411); browsers always send one.
    expect([411, 413]).toContain(status);
    await expectNothingKept(before);
  });

  for (const [name, content, filename, type] of [
    ["an HTML page named .jpg", Buffer.from("<html><script>alert(1)</script></html>"), "a.jpg"],
    ["a script named .jpg", Buffer.from("#!/bin/sh\nrm -rf /\n"), "run.jpg"],
    [
      "an SVG",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "drawing.svg",
      "image/svg+xml",
    ],
  ] as const) {
    it(name, async () => {
      const { status, html } = await send([
        ...answers(),
        photo(content, filename, type ?? "image/jpeg"),
      ]);
      expect(status).toBe(400);
      expect(html).toContain(filename);
      expect(html).toMatch(/not a photo/);
      expect(html).not.toContain("<script>alert(1)");
      await expectNothingKept(before);
    });
  }

  it("a truncated JPEG", async () => {
    const jpeg = await noisyJpeg(800, 600);
    const { status, html } = await send([
      ...answers(),
      photo(jpeg.subarray(0, jpeg.length / 2), "cut.jpg"),
    ]);
    expect(status).toBe(400);
    expect(html).toContain("cut.jpg");
    await expectNothingKept(before);
  });

  it("a 30,000 × 30,000 PNG (a decompression bomb)", async () => {
    const { status, html } = await send([
      ...answers(),
      photo(await pngBomb(30_000, 30_000), "bomb.png", "image/png"),
    ]);
    expect(status).toBe(400);
    expect(html).toContain("bomb.png");
    await expectNothingKept(before);
  });

  it("a zero-byte photo", async () => {
    const { status, html } = await send([...answers(), photo(Buffer.alloc(0), "empty.jpg")]);
    expect(status).toBe(400);
    expect(html).toContain("&quot;empty.jpg&quot; is empty");
    await expectNothingKept(before);
  });

  it("a HEIC photo, where the image library cannot decode it, says to send JPEG", async () => {
    const { status, html } = await send([
      ...answers(),
      photo(heicLike(), "IMG_1234.HEIC", "image/heic"),
    ]);
    expect(status).toBe(400);
    expect(html).toContain("IMG_1234.HEIC");
    expect(html).toContain("JPEG");
    await expectNothingKept(before);
  });

  it("a broken multipart body (the boundary never closes)", async () => {
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nSarah\r\n--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`;
    const response = await fetch(`${app.url}/contact`, {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("did not arrive complete");
    await expectNothingKept(before);
  });

  it("a multipart post without a boundary", async () => {
    const response = await fetch(`${app.url}/contact`, {
      method: "POST",
      body: "firstName=Sarah",
      headers: { "content-type": "multipart/form-data" },
    });
    expect(response.status).toBe(400);
    await expectNothingKept(before);
  });

  it("photos to a page without the form: only a small body is allowed there", async () => {
    const stream = multipartStream([...answers(), photo(200_000)], { contentLength: true });
    const response = await fetch(`${app.url}/about`, {
      method: "POST",
      body: Buffer.concat(await stream.body.toArray()),
      headers: stream.headers,
    });
    expect([405, 413]).toContain(response.status);
    await expectNothingKept(before);
  });
});
