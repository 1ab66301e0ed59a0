import { customerJobPhoto } from "~/jobs/job-files.server";
import type { Route } from "./+types/photo";

/** A progress photo of the job (`?size=small`: its thumbnail), to the link's holder only. */
export const loader = ({ params, context, request }: Route.LoaderArgs) =>
  customerJobPhoto(context, params.token, params.photoId, request);
