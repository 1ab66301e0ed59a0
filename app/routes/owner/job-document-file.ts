import { jobDocumentResponse } from "~/jobs/job-documents.server";
import { ownerJob } from "~/jobs/owner-job.server";
import type { Route } from "./+types/job-document-file";

/** A handover document of a job, to the firm's signed-in people. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, job } = ownerJob(request, context, params.id);
  return jobDocumentResponse(services, job, params.documentId);
}
