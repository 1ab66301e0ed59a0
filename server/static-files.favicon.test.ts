import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDir, startTestApp, type TestApp } from "../tests/support/test-app";

/** public/favicon.ico is a committed file (no longer drawn at build): check what it holds. */
const committed = readFileSync(path.resolve("public", "favicon.ico"));

function icoImages(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    return {
      width: ico.readUInt8(entry) || 256,
      height: ico.readUInt8(entry + 1) || 256,
      png: ico.subarray(offset, offset + size),
    };
  });
}

describe("the favicon", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.stop();
    removeDir(app.dataDir);
  });

  it("is committed as an .ico of 16, 32 and 48 pixel PNGs", () => {
    const images = icoImages(committed);
    expect(images.map(({ width, height }) => [width, height])).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
    for (const { width, png } of images) {
      expect(png.subarray(0, 8)).toEqual(Buffer.from("\x89PNG\r\n\x1a\n", "latin1"));
      expect(png.readUInt32BE(16)).toBe(width);
    }
  });

  it("is served at /favicon.ico as that file", async () => {
    const response = await fetch(`${app.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/x-icon");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(committed);
  });
});
