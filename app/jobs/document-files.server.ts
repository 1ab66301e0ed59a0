import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { mkdir, open, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Db } from "~/db/database.server";
import { formatBytes } from "~/lib/format-count";
import { syncDir, writeDurably } from "~/photos/durable-files.server";
import type { UploadLimits } from "~/photos/multipart.server";
import { acceptedFormatsText, sniff } from "~/photos/photo-check.server";
import { processPhotos } from "~/photos/photo-store.server";
import { jobUploadLimits } from "./job-uploads.server";

/**
 * A handover document's file: checked before anything is kept (a PDF that really is one, or a
 * photo of the document re-encoded like every photo: upright, no EXIF or GPS), written to a
 * temporary name (`tmp-…`) in DATA_DIR/job-documents, given its final random name in the
 * transaction that writes its row (`job-documents.server.ts`), and read back for serving.
 */

/** A document's largest file, as for every file from the firm's phones. */
export const maxDocumentBytes = 15_000_000;

/** The owner's document form: one file (PDF or photo), the fields (which kind, ...) before it. */
export const documentUploadLimits: UploadLimits = {
  ...jobUploadLimits,
  maxFiles: 1,
  maxFileBytes: maxDocumentBytes,
  maxTotalBytes: maxDocumentBytes,
  // A file over the limit is refused beside its field with what was typed kept: the fields come
  // before the file, so the reader reads that far (and drops the rest).
  readTooLargeBody: true,
  words: {
    ...jobUploadLimits.words,
    tooManyFiles: () => "Add one document at a time.",
    fileTooLarge: (fileName, limit) =>
      `${fileName} is larger than ${formatBytes(limit)}. Send a smaller copy, or a photo of the document.`,
  },
};

export type PdfProblem = "not-a-pdf" | "too-large" | "cut-off" | "encrypted";

/** Whether the PDF name `key` (`/Encrypt`) is anywhere, as a whole name (not `/EncryptMetadata`). */
function hasName(bytes: Buffer, key: string): boolean {
  for (let at = bytes.indexOf(key); at !== -1; at = bytes.indexOf(key, at + 1)) {
    const next = bytes[at + key.length];
    if (next === undefined || /[\s()<>[\]{}/%]/.test(String.fromCharCode(next))) return true;
  }
  return false;
}

/**
 * Why these bytes are not a PDF we keep, or null. Not a full parser on purpose: a PDF parser is
 * a large body of code to run on an uploaded file, and this one is never opened on the server,
 * only handed back as `application/pdf` with `nosniff` to the customer's own reader. What matters
 * is caught by its shape: a file that is no PDF at all (a web page named `.pdf`), one cut off in
 * the upload (no `%%EOF` at its end), one too large, and one locked by a password the customer
 * could not open. The `/Encrypt` key of the trailer is never compressed, but with a cross-reference
 * stream (PDF 1.5 on) the trailer's dictionary can be anywhere, so the whole file is looked through.
 */
export function pdfProblem(bytes: Buffer): PdfProblem | null {
  if (bytes.length > maxDocumentBytes) return "too-large";
  if (!/^%PDF-[12]\./.test(bytes.subarray(0, 7).toString("latin1"))) return "not-a-pdf";
  if (!bytes.subarray(-1024).includes("%%EOF")) return "cut-off";
  if (hasName(bytes, "/Encrypt")) return "encrypted";
  return null;
}

const quoted = (fileName: string) => `"${fileName || "The file"}"`;

const pdfWords: Record<PdfProblem, (fileName: string) => string> = {
  "not-a-pdf": (name) =>
    `${quoted(name)} is not a PDF: it does not start as one. Send the document as a PDF, or a photo of it.`,
  "too-large": (name) =>
    `${quoted(name)} is larger than ${formatBytes(maxDocumentBytes)}. Send a smaller copy, or a photo of the document.`,
  "cut-off": (name) =>
    `${quoted(name)} seems cut off or damaged: it does not end as a PDF does. Save it again and send it, or a photo of it.`,
  encrypted: (name) =>
    `${quoted(name)} is locked with a password, so the customer could not open it. Save a copy without the password, or send a photo of it.`,
};

const neitherWords = (name: string) =>
  `${quoted(name)} is neither a PDF nor a photo. Send the document as a PDF, or a photo of it (${acceptedFormatsText}).`;

/** A checked document in a temporary file of the documents folder, that nothing refers to yet. */
export interface PreparedDocument {
  dir: string;
  tempFile: string;
  /** `<32 hex>.pdf` or `<32 hex>.jpg`. */
  fileName: string;
  contentType: "application/pdf" | "image/jpeg";
  bytes: number;
  originalName: string;
}

export type DocumentCheck =
  | { ok: true; document: PreparedDocument }
  | { ok: false; status: 400 | 413; message: string };

async function readHead(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks one upload by its bytes, never by its name or claimed type (which only choose the
 * words of a refusal): a PDF is kept as sent if it is one (`pdfProblem`); anything else must be
 * a photo, checked (a picture bomb refused from its header) and re-encoded by `processPhotos`.
 * Refused, nothing is written. The upload itself is the caller's to delete (`discardUploads`).
 */
export async function prepareDocument(
  documentsDir: string,
  file: { tempPath: string; originalName: string; declaredType?: string },
): Promise<DocumentCheck> {
  const name = file.originalName;
  const head = await readHead(file.tempPath);
  const saysPdf = /\.pdf$/i.test(name) || /^application\/pdf\b/i.test(file.declaredType ?? "");
  if (
    head.subarray(0, 5).toString("latin1") === "%PDF-" ||
    (saysPdf && sniff(head).kind !== "photo")
  ) {
    if ((await stat(file.tempPath)).size > maxDocumentBytes)
      return { ok: false, status: 413, message: pdfWords["too-large"](name) };
    const bytes = await readFile(file.tempPath);
    const problem = pdfProblem(bytes);
    if (problem)
      return {
        ok: false,
        status: problem === "too-large" ? 413 : 400,
        message: pdfWords[problem](name),
      };
    await mkdir(documentsDir, { recursive: true, mode: 0o700 });
    const id = randomBytes(16).toString("hex");
    const document: PreparedDocument = {
      dir: documentsDir,
      tempFile: path.join(documentsDir, `tmp-${id}.pdf`),
      fileName: `${id}.pdf`,
      contentType: "application/pdf",
      bytes: bytes.length,
      originalName: name,
    };
    await writeDurably(document.tempFile, bytes);
    return { ok: true, document };
  }
  const photos = await processPhotos([file], { photosDir: documentsDir, most: 1 });
  if (!photos.ok) {
    const [refusal] = photos.refusals;
    const notAPhoto = !refusal || ["not-a-photo", "unsupported-format"].includes(refusal.problem);
    return { ok: false, status: 400, message: notAPhoto ? neitherWords(name) : refusal.message };
  }
  const [photo] = photos.photos;
  if (!photo) throw new Error("processPhotos kept no photo");
  // The full-size photo only: a document is opened whole, never shown as a thumbnail.
  await rm(photo.tempThumb, { force: true });
  return {
    ok: true,
    document: {
      dir: documentsDir,
      tempFile: photo.tempFile,
      fileName: photo.fileName,
      contentType: "image/jpeg",
      bytes: photo.bytes,
      originalName: name,
    },
  };
}

/** Gives a prepared document its final name, durably: inside the transaction writing its row. */
export function placeDocument(document: PreparedDocument): void {
  renameSync(document.tempFile, path.join(document.dir, document.fileName));
  syncDir(document.dir);
}

/** Deletes a prepared document, under its temporary or (placed, then rolled back) final name. */
export async function discardDocument(document: PreparedDocument | null): Promise<void> {
  if (!document) return;
  await Promise.all(
    [document.tempFile, path.join(document.dir, document.fileName)].map((file) =>
      rm(file, { force: true }),
    ),
  );
}

const finalName = /^[0-9a-f]{32}\.(pdf|jpg)$/;
const tempName = /^tmp-[0-9a-f]{32}(\.thumb)?\.(pdf|jpg)$/;

/** A stored document's bytes, by the name its row gives (never a part of the address); null if gone. */
export const storedDocument = (dir: string, fileName: string) =>
  finalName.test(fileName)
    ? readFile(path.join(dir, fileName)).catch(() => null)
    : Promise.resolve(null);

/** Deletes document files by name (a job's, once its rows are gone): only names made here. */
export function removeDocumentFiles(documentsDir: string, fileNames: readonly string[]): void {
  for (const name of fileNames)
    if (finalName.test(name)) rmSync(path.join(documentsDir, name), { force: true });
}

/**
 * At start, before requests: makes the folder, deletes what an upload under way or a rollback
 * left (temporary files, and files no row names). Returns how many it deleted.
 */
export function cleanUpJobDocuments(db: Db, documentsDir: string): number {
  mkdirSync(documentsDir, { recursive: true, mode: 0o700 });
  const named = new Set(
    db.prepare("SELECT file_name FROM job_documents").pluck().all() as string[],
  );
  let deleted = 0;
  for (const name of readdirSync(documentsDir))
    if (tempName.test(name) || (finalName.test(name) && !named.has(name))) {
      rmSync(path.join(documentsDir, name), { force: true });
      deleted++;
    }
  return deleted;
}
