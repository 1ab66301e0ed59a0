/**
 * Reads a quote form posted as `multipart/form-data`: its text fields, and the photos streamed
 * one by one to temporary files (never a whole file in memory), within limits. Anything over a
 * limit, a broken body or a stalled upload ends in a typed refusal, and then no temporary file
 * is left behind. On success the caller owns the temporary files: pass them on to
 * `processPhotos` and delete them with `discardUploads` when done.
 *
 * This module is the entry point: the adapter for a web `Request`, and the rest of the upload
 * API from the modules that do the work (limits and types in `upload-limits.ts`, refusals and
 * their messages in `upload-refusals.ts`, the streaming parser in `multipart-parser.ts`).
 */
import { Readable } from "node:stream";
import { parseUpload } from "./multipart-parser.server";
import type { ParseUploadOptions, UploadResult } from "./upload-limits.server";

export { cleanFileName, discardUploads, parseUpload } from "./multipart-parser.server";
export {
  maxUploadBodyBytes,
  type UploadedFile,
  type UploadLimits,
  type UploadRefusalKind,
  type UploadResult,
  uploadTiming,
} from "./upload-limits.server";

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
    // A refusal can come before the whole body has arrived: the rest is read and dropped, so
    // that the answer still reaches the visitor (destroying the stream would close the
    // connection first). The answer says `Connection: close`, which ends it.
    if (!body.readableEnded) body.resume();
  });
}
