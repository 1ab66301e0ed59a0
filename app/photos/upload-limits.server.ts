/**
 * What a multipart upload may be and what it gives back: the limits (with their defaults), the
 * temporary files, and the typed refusals. No parsing here; that is `multipart-parser.ts`.
 */

/** A photo as it arrived, in a temporary file; nothing about it is checked yet. */
export interface UploadedFile {
  tempPath: string;
  /** The visitor's file name: the last path part only, control characters removed, clipped. */
  originalName: string;
  /** The Content-Type the browser sent with it: a claim, never trusted. */
  declaredType: string;
  bytes: number;
}

/** What the person who chose the photos is told when they do not fit: the caller's own words. */
export interface UploadWords {
  tooManyFiles: (limit: number) => string;
  fileTooLarge: (fileName: string, limit: number) => string;
  totalTooLarge: (limit: number) => string;
  emptyFile: (fileName: string) => string;
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
  /**
   * A body that says it is larger than these limits allow is refused before any of it is read
   * (the default). With `readTooLargeBody`, for a caller that lets such a body through to its
   * page (the owner's certificate), it is read up to the limits first: the fields sent before
   * the file (which form it came from) and the file's name are then known to the refusal.
   */
  readTooLargeBody?: boolean;
  words: UploadWords;
}

/**
 * What every upload shares, whatever the form: the file field `photos`, about a dozen text
 * fields (the largest a 5,000-character message, which UTF-8 makes at most 15 kB; 20 kB each
 * leaves room without letting a field carry a file), and how a stalled upload is told from a
 * slow one. The form's own limits and words come with them (`UploadLimits`).
 */
export const uploadTiming = {
  maxFields: 20,
  maxFieldBytes: 20_000,
  fileField: "photos",
  idleTimeoutMs: 15_000,
  minBytesPerWindow: 2048,
  maxDurationMs: 10 * 60_000,
} as const;

/** The most a whole upload body may be: the photos, with headroom for fields, part headers and boundaries. */
export function maxUploadBodyBytes(limits: UploadLimits): number {
  return limits.maxTotalBytes + limits.maxFields * (limits.maxFieldBytes + 1024) + 64 * 1024;
}

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
  | {
      ok: true;
      /** Each field's first value. */
      fields: Record<string, string>;
      /** Every field in the order sent, repeats included: what `readForm` checks. */
      form: FormData;
      files: UploadedFile[];
    }
  | {
      ok: false;
      refusal: UploadRefusal;
      form: FormData;
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
  limits: UploadLimits;
}
