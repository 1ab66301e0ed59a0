import type { RouterContextProvider } from "react-router";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { formatDate } from "~/lib/uk-time";
import { type PreparedDocument, placeDocument, storedDocument } from "./document-files.server";
import {
  type DocumentKind,
  documentKinds,
  type HandoverShown,
  kindWords,
  stillToCome,
} from "./handover-documents";
import { queueToCustomer } from "./job-emails.server";
import { JobError } from "./job-error";
import { jobOfLink, privateFile } from "./job-files.server";
import type { JobServices } from "./job-services.server";
import { type Job, jobById } from "./job-store.server";

/**
 * Handover documents (`job_documents`): the certificates, guarantees and manuals the customer
 * keeps, each a PDF or a photo of it, checked and kept by `document-files.server.ts` under a
 * random name in DATA_DIR/job-documents. Which kinds a job needs is the owner's to tick
 * (`job_needed_documents`); those with no document yet are still to come. Served only to the
 * link's holder and the firm's signed-in people, private, named after the job, never the sender's file.
 */

export interface JobDocument {
  id: number;
  jobId: number;
  kind: string;
  title: string;
  /** The day on the document (a UK day). */
  datedOn: string;
  fileName: string;
  contentType: "application/pdf" | "image/jpeg";
  bytes: number;
  originalName: string;
  addedAt: Date;
  addedBy: string;
}

const documentColumns = `id, job_id AS jobId, kind, title, dated_on AS datedOn,
  file_name AS fileName, content_type AS contentType, bytes, original_name AS originalName,
  added_at AS addedAt, added_by AS addedBy`;

type Row = Omit<JobDocument, "addedAt"> & { addedAt: string };

/**
 * Keeps a checked document (see `prepareDocument`) as the job's, and emails the customer once.
 * In one transaction: its file takes its final name (durably), its row is written and the email
 * queued; if it throws, the caller deletes the prepared file (`discardDocument`).
 */
export function storeDocument(
  services: JobServices,
  {
    jobId,
    kind,
    title,
    datedOn,
    document,
    user,
  }: {
    jobId: number;
    kind: DocumentKind;
    title: string;
    datedOn: string;
    document: PreparedDocument;
    user: ActingUser;
  },
): number {
  const { db } = services;
  const now = services.now();
  const id = writeTransaction(db, () => {
    const job = jobById(db, jobId);
    if (!job) throw new JobError("There is no such job.", 404);
    placeDocument(document);
    const id = db
      .prepare(
        `INSERT INTO job_documents (job_id, kind, title, dated_on, file_name, content_type, bytes,
           original_name, added_at, added_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .pluck()
      .get(
        job.id,
        kind,
        title,
        datedOn,
        document.fileName,
        document.contentType,
        document.bytes,
        document.originalName.slice(0, 200),
        new Date(now).toISOString(),
        user.email,
      ) as number;
    queueToCustomer(services, job, {
      kind: "job-document",
      about: `document ${id}`,
      subject: `A document for you to keep: ${job.title}`,
      lines: [
        "We have added a document to your job's page, for you to keep with the house's papers:",
        `${documentKinds[kind]}: ${title}, dated ${formatDate(datedOn)}.`,
        "Open it from the page and save a copy: you may be asked for it when you sell the house or claim on a guarantee.",
      ],
      button: "See your documents",
    });
    return id;
  });
  services.wakeOutbox();
  return id;
}

/** A job's documents, the latest dated first (then the last added). */
export const documentsOfJob = (db: Db, jobId: number): JobDocument[] =>
  (
    db
      .prepare(
        `SELECT ${documentColumns} FROM job_documents WHERE job_id = ?
         ORDER BY dated_on DESC, added_at DESC, id DESC`,
      )
      .all(jobId) as Row[]
  ).map((row) => ({ ...row, addedAt: new Date(row.addedAt) }));

/** One document of the job, or undefined (no such document, or another job's). */
export const jobDocument = (db: Db, jobId: number, documentId: number) => {
  const row = db
    .prepare(`SELECT ${documentColumns} FROM job_documents WHERE id = ? AND job_id = ?`)
    .get(documentId, jobId) as Row | undefined;
  return row ? { ...row, addedAt: new Date(row.addedAt) } : undefined;
};

/** Every document file of a job: to delete with its lead (`removeDocumentFiles`). */
export const jobDocumentFileNames = (db: Db, jobId: number) =>
  db.prepare("SELECT file_name FROM job_documents WHERE job_id = ?").pluck().all(jobId) as string[];

/** The kinds the owner ticked as this job's. */
export const neededKinds = (db: Db, jobId: number) =>
  db
    .prepare("SELECT kind FROM job_needed_documents WHERE job_id = ? ORDER BY kind")
    .pluck()
    .all(jobId) as string[];

/** The kinds this job needs, as ticked: the others are no longer needed. */
export function setNeededKinds(db: Db, jobId: number, kinds: readonly DocumentKind[]): void {
  writeTransaction(db, () => {
    if (!jobById(db, jobId)) throw new JobError("There is no such job.", 404);
    db.prepare("DELETE FROM job_needed_documents WHERE job_id = ?").run(jobId);
    const insert = db.prepare("INSERT INTO job_needed_documents (job_id, kind) VALUES (?, ?)");
    for (const kind of new Set(kinds)) insert.run(jobId, kind);
  });
}

/** What the pages show of a job's handover: its documents and the kinds still to come. */
export function handoverOf(db: Db, jobId: number): HandoverShown {
  const documents = documentsOfJob(db, jobId);
  return {
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      kindWords: kindWords(document.kind),
      title: document.title,
      dated: `dated ${formatDate(document.datedOn)}`,
      type: document.contentType === "application/pdf" ? "PDF" : "Photo",
    })),
    stillToCome: stillToCome(neededKinds(db, jobId), documents).map((kind) => documentKinds[kind]),
  };
}

const notFound = () => new Response("Not found", { status: 404, headers: privateFile });

/**
 * A document of the job, shown in the browser: private, never cached on the way, never guessed
 * at by type, and named after the job and its kind (never the sender's file name).
 */
export async function jobDocumentResponse(
  services: JobServices,
  job: Job,
  documentId: string | undefined,
): Promise<Response> {
  const document = /^\d{1,12}$/.test(documentId ?? "")
    ? jobDocument(services.db, job.id, Number(documentId))
    : undefined;
  if (!document) return notFound();
  const bytes = await storedDocument(services.documentsDir, document.fileName);
  if (!bytes) return notFound();
  const kind = document.kind.replace(/[^a-z-]/g, "") || "document";
  const extension = document.contentType === "application/pdf" ? "pdf" : "jpg";
  return new Response(new Uint8Array(bytes), {
    headers: {
      ...privateFile,
      "Content-Type": document.contentType,
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="job-${job.id}-${kind}.${extension}"`,
    },
  });
}

/** The customer's view of a document: through their job's link only (guesses counted). */
export async function customerJobDocument(
  context: Readonly<RouterContextProvider>,
  token: string | undefined,
  documentId: string | undefined,
) {
  const opened = jobOfLink(context, token);
  if (opened.refused) return opened.refused;
  return jobDocumentResponse(opened.services, opened.job, documentId);
}
