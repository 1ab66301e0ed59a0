/**
 * Decides whether an uploaded file is a photo we take, by its bytes and by decoding it, never by
 * its name or the type the browser claimed. Only JPEG, PNG, WebP and HEIF (AVIF always; HEIC
 * where the image library has an HEVC decoder) get as far as the image library; SVG, GIF, PDF,
 * web pages and anything else are refused on their first bytes. Images with more than 50
 * megapixels are refused from their header, before any pixel is decoded.
 */

import { open } from "node:fs/promises";
import sharp, { type Metadata, type SharpOptions } from "sharp";
import { formatCount } from "~/lib/format-count";
import { withImageSlot } from "./image-slots.server";

// The image library's operation cache would keep visitors' images in memory between requests.
sharp.cache(false);
// One thread per image (sharp's own default on glibc Linux, here on every system): several
// uploads still run side by side on libuv's pool, and memory stays that of one decode each.
sharp.concurrency(1);

export type PhotoFormat = "jpeg" | "png" | "webp" | "heif";

/** 50 megapixels: above any phone's main camera (48-50 MP modes) and far below a bomb. */
export const maxPhotoPixels = 50_000_000;

/**
 * How every visitor's image is opened: abort on a truncated or corrupt image (not only on a
 * broken header), refuse over the pixel limit before decoding, and read the file start to end.
 */
export const untrustedInput = {
  failOn: "error",
  limitInputPixels: maxPhotoPixels,
  sequentialRead: true,
} satisfies SharpOptions;

/**
 * Whether this build of the image library decodes HEIC (HEVC). The prebuilt one does not (HEVC
 * is patent-encumbered) and lists only ".avif" for its HEIF loader.
 */
export const canDecodeHeic: boolean =
  sharp.format.heif?.input?.fileSuffix?.includes(".heic") ?? false;

export const acceptedFormatsText = canDecodeHeic ? "JPEG, PNG, WebP or HEIC" : "JPEG, PNG or WebP";

export const heicMessage =
  "This phone photo is in HEIC format, which we cannot open. Choose 'Most compatible' in the camera settings, or send it as JPEG.";

export type PhotoProblem =
  | "empty"
  | "not-a-photo"
  | "unsupported-format"
  | "heic-unsupported"
  | "damaged"
  | "too-many-pixels";

export interface PhotoRefusal {
  ok: false;
  problem: PhotoProblem;
  /** The visitor's file name, as text. */
  fileName: string;
  /** A plain sentence naming the file, for the form beside that photo. */
  message: string;
}

export interface CheckedPhoto {
  ok: true;
  format: PhotoFormat;
  /** As it will be shown, after turning it upright by its EXIF orientation. */
  width: number;
  height: number;
}

export type PhotoCheck = CheckedPhoto | PhotoRefusal;

/** What the first bytes say a file is. */
type Sniffed =
  | { kind: "photo"; format: PhotoFormat; heic?: boolean }
  | { kind: "other"; what?: string }
  | { kind: "empty" };

const heicBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
const heifBrands = new Set(["mif1", "msf1", "mif2", "miaf", "avif", "avis", ...heicBrands]);

export function sniff(head: Buffer): Sniffed {
  if (head.length === 0) return { kind: "empty" };
  const ascii = head.toString("latin1");
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { kind: "photo", format: "jpeg" };
  if (ascii.startsWith("\x89PNG\r\n\x1a\n")) return { kind: "photo", format: "png" };
  if (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP")
    return { kind: "photo", format: "webp" };
  if (ascii.slice(4, 8) === "ftyp") {
    const size = head.readUInt32BE(0);
    const brands = [ascii.slice(8, 12)];
    for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4)
      brands.push(ascii.slice(at, at + 4));
    if (brands.some((brand) => heifBrands.has(brand)))
      return {
        kind: "photo",
        format: "heif",
        heic: brands.some((brand) => heicBrands.has(brand)),
      };
    return { kind: "other", what: "a video or another kind of file" };
  }
  if (ascii.startsWith("GIF87a") || ascii.startsWith("GIF89a"))
    return { kind: "other", what: "a GIF" };
  if (ascii.startsWith("%PDF")) return { kind: "other", what: "a PDF" };
  if (ascii.startsWith("II*\0") || ascii.startsWith("MM\0*"))
    return { kind: "other", what: "a TIFF" };
  if (ascii.startsWith("BM")) return { kind: "other", what: "a BMP" };
  const text = head
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (text.startsWith("<")) {
    if (text.includes("<svg")) return { kind: "other", what: "an SVG drawing" };
    return { kind: "other", what: "a web page or script" };
  }
  return { kind: "other" };
}

const quoted = (fileName: string) => `"${fileName || "photo"}"`;

export const photoMessages = {
  empty: (fileName: string) =>
    `${quoted(fileName)} is empty (0 bytes). Please choose the photo again.`,
  notAPhoto: (fileName: string, what?: string) =>
    `${quoted(fileName)} is ${what ? `${what}, not a photo` : "not a photo we can open"}. Please send photos in ${acceptedFormatsText} format.`,
  heic: (fileName: string) => `${quoted(fileName)}: ${heicMessage}`,
  damaged: (fileName: string) =>
    `${quoted(fileName)} seems to be damaged or incomplete, so we cannot open it. Please choose it again, or send a copy saved as JPEG.`,
  tooManyPixels: (fileName: string, width: number, height: number) =>
    `${quoted(fileName)} is too large in pixels (${formatCount(width)} x ${formatCount(height)}). Please send a photo of at most ${maxPhotoPixels / 1_000_000} megapixels.`,
};

export function refusal(problem: PhotoProblem, fileName: string, message: string): PhotoRefusal {
  return { ok: false, problem, fileName, message };
}

/** The refusal for a file the image library could not read or decode. */
export function undecodable(
  fileName: string,
  sniffed?: Sniffed,
  compression?: string,
): PhotoRefusal {
  if (compression === "hevc" || (sniffed?.kind === "photo" && sniffed.heic))
    return refusal("heic-unsupported", fileName, photoMessages.heic(fileName));
  return refusal("damaged", fileName, photoMessages.damaged(fileName));
}

async function readHead(file: string, bytes = 512): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export interface CheckOptions {
  /**
   * Decode every pixel too (default). `processPhotos` turns this off because its re-encoding
   * decodes the whole photo with the same strictness anyway, and refuses it the same way.
   */
  decode?: boolean;
}

/**
 * Checks one file: its first bytes, its header (format, size, pixel count), then a full decode.
 * Resolves to the photo's format and upright size, or a refusal naming the file. Rejects only
 * if the file cannot be read at all (a server problem, not the visitor's).
 */
export async function checkPhoto(
  file: { tempPath: string; originalName: string },
  { decode = true }: CheckOptions = {},
): Promise<PhotoCheck> {
  const name = file.originalName;
  const sniffed = sniff(await readHead(file.tempPath));
  if (sniffed.kind === "empty") return refusal("empty", name, photoMessages.empty(name));
  if (sniffed.kind === "other")
    return refusal(
      sniffed.what ? "unsupported-format" : "not-a-photo",
      name,
      photoMessages.notAPhoto(name, sniffed.what),
    );

  let metadata: Metadata;
  try {
    // The header alone (no pixels are decoded), without the pixel limit so that an image over
    // it is told as such rather than as damaged.
    metadata = await sharp(file.tempPath, {
      ...untrustedInput,
      limitInputPixels: false,
    }).metadata();
  } catch {
    return undecodable(name, sniffed);
  }
  if (metadata.format !== sniffed.format) return undecodable(name, sniffed);
  const { width, height } = metadata;
  if (!width || !height) return undecodable(name, sniffed);
  if (width * height > maxPhotoPixels)
    return refusal("too-many-pixels", name, photoMessages.tooManyPixels(name, width, height));
  if (metadata.format === "heif" && metadata.compression === "hevc" && !canDecodeHeic)
    return refusal("heic-unsupported", name, photoMessages.heic(name));

  if (decode) {
    try {
      // Every byte of image data is read and decoded (JPEG and WebP at a reduced scale, which
      // still reads all of it), with the strict settings: a cut-off photo fails here.
      await withImageSlot(() =>
        sharp(file.tempPath, untrustedInput).resize(64, 64, { fit: "inside" }).raw().toBuffer(),
      );
    } catch {
      return undecodable(name, sniffed, metadata.compression);
    }
  }
  const upright = metadata.autoOrient ?? { width, height };
  return { ok: true, format: sniffed.format, width: upright.width, height: upright.height };
}
