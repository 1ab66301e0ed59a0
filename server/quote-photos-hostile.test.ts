import { beforeEach, describe, expect, it } from "vitest";
import { answers, type Kept, photo, quoteFormServer } from "../tests/support/quote-photo-server";
import {
  boundary,
  heicLike,
  multipartStream,
  noisyJpeg,
  pngBomb,
  smallJpeg,
} from "../tests/support/test-photos";

/** The quote form's hostile uploads, each answered with a 4xx and nothing kept. */
const server = quoteFormServer();
const { send, expectNothingKept } = server;
let before: Kept;
beforeEach(() => {
  before = server.kept();
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
    const response = await fetch(`${server.app.url}/contact`, {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("did not arrive complete");
    await expectNothingKept(before);
  });

  it("a multipart post without a boundary", async () => {
    const response = await fetch(`${server.app.url}/contact`, {
      method: "POST",
      body: "firstName=Sarah",
      headers: { "content-type": "multipart/form-data" },
    });
    expect(response.status).toBe(400);
    await expectNothingKept(before);
  });

  it("photos to a page without the form: only a small body is allowed there", async () => {
    const stream = multipartStream([...answers(), photo(200_000)], { contentLength: true });
    const response = await fetch(`${server.app.url}/about`, {
      method: "POST",
      body: Buffer.concat(await stream.body.toArray()),
      headers: stream.headers,
    });
    expect([405, 413]).toContain(response.status);
    await expectNothingKept(before);
  });
});
