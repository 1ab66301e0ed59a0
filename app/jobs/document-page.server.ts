import { type RouterContextProvider, redirect } from "react-router";
import { answerForm, readForm } from "~/forms/read-form.server";
import { formatBytes } from "~/lib/format-count";
import { localDate } from "~/lib/uk-time";
import { discardUploads } from "~/photos/multipart.server";
import { acceptedFormatsText } from "~/photos/photo-check.server";
import {
  discardDocument,
  documentUploadLimits,
  maxDocumentBytes,
  type PreparedDocument,
  prepareDocument,
} from "./document-files.server";
import { documentFormSchema, documentForms } from "./document-form";
import { documentKindList, documentKinds } from "./handover-documents";
import { handoverOf, neededKinds, setNeededKinds, storeDocument } from "./job-documents.server";
import { JobError } from "./job-error";
import { readJobPost } from "./job-uploads.server";
import { ownerJob } from "./owner-job.server";

/**
 * "Add a document" on a job (`/owner/jobs/{id}/document`), for everyone who works the leads:
 * a handover document (its kind, title, the day on it, and the file: a PDF or a photo of it),
 * checked before anything is kept; and which kinds of document this job needs.
 */

type Context = Readonly<RouterContextProvider>;

export function documentPage(request: Request, context: Context, param: string | undefined) {
  const { services, job } = ownerJob(request, context, param);
  return {
    job: { id: job.id, title: job.title },
    kinds: documentKindList.map((kind) => ({ value: kind, label: documentKinds[kind] })),
    needed: neededKinds(services.db, job.id),
    handover: handoverOf(services.db, job.id),
    today: localDate(services.now()),
    formats: acceptedFormatsText,
    largest: formatBytes(maxDocumentBytes),
  };
}

const chooseAgain = "The file was not kept: choose it again.";

export async function saveDocument(request: Request, context: Context, param: string | undefined) {
  const { user, services, job } = ownerJob(request, context, param);
  const { form, files, refusal, uploadRefused } = await readJobPost(request, {
    uploadsDir: services.uploadsDir,
    limits: documentUploadLimits,
    chooseAgain,
  });
  let prepared: PreparedDocument | null = null;
  let stored = false;
  try {
    const submission = readForm(form, documentFormSchema);
    const formId = String(submission.payload.intent ?? documentForms.document);
    const refuse = (status: number, file?: string) =>
      answerForm(submission, refusal(status, file), { form: formId });
    if (uploadRefused) return answerForm(submission, uploadRefused, { form: formId });
    if (submission.status !== "success") return refuse(400);
    const sent = submission.value;
    if (sent.intent === documentForms.needed) {
      setNeededKinds(services.db, job.id, sent.needed);
      return answerForm(
        submission,
        { ok: true, message: "Saved: the customer's page lists those still to come." },
        { form: documentForms.needed },
      );
    }
    if (sent.datedOn > localDate(services.now()))
      return answerForm(
        submission,
        {
          ok: false,
          fieldErrors: {
            datedOn: ["The day on the document cannot be in the future."],
            photos: files.length > 0 ? [chooseAgain] : [],
          },
        },
        { form: formId },
      );
    const [file, ...more] = files;
    if (!file) return refuse(400, "Choose the document's file: a PDF, or a photo of it.");
    if (more.length > 0) return refuse(400, "Add one document at a time.");
    const checked = await prepareDocument(services.documentsDir, file);
    if (!checked.ok) return refuse(checked.status, checked.message);
    prepared = checked.document;
    try {
      storeDocument(services, {
        jobId: job.id,
        kind: sent.kind,
        title: sent.title,
        datedOn: sent.datedOn,
        document: prepared,
        user,
      });
    } catch (error) {
      if (error instanceof JobError)
        return answerForm(submission, { ok: false, status: error.status, message: error.message });
      throw error;
    }
    stored = true;
    return redirect(`/owner/jobs/${job.id}?done=document#handover`);
  } finally {
    await discardUploads(files);
    if (!stored) await discardDocument(prepared);
  }
}
