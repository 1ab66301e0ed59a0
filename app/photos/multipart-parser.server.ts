/**
 * The streaming parser behind `parseUpload`: busboy reads the body, each photo goes through a
 * byte meter into its own temporary file, timers watch for a stalled or endless upload, and
 * every way of ending (success, refusal, broken body, server error) settles exactly once,
 * deleting the temporary files unless the upload succeeded.
 */
import { randomBytes } from "node:crypto";
import { open, rm } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import {
  maxUploadBodyBytes,
  type ParseUploadOptions,
  type UploadedFile,
  type UploadRefusal,
  type UploadResult,
} from "./upload-limits.server";
import { refusalsFor } from "./upload-refusals.server";

/** Strips path parts and control characters and clips to 120 characters (not mid-character). */
export function cleanFileName(name: string | undefined): string {
  if (!name) return "";
  const base = name.split(/[/\\]/).pop() ?? "";
  // Control and format characters (direction overrides that make "gpj.exe" read "exe.jpg").
  const printable = base.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "").trim();
  const clipped = [...printable].slice(0, 120).join("");
  return clipped === "." || clipped === ".." ? "" : clipped;
}

/** Deletes the temporary files of an upload (after processing, or when giving up on it). */
export async function discardUploads(files: readonly { tempPath: string }[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}

function headerValue(headers: Record<string, unknown>, name: string): string | undefined {
  const value = headers[name];
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return undefined;
}

/**
 * Parses a form body (an Express/Node request, or any Readable with its headers). Resolves,
 * never rejects for anything a visitor can send; rejects only when the server itself fails
 * (the upload folder cannot be written), after deleting what it wrote.
 */
export function parseUpload(
  input: Readable,
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>,
  { uploadDir, limits }: ParseUploadOptions,
): Promise<UploadResult> {
  const refusals = refusalsFor(limits);
  const fields: Record<string, string> = Object.create(null);
  const form = new FormData();
  const files: UploadedFile[] = [];
  const writes: Promise<unknown>[] = [];

  return new Promise<UploadResult>((resolve, reject) => {
    let settled = false;
    let refusal: UploadRefusal | undefined;
    let serverError: unknown;
    let stopped = false;
    let totalFileBytes = 0;
    let bodyBytes = 0;
    let windowStartBytes = 0;
    let fileParts = 0;
    let windowTimer: NodeJS.Timeout | undefined;
    let durationTimer: NodeJS.Timeout | undefined;
    let parser: busboy.Busboy | undefined;
    const maxBodyBytes = maxUploadBodyBytes(limits);

    const onData = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > maxBodyBytes) stop(refusals.totalTooLarge());
    };
    const onInputError = () => stop(refusals.aborted());
    const onInputClose = () => {
      if (!input.readableEnded) onInputError();
    };
    const detach = () => {
      clearTimeout(windowTimer);
      clearTimeout(durationTimer);
      input.off("data", onData);
      input.off("error", onInputError);
      input.off("close", onInputClose);
    };

    /** Refuses, but keeps reading the body for the visitor's other answers. */
    const refuse = (reason: UploadRefusal) => {
      refusal ??= reason;
    };

    /** Refuses and stops reading at once. */
    const stop = (reason: UploadRefusal) => {
      if (stopped) return;
      refusal ??= reason;
      stopped = true;
      detach();
      if (parser) {
        input.unpipe(parser);
        parser.destroy();
      }
      void finish();
    };

    const finish = async () => {
      if (settled) return;
      settled = true;
      detach();
      await Promise.allSettled(writes);
      if (refusal === undefined && files.length > limits.maxFiles)
        refusal = refusals.tooManyFiles();
      if (serverError !== undefined || refusal !== undefined) {
        await discardUploads(files);
        if (serverError !== undefined) reject(serverError);
        else if (refusal) resolve({ ok: false, refusal, fields, form });
        return;
      }
      resolve({ ok: true, fields, form, files });
    };

    const length = headerValue(headers, "content-length");
    if (
      !limits.readTooLargeBody &&
      length !== undefined &&
      /^\d+$/.test(length) &&
      Number(length) > maxBodyBytes
    ) {
      refusal = refusals.totalTooLarge();
      void finish();
      return;
    }
    try {
      parser = busboy({
        headers: headers as IncomingHttpHeaders,
        defParamCharset: "utf8",
        limits: {
          // One more than allowed, so that "exactly at the limit" is still fine and "over" is
          // seen (busboy flags a part that reaches its limit).
          fileSize: limits.maxFileBytes + 1,
          fieldSize: limits.maxFieldBytes + 1,
          // A form without a photo chosen still sends one empty file part.
          files: limits.maxFiles + 2,
          fields: limits.maxFields,
          parts: limits.maxFiles + limits.maxFields + 4,
          fieldNameSize: 200,
          headerPairs: 100,
        },
      });
    } catch (error) {
      refusal = refusals.badMultipart((error as Error).message);
      void finish();
      return;
    }

    parser.on("field", (name, value, info) => {
      if (stopped || !name) return;
      if (info.valueTruncated || Buffer.byteLength(value) > limits.maxFieldBytes) {
        refuse(refusals.fieldTooLarge(name));
        return;
      }
      if (!(name in fields)) fields[name] = value;
      form.append(name, value);
    });

    parser.on("file", (name, stream, info) => {
      if (stopped || refusal || name !== limits.fileField) {
        stream.resume();
        return;
      }
      // A form with no photo chosen still sends the field: an empty part, filename "".
      const chosen = info.filename !== undefined && info.filename !== "";
      const originalName = cleanFileName(info.filename) || "photo";
      if (chosen && ++fileParts > limits.maxFiles) {
        refuse(refusals.tooManyFiles());
        stream.resume();
        return;
      }
      const file: UploadedFile = {
        tempPath: path.join(uploadDir, `upload-${randomBytes(16).toString("hex")}.part`),
        originalName,
        declaredType: (info.mimeType ?? "").slice(0, 100),
        bytes: 0,
      };
      files.push(file);
      // The parser may end or break this part before the file is open and piped.
      stream.on("error", () => {});
      stream.on("limit", () => refuse(refusals.fileTooLarge(originalName)));
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          file.bytes += chunk.length;
          totalFileBytes += chunk.length;
          if (totalFileBytes > limits.maxTotalBytes) {
            stop(refusals.totalTooLarge());
            callback(new Error("total too large"));
            return;
          }
          // Once refused, the rest of the photo is read and dropped.
          callback(null, refusal ? undefined : chunk);
        },
      });
      const write = (async () => {
        let handle: Awaited<ReturnType<typeof open>>;
        try {
          handle = await open(file.tempPath, "wx", 0o600);
        } catch (error) {
          serverError ??= error;
          stream.resume();
          stop(refusals.aborted());
          return;
        }
        try {
          await pipeline(stream, meter, handle.createWriteStream());
        } catch {
          // A part cut short: the parser's own error (or the stop that caused it) says why.
        } finally {
          await handle.close().catch(() => {});
        }
        if (file.bytes === 0 && !stopped) {
          if (!chosen) {
            // "No file chosen": the browser's empty part, not a photo.
            files.splice(files.indexOf(file), 1);
            await rm(file.tempPath, { force: true });
          } else {
            refuse(refusals.emptyFile(originalName));
          }
        }
      })();
      writes.push(write);
    });

    const tooManyFields = () => refuse(refusals.tooManyFields());
    parser.on("fieldsLimit", tooManyFields);
    parser.on("partsLimit", tooManyFields);
    parser.on("filesLimit", () => refuse(refusals.tooManyFiles()));
    parser.on("error", (error: Error) => {
      if (stopped) return;
      stop(refusals.badMultipart(error.message));
    });
    parser.on("close", () => {
      if (!stopped) void finish();
    });

    const checkProgress = () => {
      if (stopped || settled) return;
      if (bodyBytes - windowStartBytes < limits.minBytesPerWindow && !input.readableEnded) {
        stop(refusals.timeout());
        return;
      }
      windowStartBytes = bodyBytes;
      windowTimer = setTimeout(checkProgress, limits.idleTimeoutMs);
    };
    windowTimer = setTimeout(checkProgress, limits.idleTimeoutMs);
    durationTimer = setTimeout(() => stop(refusals.timeout()), limits.maxDurationMs);

    input.on("data", onData);
    input.on("error", onInputError);
    input.on("close", onInputClose);
    if (input.readableEnded) {
      stop(refusals.badMultipart("the body was already read"));
      return;
    }
    input.pipe(parser);
  });
}
