/**
 * Reads a quote form posted as `multipart/form-data`: its text fields, and the photos streamed
 * one by one to temporary files (never a whole file in memory), within limits. Anything over a
 * limit, a broken body or a stalled upload ends in a typed refusal, and then no temporary file
 * is left behind. On success the caller owns the temporary files: pass them on to
 * `processPhotos` and delete them with `discardUploads` when done.
 */
import { randomBytes } from "node:crypto";
import { open, rm } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";

/** A photo as it arrived, in a temporary file; nothing about it is checked yet. */
export interface UploadedFile {
  tempPath: string;
  /** The visitor's file name: the last path part only, control characters removed, clipped. */
  originalName: string;
  /** The Content-Type the browser sent with it: a claim, never trusted. */
  declaredType: string;
  bytes: number;
}

export interface UploadLimits {
  /** Photos per request. */
  maxFiles: number;
  /** Bytes per photo. */
  maxFileBytes: number;
  /** Bytes of all photos together (past it: 413). */
  maxTotalBytes: number;
  /** Text fields per request. */
  maxFields: number;
  /** Bytes per text field. */
  maxFieldBytes: number;
  /** The file field's name (`<input type="file" name="photos" multiple>`). */
  fileField: string;
  /**
   * A stalled upload: fewer than `minBytesPerWindow` bytes arriving in any `idleTimeoutMs`
   * (so a sender trickling a few bytes a second is cut off too, not only a silent one).
   */
  idleTimeoutMs: number;
  minBytesPerWindow: number;
  /** The whole body must have arrived within this, however steadily it trickles in. */
  maxDurationMs: number;
}

/**
 * Photos: 6 of at most 15 MB, 40 MB in all (decimal megabytes, as phones show sizes). Fields:
 * the quote form has about a dozen, the largest a 5,000-character message, which UTF-8 makes at
 * most 15 kB; 20 kB each leaves room without letting a field carry a file.
 */
export const defaultUploadLimits: UploadLimits = {
  maxFiles: 6,
  maxFileBytes: 15_000_000,
  maxTotalBytes: 40_000_000,
  maxFields: 20,
  maxFieldBytes: 20_000,
  fileField: "photos",
  idleTimeoutMs: 15_000,
  minBytesPerWindow: 2048,
  maxDurationMs: 10 * 60_000,
};

export type UploadRefusal =
  | { kind: "too-many-files"; status: 400; message: string; limit: number }
  | { kind: "file-too-large"; status: 413; message: string; fileName: string; limit: number }
  | { kind: "total-too-large"; status: 413; message: string; limit: number }
  | { kind: "empty-file"; status: 400; message: string; fileName: string }
  | { kind: "too-many-fields"; status: 400; message: string; limit: number }
  | { kind: "field-too-large"; status: 400; message: string; fieldName: string; limit: number }
  | { kind: "bad-multipart"; status: 400; message: string; detail: string }
  | { kind: "timeout"; status: 408; message: string }
  | { kind: "aborted"; status: 400; message: string };

export type UploadRefusalKind = UploadRefusal["kind"];

export type UploadResult =
  | { ok: true; fields: Record<string, string>; files: UploadedFile[] }
  | {
      ok: false;
      refusal: UploadRefusal;
      /**
       * The text fields read before the refusal, so a form can be shown again with the
       * visitor's answers. Complete after a refusal about one photo or one field (the rest of
       * the body is still read); possibly partial after a hard stop (total-too-large,
       * bad-multipart, timeout, aborted), after which the caller should close the connection.
       */
      fields: Record<string, string>;
    };

export interface ParseUploadOptions {
  /** Where temporary files go; it must exist. Keep it on the same disk as the photos. */
  uploadDir: string;
  limits?: Partial<UploadLimits>;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`;

/** The refusals, in words a visitor can act on. File and field names are plain text. */
export const uploadMessages = {
  tooManyFiles: (limit: number) =>
    `Please send at most ${limit} photos with one request. Choose your ${limit} best; more can follow by email.`,
  fileTooLarge: (fileName: string, limit: number) =>
    `"${fileName}" is larger than ${megabytes(limit)}. Please choose a smaller photo, or send it later by email.`,
  totalTooLarge: (limit: number) =>
    `Your photos come to more than ${megabytes(limit)} in all. Please send fewer or smaller photos.`,
  emptyFile: (fileName: string) =>
    `"${fileName}" is empty (0 bytes). Please choose the photo again.`,
  tooManyFields: () => "The form sent more than we expected. Please send it again from the page.",
  fieldTooLarge: (fieldName: string) =>
    `The "${fieldName}" answer is too long. Please shorten it and send the form again.`,
  badMultipart: () =>
    "The form did not arrive complete. Please send it again; if it keeps failing, please call us.",
  timeout: () =>
    "The upload stalled, so we stopped waiting. Please send the form again, perhaps with fewer photos, or on a better connection.",
  aborted: () => "The upload was interrupted. Please send the form again.",
};

/** Strips path parts and control characters and clips to 120 characters (not mid-character). */
export function cleanFileName(name: string | undefined): string {
  if (!name) return "";
  const base = name.split(/[/\\]/).pop() ?? "";
  // Control and format characters (direction overrides that make "gpj.exe" read "exe.jpg").
  const printable = base.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "").trim();
  const clipped = [...printable].slice(0, 120).join("");
  return clipped === "." || clipped === ".." ? "" : clipped;
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
  { uploadDir, limits: given = {} }: ParseUploadOptions,
): Promise<UploadResult> {
  const limits = { ...defaultUploadLimits, ...given };
  const fields: Record<string, string> = Object.create(null);
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
    // Headroom for the fields, part headers and boundaries around the photos.
    const maxBodyBytes =
      limits.maxTotalBytes + limits.maxFields * (limits.maxFieldBytes + 1024) + 64 * 1024;

    const onData = (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > maxBodyBytes) stop(totalTooLarge());
    };
    const onInputError = () =>
      stop({ kind: "aborted", status: 400, message: uploadMessages.aborted() });
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

    const totalTooLarge = (): UploadRefusal => ({
      kind: "total-too-large",
      status: 413,
      message: uploadMessages.totalTooLarge(limits.maxTotalBytes),
      limit: limits.maxTotalBytes,
    });

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
        refusal = {
          kind: "too-many-files",
          status: 400,
          message: uploadMessages.tooManyFiles(limits.maxFiles),
          limit: limits.maxFiles,
        };
      if (serverError !== undefined || refusal !== undefined) {
        await discardUploads(files);
        if (serverError !== undefined) reject(serverError);
        else if (refusal) resolve({ ok: false, refusal, fields });
        return;
      }
      resolve({ ok: true, fields, files });
    };

    const length = headerValue(headers, "content-length");
    if (length !== undefined && /^\d+$/.test(length) && Number(length) > maxBodyBytes) {
      refusal = totalTooLarge();
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
      refusal = {
        kind: "bad-multipart",
        status: 400,
        message: uploadMessages.badMultipart(),
        detail: (error as Error).message,
      };
      void finish();
      return;
    }

    parser.on("field", (name, value, info) => {
      if (stopped || !name) return;
      if (info.valueTruncated || Buffer.byteLength(value) > limits.maxFieldBytes) {
        refuse({
          kind: "field-too-large",
          status: 400,
          message: uploadMessages.fieldTooLarge(name),
          fieldName: name,
          limit: limits.maxFieldBytes,
        });
        return;
      }
      if (!(name in fields)) fields[name] = value;
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
        refuse({
          kind: "too-many-files",
          status: 400,
          message: uploadMessages.tooManyFiles(limits.maxFiles),
          limit: limits.maxFiles,
        });
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
      stream.on("limit", () =>
        refuse({
          kind: "file-too-large",
          status: 413,
          message: uploadMessages.fileTooLarge(originalName, limits.maxFileBytes),
          fileName: originalName,
          limit: limits.maxFileBytes,
        }),
      );
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          file.bytes += chunk.length;
          totalFileBytes += chunk.length;
          if (totalFileBytes > limits.maxTotalBytes) {
            stop(totalTooLarge());
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
          stop({ kind: "aborted", status: 400, message: uploadMessages.aborted() });
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
            refuse({
              kind: "empty-file",
              status: 400,
              message: uploadMessages.emptyFile(originalName),
              fileName: originalName,
            });
          }
        }
      })();
      writes.push(write);
    });

    const tooManyFields = () =>
      refuse({
        kind: "too-many-fields",
        status: 400,
        message: uploadMessages.tooManyFields(),
        limit: limits.maxFields,
      });
    parser.on("fieldsLimit", tooManyFields);
    parser.on("partsLimit", tooManyFields);
    parser.on("filesLimit", () =>
      refuse({
        kind: "too-many-files",
        status: 400,
        message: uploadMessages.tooManyFiles(limits.maxFiles),
        limit: limits.maxFiles,
      }),
    );
    parser.on("error", (error: Error) => {
      if (stopped) return;
      stop({
        kind: "bad-multipart",
        status: 400,
        message: uploadMessages.badMultipart(),
        detail: error.message,
      });
    });
    parser.on("close", () => {
      if (!stopped) void finish();
    });

    const checkProgress = () => {
      if (stopped || settled) return;
      if (bodyBytes - windowStartBytes < limits.minBytesPerWindow && !input.readableEnded) {
        stop({ kind: "timeout", status: 408, message: uploadMessages.timeout() });
        return;
      }
      windowStartBytes = bodyBytes;
      windowTimer = setTimeout(checkProgress, limits.idleTimeoutMs);
    };
    windowTimer = setTimeout(checkProgress, limits.idleTimeoutMs);
    durationTimer = setTimeout(
      () => stop({ kind: "timeout", status: 408, message: uploadMessages.timeout() }),
      limits.maxDurationMs,
    );

    input.on("data", onData);
    input.on("error", onInputError);
    input.on("close", onInputClose);
    if (input.readableEnded) {
      stop({
        kind: "bad-multipart",
        status: 400,
        message: uploadMessages.badMultipart(),
        detail: "the body was already read",
      });
      return;
    }
    input.pipe(parser);
  });
}

/** The same for a web `Request` (React Router's action gets one). */
export function parseUploadRequest(
  request: Request,
  options: ParseUploadOptions,
): Promise<UploadResult> {
  const headers = Object.fromEntries(request.headers.entries());
  const body = request.body
    ? Readable.fromWeb(request.body as import("node:stream/web").ReadableStream)
    : Readable.from([]);
  const abort = () => body.destroy(new Error("aborted"));
  request.signal.addEventListener("abort", abort, { once: true });
  return parseUpload(body, headers, options).finally(() => {
    request.signal.removeEventListener("abort", abort);
    if (!body.readableEnded) body.destroy();
  });
}

/** Deletes the temporary files of an upload (after processing, or when giving up on it). */
export async function discardUploads(files: readonly { tempPath: string }[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
}
