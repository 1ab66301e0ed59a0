import { data } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { jobDocumentResponse } from "~/jobs/job-documents.server";
import { jobsContext } from "~/jobs/job-services.server";
import { jobById } from "~/jobs/job-store.server";
import type { Route } from "./+types/job-document-file";

/** A handover document of a job, to the firm's signed-in people. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context);
  const services = context.get(jobsContext);
  const job = /^\d{1,9}$/.test(params.id) ? jobById(services.db, Number(params.id)) : null;
  if (!job) throw data(null, { status: 404 });
  return jobDocumentResponse(services, job, params.documentId);
}
