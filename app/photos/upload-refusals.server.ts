/** The refusals of an upload, in words a visitor can act on, and built for given limits. */
import type { UploadLimits, UploadRefusal, UploadRefusalKind } from "./upload-limits.server";

/**
 * The refusals that are not about the photos, in words a visitor can act on (those about the
 * photos are the form's own: `UploadLimits.words`). File and field names are plain text.
 */
const formMessages = {
  tooManyFields: () => "The form sent more than we expected. Please send it again from the page.",
  fieldTooLarge: (fieldName: string) =>
    `The "${fieldName}" answer is too long. Please shorten it and send the form again.`,
  badMultipart: () =>
    "The form did not arrive complete. Please send it again; if it keeps failing, please call us.",
  timeout: () =>
    "The upload stalled, so we stopped waiting. Please send the form again, perhaps with fewer photos, or on a better connection.",
  aborted: () => "The upload was interrupted. Please send the form again.",
};

/** The HTTP status of each refusal: 413 for too many bytes, 408 for a stalled upload. */
const statusOf = {
  "too-many-files": 400,
  "file-too-large": 413,
  "total-too-large": 413,
  "empty-file": 400,
  "too-many-fields": 400,
  "field-too-large": 400,
  "bad-multipart": 400,
  timeout: 408,
  aborted: 400,
} as const satisfies Record<UploadRefusalKind, number>;

type RefusalOf<K extends UploadRefusalKind> = Extract<UploadRefusal, { kind: K }>;

function refusal<K extends UploadRefusalKind>(
  kind: K,
  message: string,
  details: Omit<RefusalOf<K>, "kind" | "status" | "message">,
): RefusalOf<K> {
  return { kind, status: statusOf[kind], message, ...details } as RefusalOf<K>;
}

/** Each refusal, with its status, message and the limit it is about. */
export function refusalsFor(limits: UploadLimits) {
  const { maxFiles, maxFileBytes, maxTotalBytes, maxFields, maxFieldBytes } = limits;
  const say = { ...formMessages, ...limits.words };
  return {
    tooManyFiles: () => refusal("too-many-files", say.tooManyFiles(maxFiles), { limit: maxFiles }),
    fileTooLarge: (fileName: string) =>
      refusal("file-too-large", say.fileTooLarge(fileName, maxFileBytes), {
        fileName,
        limit: maxFileBytes,
      }),
    totalTooLarge: () =>
      refusal("total-too-large", say.totalTooLarge(maxTotalBytes), { limit: maxTotalBytes }),
    emptyFile: (fileName: string) => refusal("empty-file", say.emptyFile(fileName), { fileName }),
    tooManyFields: () => refusal("too-many-fields", say.tooManyFields(), { limit: maxFields }),
    fieldTooLarge: (fieldName: string) =>
      refusal("field-too-large", say.fieldTooLarge(fieldName), {
        fieldName,
        limit: maxFieldBytes,
      }),
    badMultipart: (detail: string) => refusal("bad-multipart", say.badMultipart(), { detail }),
    timeout: () => refusal("timeout", say.timeout(), {}),
    aborted: () => refusal("aborted", say.aborted(), {}),
  };
}
