import { requireUser } from "~/accounts/signed-in.server";
import { filterFrom } from "~/leads/inbox.server";
import { exportLeads } from "~/leads/lead-export.server";
import { ownerArea } from "~/server-context";
import type { Route } from "./+types/leads-csv";

/** The leads the inbox shows for the same filter, as a spreadsheet file. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const { csv, fileName } = exportLeads(ownerArea(context).db, {
    filter: filterFrom(new URL(request.url)),
    user,
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
