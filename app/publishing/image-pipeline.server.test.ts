import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareVariants, processImages } from "./image-pipeline.server";

let dir: string;
let photo: string;
let drawing: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "images-"));
  photo = path.join(dir, "photo.jpg");
  drawing = path.join(dir, "drawing.svg");
  await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a6696" } })
    .jpeg()
    .toFile(photo);
  writeFileSync(
    drawing,
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1500 1000"><rect width="1500" height="1000" fill="#1b4a7a"/></svg>',
  );
});

describe("processImages", () => {
  it("makes AVIF, WebP and JPEG at each width, never enlarging a photo", async () => {
    const outputDir = path.join(dir, "out");
    const manifest = await processImages(
      [
        { key: "projects/a/photo.jpg", file: photo },
        { key: "services/drawing.svg", file: drawing },
      ],
      { cacheDir: path.join(dir, "cache"), outputDir, publicPath: "/img" },
    );
    const photoImage = manifest["projects/a/photo.jpg"];
    expect(photoImage).toMatchObject({ width: 800, height: 533 });
    expect(photoImage?.color).toMatch(/^#[23][0-9a-f][56][0-9a-f][89][0-9a-f]$/);
    expect(photoImage?.avif.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "400w",
      "720w",
      "800w",
    ]);
    const drawingImage = manifest["services/drawing.svg"];
    expect(drawingImage?.width).toBe(1600);
    expect(drawingImage?.jpeg).toContain("1200w");
    expect(drawingImage?.full).toMatch(/^\/img\/services-drawing-[0-9a-f]{8}-1600\.jpg$/);

    const files = readdirSync(outputDir);
    expect(files.filter((file) => file.startsWith("projects-a-photo-"))).toHaveLength(9);
    expect(files.filter((file) => file.startsWith("services-drawing-"))).toHaveLength(15);
    for (const format of ["avif", "webp"]) {
      const variant = files.find((file) => file.endsWith(`-400.${format}`));
      expect((await sharp(path.join(outputDir, variant ?? "")).metadata()).format).toBe(
        format === "avif" ? "heif" : format,
      );
    }
  });

  it("reuses its cache on the next build", async () => {
    const options = {
      cacheDir: path.join(dir, "cache-2"),
      outputDir: path.join(dir, "out-2"),
      publicPath: "/img",
    };
    const seen: boolean[] = [];
    await processImages([{ key: "photo.jpg", file: photo }], options);
    await processImages([{ key: "photo.jpg", file: photo }], {
      ...options,
      onProgress: (_done, _total, cached) => seen.push(cached),
    });
    expect(seen).toEqual([true]);
    expect(existsSync(path.join(dir, "out-2"))).toBe(true);
  });

  it("finds a photo's sizes made when it was uploaded, twice at once included, and only links them", async () => {
    const cacheDir = path.join(dir, "cache-3");
    const bytes = readFileSync(photo);
    // The upload's and a publish's encoding of the same photo, at the same moment.
    await Promise.all([
      prepareVariants(bytes, "photo.jpg", cacheDir),
      prepareVariants(bytes, "photo.jpg", cacheDir),
    ]);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const seen: boolean[] = [];
    const manifest = await processImages([{ key: "photo.jpg", file: photo }], {
      cacheDir,
      outputDir: path.join(dir, "out-3"),
      publicPath: "/img",
      onProgress: (_done, _total, cached) => seen.push(cached),
    });
    expect(seen).toEqual([true]);
    expect(manifest["photo.jpg"]).toMatchObject({ width: 800, height: 533 });
    expect(readdirSync(path.join(dir, "out-3"))).toHaveLength(9);
  });
});
