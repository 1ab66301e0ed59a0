import { jobPhotoResponse } from "~/jobs/job-files.server";
import { ownerJob } from "~/jobs/owner-job.server";
import type { Route } from "./+types/job-photo";

/** A progress photo of a job, to the firm's signed-in people (`?size=small`: its thumbnail). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, job } = ownerJob(request, context, params.id);
  return jobPhotoResponse(services, job, params.photoId, request);
}
