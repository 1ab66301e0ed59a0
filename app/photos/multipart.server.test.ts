import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { beforeEach, describe, expect, it } from "vitest";
import { quoteUploadLimits } from "~/quote-requests/quote-photo-posts.server";
import { refusalOf, uploadDirs } from "../../tests/support/multipart-posts";
import {
  boundary,
  headersFor,
  listDir,
  multipartBuffer,
  multipartStream,
  type Part,
} from "../../tests/support/test-photos";
import { cleanFileName, parseUpload, type UploadLimits } from "./multipart.server";

const newUploadDir = uploadDirs("multipart-");
let uploadDir: string;
beforeEach(() => {
  uploadDir = newUploadDir();
});

const formFields: Part[] = [
  { name: "firstName", value: "Sarah" },
  { name: "message", value: "The crack by the back door.\r\nSince March." },
];

async function parseParts(parts: Part[], limits?: Partial<UploadLimits>, contentLength = false) {
  const { body, headers } = multipartStream(parts, { contentLength });
  return parseUpload(body, headers, { uploadDir, limits: { ...quoteUploadLimits, ...limits } });
}

describe("parseUpload", () => {
  it("reads the fields and streams each photo to its own temporary file", async () => {
    const first = Buffer.from("first photo bytes");
    const second = Buffer.alloc(3 * 1024 * 1024, 7);
    const result = await parseParts([
      ...formFields,
      { name: "photos", filename: "crack.jpg", content: first },
      { name: "photos", filename: "roof é.png", type: "image/png", content: second },
    ]);
    if (!result.ok) throw new Error(result.refusal.message);
    expect({ ...result.fields }).toEqual({
      firstName: "Sarah",
      message: "The crack by the back door.\r\nSince March.",
    });
    expect(
      result.files.map(({ originalName, declaredType, bytes }) => ({
        originalName,
        declaredType,
        bytes,
      })),
    ).toEqual([
      { originalName: "crack.jpg", declaredType: "image/jpeg", bytes: first.length },
      { originalName: "roof é.png", declaredType: "image/png", bytes: second.length },
    ]);
    expect(readFileSync(result.files[0]?.tempPath ?? "")).toEqual(first);
    expect(readFileSync(result.files[1]?.tempPath ?? "").equals(second)).toBe(true);
    expect(listDir(uploadDir)).toHaveLength(2);
    for (const file of result.files) expect(path.dirname(file.tempPath)).toBe(uploadDir);
  });

  it("takes a form without photos, including the empty part a browser sends for 'no file chosen'", async () => {
    const result = await parseParts([
      ...formFields,
      { name: "photos", filename: "", type: "application/octet-stream", content: Buffer.alloc(0) },
    ]);
    expect(result.ok && result.files).toEqual([]);
    expect(listDir(uploadDir)).toEqual([]);
  });

  it("accepts 6 photos and exactly 15 MB; refuses a 7th photo and keeps the other answers", async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: "photos",
      filename: `p${i}.jpg`,
      content: i === 0 ? 15_000_000 : 1000,
    }));
    const ok = await parseParts(six);
    expect(ok.ok && ok.files.map((file) => file.bytes)).toEqual([
      15_000_000, 1000, 1000, 1000, 1000, 1000,
    ]);

    const seven = await parseParts([
      ...formFields,
      ...six,
      { name: "photos", filename: "p6.jpg", content: 1000 },
      { name: "phone", value: "01253 123456" },
    ]);
    expect(refusalOf(seven)).toMatchObject({ kind: "too-many-files", status: 400, limit: 6 });
    expect(seven.ok ? {} : { ...seven.fields }).toMatchObject({
      firstName: "Sarah",
      phone: "01253 123456",
    });
    expect(
      listDir(uploadDir).filter(
        (name) => !ok.ok || !ok.files.some((f) => f.tempPath.endsWith(name)),
      ),
    ).toEqual([]);
  });

  it("refuses a 16 MB photo, naming it, and deletes every temporary file", async () => {
    const result = await parseParts([
      { name: "photos", filename: "small.jpg", content: 2000 },
      { name: "photos", filename: "huge.jpg", content: 16_000_000 },
      { name: "firstName", value: "Sarah" },
    ]);
    const refusal = refusalOf(result);
    expect(refusal).toMatchObject({ kind: "file-too-large", status: 413, fileName: "huge.jpg" });
    expect(refusal.message).toBe(
      '"huge.jpg" is larger than 15 MB. Please choose a smaller photo, or send it later by email.',
    );
    expect(result.ok ? {} : { ...result.fields }).toEqual({ firstName: "Sarah" });
    expect(listDir(uploadDir)).toEqual([]);
  });

  it("refuses 41 MB in total with 413, stopping there, and deletes every temporary file", async () => {
    const { body, headers } = multipartStream([
      { name: "photos", filename: "a.jpg", content: 14_000_000 },
      { name: "photos", filename: "b.jpg", content: 14_000_000 },
      { name: "photos", filename: "c.jpg", content: 13_000_000 },
      { name: "firstName", value: "Sarah" },
    ]);
    let sent = 0;
    body.on("data", (chunk: Buffer) => {
      sent += chunk.length;
    });
    const result = await parseUpload(body, headers, { uploadDir, limits: quoteUploadLimits });
    expect(refusalOf(result)).toMatchObject({
      kind: "total-too-large",
      status: 413,
      limit: 40_000_000,
    });
    expect(sent).toBeLessThan(41_000_000);
    expect(listDir(uploadDir)).toEqual([]);
  });

  it("refuses a body whose Content-Length is over the limit before reading it", async () => {
    const { body, headers } = multipartStream(
      [{ name: "photos", filename: "a.jpg", content: 41_000_000 }],
      { contentLength: true },
    );
    let read = 0;
    body.on("data", () => read++);
    const result = await parseUpload(body, headers, { uploadDir, limits: quoteUploadLimits });
    expect(refusalOf(result).kind).toBe("total-too-large");
    expect(read).toBe(0);
    body.destroy();
  });

  it("with readTooLargeBody, reads such a body up to the limits: its form and the file's name come with the refusal", async () => {
    const { body, headers } = multipartStream(
      [
        { name: "what", value: "The insurance" },
        { name: "photos", filename: "scan.pdf", content: 60_000_000 },
      ],
      { contentLength: true },
    );
    let sent = 0;
    body.on("data", (chunk: Buffer) => {
      sent += chunk.length;
    });
    const result = await parseUpload(body, headers, {
      uploadDir,
      limits: { ...quoteUploadLimits, readTooLargeBody: true },
    });
    expect(refusalOf(result)).toMatchObject({
      kind: "file-too-large",
      status: 413,
      fileName: "scan.pdf",
    });
    expect(result.ok ? {} : { ...result.fields }).toEqual({ what: "The insurance" });
    // Read up to the limit of a whole body, not to the end: the rest is the caller's to drop.
    expect(sent).toBeLessThan(45_000_000);
    expect(listDir(uploadDir)).toEqual([]);
    body.destroy();
  });

  it("refuses a zero-byte file that was chosen", async () => {
    const result = await parseParts([
      { name: "photos", filename: "empty.jpg", content: Buffer.alloc(0) },
    ]);
    expect(refusalOf(result)).toMatchObject({ kind: "empty-file", fileName: "empty.jpg" });
    expect(listDir(uploadDir)).toEqual([]);
  });

  it("keeps only the last part of a path in a file name; the file goes in the upload folder", async () => {
    const result = await parseParts([
      { name: "photos", filename: "../../etc/passwd.jpg", content: Buffer.from("x") },
      {
        name: "photos",
        filename: "C:\\Users\\Sarah\\Pictures\\roof.jpg",
        content: Buffer.from("y"),
      },
      { name: "photos", filename: "..", content: Buffer.from("z") },
    ]);
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.files.map((file) => file.originalName)).toEqual([
      "passwd.jpg",
      "roof.jpg",
      "photo",
    ]);
    for (const file of result.files) {
      expect(path.dirname(file.tempPath)).toBe(uploadDir);
      expect(path.basename(file.tempPath)).toMatch(/^upload-[0-9a-f]{32}\.part$/);
    }
  });

  it("cleans file names: control characters and direction marks out, long names clipped", () => {
    expect(cleanFileName("a\u0000b\r\n\u202Egpj.exe")).toBe("abgpj.exe");
    expect([...cleanFileName(`${"é".repeat(300)}.jpg`)]).toHaveLength(120);
    expect(cleanFileName("😀".repeat(200))).toBe("😀".repeat(120));
    expect(cleanFileName(undefined)).toBe("");
  });

  it("refuses too many fields and a field that is too long", async () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, value: "x" }));
    expect(refusalOf(await parseParts(many)).kind).toBe("too-many-fields");
    const long = await parseParts([{ name: "message", value: "é".repeat(10_001) }]);
    expect(refusalOf(long)).toMatchObject({ kind: "field-too-large", fieldName: "message" });
    // 5,000 characters in the widest UTF-8 (15 kB) is an honest message.
    const widest = await parseParts([{ name: "message", value: "漢".repeat(5000) }]);
    expect(widest.ok).toBe(true);
  });

  it("ignores file parts under another name and does not keep them", async () => {
    const result = await parseParts([
      { name: "avatar", filename: "x.jpg", content: Buffer.from("nope") },
      { name: "photos", filename: "y.jpg", content: Buffer.from("yes") },
    ]);
    expect(result.ok && result.files.map((file) => file.originalName)).toEqual(["y.jpg"]);
    expect(listDir(uploadDir)).toHaveLength(1);
  });

  describe("broken multipart bodies are refused as bad-multipart, with nothing left behind", () => {
    const valid = () =>
      multipartBuffer([
        { name: "firstName", value: "Sarah" },
        { name: "photos", filename: "a.jpg", content: Buffer.alloc(5000, 1) },
      ]);
    const cases: [string, () => { body: Buffer; headers: Record<string, string> }][] = [
      [
        "no boundary in the header",
        () => ({ body: valid(), headers: { "content-type": "multipart/form-data" } }),
      ],
      [
        "a different boundary in the body",
        () => ({ body: valid(), headers: headersFor("other-boundary") }),
      ],
      ["cut off inside a photo", () => ({ body: valid().subarray(0, 300), headers: headersFor() })],
      [
        "no closing boundary",
        () => ({ body: valid().subarray(0, valid().length - 10), headers: headersFor() }),
      ],
      [
        "a malformed part header",
        () => ({
          body: Buffer.from(
            `--${boundary}\r\nContent-Disposition form-data name=x\r\n\r\nvalue\r\n--${boundary}--\r\n`,
          ),
          headers: headersFor(),
        }),
      ],
      ["an empty body", () => ({ body: Buffer.alloc(0), headers: headersFor() })],
      [
        "not a form at all",
        () => ({ body: Buffer.from("{}"), headers: { "content-type": "application/json" } }),
      ],
      ["no content type", () => ({ body: valid(), headers: {} })],
    ];
    it.each(cases)("%s", async (_name, make) => {
      const { body, headers } = make();
      const result = await parseUpload(Readable.from([body]), headers, {
        uploadDir,
        limits: quoteUploadLimits,
      });
      expect(refusalOf(result)).toMatchObject({ kind: "bad-multipart", status: 400 });
      expect(listDir(uploadDir)).toEqual([]);
    });
  });
});
