/** Test helpers: multipart bodies and images made at run time (no binary fixtures). */
import { randomFillSync } from "node:crypto";
import { readdirSync } from "node:fs";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import sharp from "sharp";

export interface FieldPart {
  name: string;
  value: string;
}
export interface FilePart {
  name: string;
  filename: string;
  type?: string;
  /** The content, or a size: that many bytes made up as the body streams out. */
  content: Buffer | number;
}
export type Part = FieldPart | FilePart;

export const boundary = "----test-boundary-7MA4YWxkTrZu0gW";

function partHeader(part: Part, withBoundary: string): Buffer {
  const lines = [`--${withBoundary}`];
  if ("filename" in part) {
    lines.push(
      `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"`,
      `Content-Type: ${part.type ?? "image/jpeg"}`,
    );
  } else {
    lines.push(`Content-Disposition: form-data; name="${part.name}"`);
  }
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n`);
}

function* bodyChunks(parts: Part[], withBoundary: string): Generator<Buffer> {
  for (const part of parts) {
    yield partHeader(part, withBoundary);
    if ("filename" in part) {
      if (typeof part.content === "number") {
        const chunk = Buffer.alloc(1024 * 1024, 0x61);
        for (let left = part.content; left > 0; left -= chunk.length)
          yield left >= chunk.length ? chunk : chunk.subarray(0, left);
      } else {
        yield part.content;
      }
    } else {
      yield Buffer.from(part.value);
    }
    yield Buffer.from("\r\n");
  }
  yield Buffer.from(`--${withBoundary}--\r\n`);
}

/** The size a body will have, for Content-Length. */
export function bodyLength(parts: Part[], withBoundary = boundary): number {
  let length = 0;
  for (const part of parts) {
    length += partHeader(part, withBoundary).length + 2;
    if ("filename" in part)
      length += typeof part.content === "number" ? part.content : part.content.length;
    else length += Buffer.byteLength(part.value);
  }
  return length + Buffer.byteLength(`--${withBoundary}--\r\n`);
}

/** A whole body in memory (small bodies only). */
export function multipartBuffer(parts: Part[], withBoundary = boundary): Buffer {
  return Buffer.concat([...bodyChunks(parts, withBoundary)]);
}

/** A body streamed out a megabyte at a time, with its headers. */
export function multipartStream(
  parts: Part[],
  { withBoundary = boundary, contentLength = false } = {},
): { body: Readable; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    "content-type": `multipart/form-data; boundary=${withBoundary}`,
  };
  if (contentLength) headers["content-length"] = String(bodyLength(parts, withBoundary));
  return { body: Readable.from(bodyChunks(parts, withBoundary), { objectMode: false }), headers };
}

export function headersFor(withBoundary = boundary): Record<string, string> {
  return { "content-type": `multipart/form-data; boundary=${withBoundary}` };
}

export const listDir = (dir: string) => readdirSync(dir).sort();

/** A small JPEG of one colour. */
export function smallJpeg(width = 64, height = 48, background = "#c33"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/**
 * A photo-like JPEG: random detail compresses about as badly as a real photo's. At 4032 x 3024
 * (a 12 MP phone photo) and the default spread it is about 4 MB. Quick to make (raw random
 * pixels, one encode), unlike the image library's gaussian noise.
 */
export function noisyJpeg(width: number, height: number, spread = 0x3f): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  randomFillSync(raw);
  for (let i = 0; i < raw.length; i++) raw[i] = 90 + ((raw[i] as number) & spread);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function crc32(data: Buffer): number {
  return zlib.crc32(data);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A real, valid PNG of width x height black-and-white pixels (1 bit each), compressed: a
 * 30,000 x 30,000 image is about 0.5 MB on disk and 900 megapixels decoded. Made in slices so
 * the test never holds the raw image.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const rowsPerSlice = Math.max(1, Math.floor((4 * 1024 * 1024) / rowBytes));
  const slice = Buffer.alloc(rowBytes * rowsPerSlice);
  const deflate = zlib.createDeflate({ level: 1 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  for (let rows = height; rows > 0; rows -= rowsPerSlice) {
    const part = rows >= rowsPerSlice ? slice : slice.subarray(0, rows * rowBytes);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", Buffer.concat(compressed)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const u32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
};
const u16 = (n: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(n);
  return buffer;
};
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, "latin1"), body]);
};
const fullBox = (type: string, versionAndFlags: number, ...parts: Buffer[]) =>
  box(type, u32(versionAndFlags), ...parts);

/**
 * A HEIC file as an iPhone writes it, in outline: ISO boxes declaring one HEVC-coded image of
 * width x height, with made-up coded data. Enough for an image library to read its header and
 * to find it needs an HEVC decoder; no real HEVC picture, so nothing patented is made here.
 */
export function heicLike(width = 4032, height = 3024): Buffer {
  const payload = Buffer.alloc(64, 0x55);
  const ftyp = box(
    "ftyp",
    Buffer.from("heic", "latin1"),
    u32(0),
    Buffer.from("mif1heic", "latin1"),
  );
  const hdlr = fullBox(
    "hdlr",
    0,
    u32(0),
    Buffer.from("pict", "latin1"),
    Buffer.alloc(12),
    Buffer.from([0]),
  );
  const pitm = fullBox("pitm", 0, u16(1));
  const infe = fullBox(
    "infe",
    2 << 24,
    u16(1),
    u16(0),
    Buffer.from("hvc1", "latin1"),
    Buffer.from([0]),
  );
  const iinf = fullBox("iinf", 0, u16(1), infe);
  const hvcC = box(
    "hvcC",
    Buffer.from([
      1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 90, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0,
    ]),
  );
  const ispe = fullBox("ispe", 0, u32(width), u32(height));
  const iprp = box(
    "iprp",
    box("ipco", hvcC, ispe),
    fullBox("ipma", 0, u32(1), u16(1), Buffer.from([2, 0x81, 2])),
  );
  const iloc = (offset: number) =>
    fullBox(
      "iloc",
      0,
      Buffer.from([0x44, 0x00]),
      u16(1),
      u16(1),
      u16(0),
      u16(1),
      u32(offset),
      u32(payload.length),
    );
  const meta = (offset: number) => fullBox("meta", 0, hdlr, pitm, iloc(offset), iinf, iprp);
  const offset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(offset), box("mdat", payload)]);
}
