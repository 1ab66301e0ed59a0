import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import type { ImageSource } from "../content/content-reader.server";
import type { ResponsiveImage } from "../content/responsive-image";
import { linkOrCopy } from "./release-files.server";

/** Widths a picture is made at; a photo is never enlarged past its own width. */
export const imageWidths = [400, 720, 800, 1200, 1600] as const;

const formats = {
  // Effort 1 takes a third of the time of effort 3 for files about 10% larger; quality 45
  // keeps drawings and photos clean at a quarter less than 55 (checked by eye at 2x zoom).
  avif: (image: Sharp) => image.avif({ quality: 45, effort: 1 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 78, mozjpeg: true, progressive: true }),
} as const;
type Format = keyof typeof formats;

/** Bump to re-encode every cached picture after changing the settings above. */
const pipelineVersion = "3";

interface CachedImage {
  width: number;
  height: number;
  color: string;
  widths: number[];
}

export interface ImagePipelineOptions {
  cacheDir: string;
  outputDir: string;
  publicPath: string;
  concurrency?: number;
  onProgress?: (done: number, total: number, cached: boolean) => void;
  /**
   * The variants a build already made (its manifest, and the folder they are in): a picture
   * whose bytes have not changed takes its files from there, so a server needs no cache of
   * its own for the pictures it was deployed with.
   */
  reuse?: { images: Record<string, ResponsiveImage>; dir: string };
}

/**
 * Turns each source picture into AVIF, WebP and JPEG at several widths, named by content hash
 * so they can be cached for a year. Work is cached by the source's bytes: a warm build only
 * copies files.
 */
export async function processImages(
  sources: ImageSource[],
  options: ImagePipelineOptions,
): Promise<Record<string, ResponsiveImage>> {
  await rm(options.outputDir, { recursive: true, force: true });
  await mkdir(options.outputDir, { recursive: true });
  const manifest: Record<string, ResponsiveImage> = {};
  let done = 0;
  const queue = [...sources];
  const worker = async () => {
    for (let source = queue.shift(); source; source = queue.shift()) {
      const { image, cached } = await processOne(source, options);
      manifest[source.key] = image;
      options.onProgress?.(++done, sources.length, cached);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  return Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A picture's variants in the cache (`cacheDir/HASH`), encoded now unless they already are.
 * Encoded into a folder of its own and renamed into place, so a publish and a photo's upload
 * encoding the same picture at once never see half a folder.
 */
const variantsHash = (bytes: Buffer) =>
  createHash("sha256")
    .update(pipelineVersion)
    .update(imageWidths.join(","))
    .update(bytes)
    .digest("hex")
    .slice(0, 12);

async function cachedVariants(bytes: Buffer, file: string, cacheDir: string) {
  const hash = variantsHash(bytes);
  const cacheFolder = path.join(cacheDir, hash);
  const metaFile = path.join(cacheFolder, "meta.json");
  if (existsSync(metaFile))
    return {
      hash,
      cacheFolder,
      cached: true,
      meta: JSON.parse(await readFile(metaFile, "utf8")) as CachedImage,
    };
  // A publish asking for a photo whose upload is still encoding it waits for that work.
  let encoding = encodingNow.get(cacheFolder);
  if (!encoding) {
    encoding = encodeInto(bytes, file, cacheFolder).finally(() => encodingNow.delete(cacheFolder));
    encodingNow.set(cacheFolder, encoding);
  }
  return { hash, cacheFolder, cached: false, meta: await encoding };
}

/** The pictures this process is encoding now, by their cache folder. */
const encodingNow = new Map<string, Promise<CachedImage>>();

async function encodeInto(bytes: Buffer, file: string, cacheFolder: string) {
  const making = `${cacheFolder}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  const meta = await encode(bytes, file, making);
  await writeFile(path.join(making, "meta.json"), JSON.stringify(meta));
  try {
    await rename(making, cacheFolder);
  } catch {
    await rm(making, { recursive: true, force: true }); // made meanwhile by another process
  }
  return meta;
}

/**
 * Makes a photo's variants as soon as the owner uploads it, in the background, so that
 * publishing it only links files (`processImages` finds them in the cache).
 */
export async function prepareVariants(
  bytes: Buffer,
  fileName: string,
  cacheDir: string,
): Promise<void> {
  await cachedVariants(bytes, fileName, cacheDir);
}

const baseNameOf = (key: string, hash: string) =>
  `${key
    .replace(/\.[a-z]+$/i, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .toLowerCase()}-${hash.slice(0, 8)}`;

/** The build's own variants of an unchanged picture, linked into `outputDir`, if it has them. */
function reused(source: ImageSource, bytes: Buffer, options: ImagePipelineOptions) {
  const image = options.reuse?.images[source.key];
  if (!image || !options.reuse) return undefined;
  const prefix = `${options.publicPath}/${baseNameOf(source.key, variantsHash(bytes))}-`;
  const urls = [image.avif, image.webp, image.jpeg].flatMap((srcset) =>
    srcset.split(", ").map((candidate) => candidate.split(" ")[0] ?? ""),
  );
  if (!urls.every((url) => url.startsWith(prefix))) return undefined;
  try {
    for (const url of urls)
      linkOrCopy(
        path.join(options.reuse.dir, path.basename(url)),
        path.join(options.outputDir, path.basename(url)),
      );
    return image;
  } catch {
    return undefined;
  }
}

async function processOne(source: ImageSource, options: ImagePipelineOptions) {
  const bytes = await readFile(source.file);
  const fromBuild = reused(source, bytes, options);
  if (fromBuild) return { image: fromBuild, cached: true };
  const { hash, cacheFolder, cached, meta } = await cachedVariants(
    bytes,
    source.file,
    options.cacheDir,
  );

  const baseName = baseNameOf(source.key, hash);
  const url = (width: number, format: Format) =>
    `${options.publicPath}/${baseName}-${width}.${format === "jpeg" ? "jpg" : format}`;
  // Hard links where the cache and the output share a disk (a publish's 1,300 files in a blink).
  for (const width of meta.widths)
    for (const format of Object.keys(formats) as Format[])
      linkOrCopy(
        path.join(cacheFolder, `${width}.${format}`),
        path.join(options.outputDir, path.basename(url(width, format))),
      );

  const srcset = (format: Format) =>
    meta.widths.map((width) => `${url(width, format)} ${width}w`).join(", ");
  const largest = meta.widths.at(-1) ?? meta.width;
  const middle = meta.widths.find((width) => width >= 800) ?? largest;
  const image: ResponsiveImage = {
    width: meta.width,
    height: meta.height,
    color: meta.color,
    avif: srcset("avif"),
    webp: srcset("webp"),
    jpeg: srcset("jpeg"),
    src: url(middle, "jpeg"),
    full: url(largest, "jpeg"),
  };
  return { image, cached };
}

async function encode(bytes: Buffer, file: string, cacheFolder: string): Promise<CachedImage> {
  await mkdir(cacheFolder, { recursive: true });
  const isVector = file.toLowerCase().endsWith(".svg");
  const { width: originalWidth, height: originalHeight } = await sharp(bytes).metadata();
  if (!originalWidth || !originalHeight) throw new Error(`${file}: cannot read the picture's size`);
  const naturalWidth = isVector ? Math.max(...imageWidths) : originalWidth;
  const widths: number[] = imageWidths.filter((width) => width <= naturalWidth);
  if (widths.length === 0) widths.push(naturalWidth);

  // A vector is drawn afresh at each width (density), so lines stay sharp instead of blurred;
  // a photo is decoded once, at the largest width, and the smaller ones are made from that.
  const largestRaw = isVector ? undefined : await rawAt(sharp(bytes), Math.max(...widths), true);
  const rawAtWidth = (width: number) =>
    largestRaw
      ? rawAt(sharp(largestRaw.data, { raw: largestRaw.info }), width, true)
      : rawAt(sharp(bytes, { density: Math.min(2400, (72 * width) / originalWidth) }), width);
  for (const width of widths) {
    const { data, info } = await rawAtWidth(width);
    for (const [format, apply] of Object.entries(formats) as [Format, (typeof formats)[Format]][]) {
      await apply(sharp(data, { raw: info })).toFile(path.join(cacheFolder, `${width}.${format}`));
    }
  }
  const stats = await (largestRaw ? sharp(largestRaw.data, { raw: largestRaw.info }) : sharp(bytes))
    .resize(64)
    .stats();
  const largest = widths.at(-1) ?? naturalWidth;
  const { r, g, b } = stats.dominant;
  return {
    width: largest,
    height: Math.round((largest * originalHeight) / originalWidth),
    color: `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`,
    widths,
  };
}

/** `image` upright, at `width`, on white, as raw pixels; `keepSmall`: never enlarged. */
function rawAt(image: Sharp, width: number, keepSmall = false) {
  return image
    .rotate()
    .resize({ width, withoutEnlargement: keepSmall })
    .flatten({ background: "#ffffff" })
    .raw()
    .toBuffer({ resolveWithObject: true });
}
