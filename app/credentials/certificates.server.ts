import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { chmod, copyFile, open, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "~/db/database.server";
import { formatBytes } from "~/lib/format-count";
import {
  discardUploads,
  parseUploadRequest,
  type UploadLimits,
  uploadTiming,
} from "~/photos/multipart.server";
import { checkPhoto, untrustedInput } from "~/photos/photo-check.server";

/**
 * Certificates (issue 39): the owner's proof of a membership or the insurance, a photo or a
 * PDF, kept for their records in DATA_DIR/certificates and never public (only the owner's
 * signed-in request reads one). A photo is checked and re-encoded like every other photo (what
 * the phone hid in it removed); a PDF is checked to be one: it starts `%PDF-` and ends `%%EOF`.
 */

export const certificatesDirIn = (dataDir: string) => path.join(dataDir, "certificates");

export const certificateUploadLimits: UploadLimits = {
  ...uploadTiming,
  fileField: "certificate",
  maxFiles: 1,
  maxFileBytes: 20_000_000,
  maxTotalBytes: 20_000_000,
  maxFields: 20,
  // A file over the limit is refused on the owner's page, beside its field: which credential
  // it was for comes before the file, so the reader reads that far (and drops the rest).
  readTooLargeBody: true,
  words: {
    tooManyFiles: () => "Add one certificate at a time.",
    fileTooLarge: (fileName, limit) =>
      `${fileName} is larger than ${formatBytes(limit)}. Photograph the certificate instead.`,
    totalTooLarge: (limit) =>
      `That file is larger than ${formatBytes(limit)}. Photograph the certificate instead.`,
    emptyFile: (fileName) => `${fileName} is empty (0 bytes). Choose it again.`,
  },
};

/** How large a certificate may be, in the owner's words ("20 MB"), for the form's hint. */
export const certificateSizeLimit = formatBytes(certificateUploadLimits.maxFileBytes);

/**
 * How large a post of the owner's certificate form the server lets through to the page
 * (`app/addresses.server.ts`): far past the limit, so that a file over it is refused by the
 * upload reader, as the form's reply on the owner's own page, not by a bare 413 before the
 * page. The reader keeps at most the limit on disk, and the rest is read and dropped (within
 * the upload's time limits). Past this, no file a phone offers as a document or a photo.
 */
export const maxCertificatePostBytes = 1_000_000_000;

/** The credentials page, which takes a certificate as a multipart post from the owner. */
export const takesCertificates = (pagePath: string) =>
  /^\/owner\/site\/credentials(\.data)?$/.test(pagePath);

/** Whether a file is a PDF: its header at the start, its end-of-file mark at the end. */
async function isPdf(file: string): Promise<boolean> {
  const { size } = await stat(file);
  if (size < 16) return false;
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    const tailLength = Math.min(size, 1024);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    return /^%PDF-\d\.\d/.test(head.toString("latin1")) && tail.includes("%%EOF");
  } finally {
    await handle.close();
  }
}

export type CertificateUpload =
  | { ok: true; what: string; id: number }
  | { ok: false; status: number; message: string; what: string };

/**
 * Reads the owner's post (a `what` field and one `certificate` file), checks the file and
 * keeps it with its row, or says why not. The temporary file is always removed.
 */
export async function receiveCertificate(
  db: Db,
  request: Request,
  {
    dataDir,
    by,
    known,
    now = Date.now(),
  }: { dataDir: string; by: string; known: (what: string) => boolean; now?: number },
): Promise<CertificateUpload> {
  const uploadDir = path.join(dataDir, "uploads");
  const dir = certificatesDirIn(dataDir);
  mkdirSync(uploadDir, { recursive: true, mode: 0o700 });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const upload = await parseUploadRequest(request, { uploadDir, limits: certificateUploadLimits });
  const what = upload.fields.what ?? "";
  if (!upload.ok)
    return { ok: false, status: upload.refusal.status, message: upload.refusal.message, what };
  const [file] = upload.files;
  try {
    if (!known(what))
      return {
        ok: false,
        status: 400,
        message: "That credential is not on the page any more.",
        what,
      };
    if (!file) return { ok: false, status: 400, message: "Choose the certificate first.", what };
    const name = `${randomUUID()}`;
    let stored: { file: string; type: "application/pdf" | "image/jpeg" };
    if (await isPdf(file.tempPath)) {
      stored = { file: `${name}.pdf`, type: "application/pdf" };
      await copyFile(file.tempPath, path.join(dir, stored.file));
      await chmod(path.join(dir, stored.file), 0o600);
    } else {
      const check = await checkPhoto(file);
      if (!check.ok)
        return {
          ok: false,
          status: 400,
          message: `${file.originalName || "That file"} is neither a PDF nor a photo we can read. A certificate is a PDF, or a photo of it (${"JPEG, PNG or WebP"}).`,
          what,
        };
      stored = { file: `${name}.jpg`, type: "image/jpeg" };
      await sharp(file.tempPath, untrustedInput)
        .rotate()
        .jpeg({ quality: 85 })
        .toFile(path.join(dir, stored.file));
    }
    const { id } = db
      .prepare(
        `INSERT INTO credential_certificates (what, file, type, original_name, uploaded_at, uploaded_by)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(
        what,
        stored.file,
        stored.type,
        file.originalName.slice(0, 200),
        new Date(now).toISOString(),
        by,
      ) as {
      id: number;
    };
    return { ok: true, what, id };
  } finally {
    await discardUploads(upload.ok ? upload.files : []);
  }
}

/** Each credential's certificates, newest first, for the owner's page. */
export function certificatesOf(db: Db) {
  const rows = db
    .prepare(
      `SELECT id, what, type, original_name AS name, uploaded_at AS at FROM credential_certificates
       ORDER BY uploaded_at DESC, id DESC`,
    )
    .all() as { id: number; what: string; type: string; name: string; at: string }[];
  const byWhat = new Map<string, typeof rows>();
  for (const row of rows) byWhat.set(row.what, [...(byWhat.get(row.what) ?? []), row]);
  return byWhat;
}

/** One certificate's file, for the owner's download; none when there is no such row or file. */
export async function certificateFile(db: Db, dataDir: string, id: number) {
  const row = db
    .prepare("SELECT file, type, original_name AS name FROM credential_certificates WHERE id = ?")
    .get(id) as { file: string; type: string; name: string } | undefined;
  if (!row || !/^[\w-]+\.(pdf|jpg)$/.test(row.file)) return undefined;
  try {
    return { bytes: await readFile(path.join(certificatesDirIn(dataDir), row.file)), ...row };
  } catch {
    return undefined;
  }
}
