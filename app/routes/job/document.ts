import { customerJobDocument } from "~/jobs/job-documents.server";
import type { Route } from "./+types/document";

/** A handover document of the job (a PDF or a photo of it), to the link's holder only. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  customerJobDocument(context, params.token, params.documentId);
