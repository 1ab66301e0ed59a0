import { visitsCalendar } from "~/jobs/job-files.server";
import type { Route } from "./+types/visits-ics";

/** The job's visits to come, for the customer's calendar. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  visitsCalendar(context, params.token);
