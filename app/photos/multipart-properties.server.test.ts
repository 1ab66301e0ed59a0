import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { quoteUploadLimits } from "~/quote-requests/quote-photo-posts.server";
import { removeDir } from "../../tests/support/test-app";
import { listDir } from "../../tests/support/test-photos";
import {
  cleanFileName,
  discardUploads,
  parseUpload,
  type UploadLimits,
  type UploadRefusalKind,
} from "./multipart.server";

const root = mkdtempSync(path.join(tmpdir(), "multipart-properties-"));
afterAll(() => removeDir(root));
let runs = 0;
function freshDir() {
  const dir = path.join(root, `run-${++runs}`);
  mkdirSync(dir);
  return dir;
}

/** Small limits, so random bodies run into every one of them. */
const limits: UploadLimits = {
  ...quoteUploadLimits,
  maxFiles: 3,
  maxFileBytes: 400,
  maxTotalBytes: 700,
  maxFields: 5,
  maxFieldBytes: 60,
  idleTimeoutMs: 5000,
};

const refusalKinds: UploadRefusalKind[] = [
  "too-many-files",
  "file-too-large",
  "total-too-large",
  "empty-file",
  "too-many-fields",
  "field-too-large",
  "bad-multipart",
  "timeout",
  "aborted",
];

const boundaryChars = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=?";
const anyBoundary = fc
  .array(fc.constantFrom(...boundaryChars), { minLength: 1, maxLength: 70 })
  .map((characters) => characters.join(""));

type GenPart =
  | { kind: "field"; name: string; value: string }
  | { kind: "file"; name: string; filename: string; type: string; content: Uint8Array };

function serialise(parts: GenPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.kind === "field"
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.kind === "file" ? `\r\nContent-Type: ${part.type}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(part.kind === "field" ? Buffer.from(part.value) : Buffer.from(part.content));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The body handed over in pieces of random sizes, as a network would. */
function chunked(body: Buffer, cuts: number[]): Readable {
  const points = [...new Set(cuts.map((cut) => Math.floor(cut * body.length)))].sort(
    (a, b) => a - b,
  );
  const pieces: Buffer[] = [];
  let start = 0;
  for (const point of [...points, body.length]) {
    if (point > start) pieces.push(body.subarray(start, point));
    start = Math.max(start, point);
  }
  return Readable.from(pieces);
}

const safeName = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,11}$/);
const safeFileName = fc
  .array(fc.stringMatching(/^[a-zA-Z0-9 ._()é漢-]{1,12}$/), { minLength: 1, maxLength: 3 })
  .map((segments) => segments.join("/"));

describe("multipart properties", () => {
  it("a well-formed body within the limits comes back exactly: fields, and files byte for byte", async () => {
    const part = fc.oneof(
      fc.record({
        kind: fc.constant("field" as const),
        name: safeName,
        value: fc.string({ unit: "grapheme", maxLength: 15 }),
      }),
      fc.record({
        kind: fc.constant("file" as const),
        name: fc.constant("photos"),
        filename: safeFileName,
        type: fc.constantFrom("image/jpeg", "image/png", "application/octet-stream"),
        content: fc.uint8Array({ minLength: 1, maxLength: 250 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 7 }),
        fc.stringMatching(/^[a-zA-Z0-9]{20,40}$/),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
        async (parts, boundary, cuts) => {
          const files = parts.filter((p) => p.kind === "file");
          const fields = parts.filter((p) => p.kind === "field");
          fc.pre(files.length <= 3 && fields.length <= 5);
          fc.pre(files.reduce((sum, file) => sum + file.content.length, 0) <= 700);
          fc.pre(fields.every((field) => Buffer.byteLength(field.value) <= 60));
          const uploadDir = freshDir();
          const body = serialise(parts, boundary);
          fc.pre(!files.some((file) => Buffer.from(file.content).includes(`--${boundary}`)));
          const result = await parseUpload(
            chunked(body, cuts),
            {
              "content-type": `multipart/form-data; boundary=${boundary}`,
            },
            { uploadDir, limits },
          );
          if (!result.ok) throw new Error(`refused: ${result.refusal.kind}`);
          const expectedFields: Record<string, string> = {};
          for (const field of fields) expectedFields[field.name] ??= field.value;
          expect({ ...result.fields }).toEqual(expectedFields);
          expect(result.files.map((file) => file.originalName)).toEqual(
            files.map((file) => cleanFileName(file.filename) || "photo"),
          );
          result.files.forEach((file, index) => {
            expect(readFileSync(file.tempPath)).toEqual(Buffer.from(files[index]?.content ?? []));
          });
          await discardUploads(result.files);
          expect(listDir(uploadDir)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("any body, however broken, ends in fields and files or a typed refusal, and leaves no temporary file behind", async () => {
    const anyText = fc.oneof(
      { arbitrary: safeName, weight: 3 },
      fc.string({ maxLength: 20 }),
      fc.string({ unit: "binary", maxLength: 20 }),
      fc.constantFrom(
        "",
        "photos",
        "../../etc/passwd.jpg",
        'a"b',
        "a\r\nb",
        "\u0000",
        "%00",
        "C:\\x\\y.jpg",
      ),
    );
    const part = fc.oneof(
      fc.record({
        kind: fc.constant("field" as const),
        name: anyText,
        value: fc.oneof(
          { arbitrary: fc.string({ maxLength: 30 }), weight: 8 },
          fc.string({ unit: "binary", maxLength: 80, size: "max" }),
        ),
      }),
      fc.record({
        kind: fc.constant("file" as const),
        name: fc.oneof({ arbitrary: fc.constant("photos"), weight: 4 }, anyText),
        filename: anyText,
        type: fc.oneof(fc.constantFrom("image/jpeg", "text/html", ""), anyText),
        content: fc.oneof(
          fc.uint8Array({ maxLength: 50 }),
          fc.uint8Array({ maxLength: 600, size: "max" }),
        ),
      }),
    );
    const mutation = fc.oneof(
      { arbitrary: fc.record({ kind: fc.constant("none" as const) }), weight: 6 },
      fc.record({
        kind: fc.constant("truncate" as const),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      fc.record({
        kind: fc.constant("flip" as const),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        byte: fc.integer({ min: 0, max: 255 }),
      }),
      fc.record({
        kind: fc.constant("insert" as const),
        at: fc.double({ min: 0, max: 1, noNaN: true }),
        bytes: fc.uint8Array({ maxLength: 40 }),
      }),
    );
    const outcomes = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.array(part, { maxLength: 4 }), fc.array(part, { minLength: 5, maxLength: 10 })),
        anyBoundary,
        fc.oneof({ arbitrary: fc.constant(undefined), weight: 5 }, anyBoundary),
        fc.array(mutation, { maxLength: 3 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 8 }),
        async (parts, bodyBoundary, headerBoundary, mutations, cuts) => {
          const uploadDir = freshDir();
          let body = serialise(parts, bodyBoundary);
          for (const change of mutations) {
            const at = "at" in change ? Math.floor(change.at * body.length) : 0;
            if (change.kind === "truncate") body = body.subarray(0, at);
            if (change.kind === "flip" && body.length > 0) {
              body = Buffer.from(body);
              body[Math.min(at, body.length - 1)] = change.byte;
            }
            if (change.kind === "insert")
              body = Buffer.concat([
                body.subarray(0, at),
                Buffer.from(change.bytes),
                body.subarray(at),
              ]);
          }
          const boundary = headerBoundary ?? bodyBoundary;
          const result = await parseUpload(
            chunked(body, cuts),
            { "content-type": `multipart/form-data; boundary="${boundary}"` },
            { uploadDir, limits },
          );
          const outcome = result.ok
            ? `ok with ${result.files.length} file(s)`
            : result.refusal.kind;
          outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
          if (result.ok) {
            expect(result.files.length).toBeLessThanOrEqual(3);
            expect(result.files.reduce((sum, file) => sum + file.bytes, 0)).toBeLessThanOrEqual(
              700,
            );
            expect(listDir(uploadDir)).toEqual(
              result.files.map((file) => path.basename(file.tempPath)).sort(),
            );
            for (const file of result.files) {
              expect(file.bytes).toBeGreaterThan(0);
              expect(file.bytes).toBeLessThanOrEqual(400);
              expect(readFileSync(file.tempPath).length).toBe(file.bytes);
              expect(file.originalName).not.toMatch(/[/\\\p{Cc}]/u);
              expect(file.originalName.length).toBeGreaterThan(0);
            }
            for (const value of Object.values(result.fields))
              expect(Buffer.byteLength(value)).toBeLessThanOrEqual(60);
            await discardUploads(result.files);
          } else {
            expect(refusalKinds).toContain(result.refusal.kind);
            expect(result.refusal.status).toBeGreaterThanOrEqual(400);
            expect(result.refusal.status).toBeLessThan(500);
            expect(result.refusal.message.length).toBeGreaterThan(0);
          }
          expect(listDir(uploadDir)).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
    console.log(
      `random multipart bodies: ${[...outcomes]
        .sort()
        .map(([outcome, n]) => `${outcome} ${n}`)
        .join(", ")}`,
    );
    // The generator reaches the limits and the breakages, not only one kind of failure.
    for (const kind of ["bad-multipart", "too-many-files", "file-too-large", "field-too-large"])
      expect(outcomes.get(kind) ?? 0).toBeGreaterThan(0);
    expect([...outcomes.keys()].some((outcome) => outcome.startsWith("ok"))).toBe(true);
  });
});
