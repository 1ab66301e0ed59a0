import { data } from "react-router";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { jobCsvColumns } from "~/jobs/job-export.server";
import { inboxFilter } from "~/leads/inbox.server";
import { exportLeads } from "~/leads/lead-export.server";
import { allColumns } from "~/leads/leads-csv.server";
import { visitCsvColumns } from "~/visits/visit-export.server";
import { quoteCsvColumns } from "~/written-quotes/quote-export.server";
import type { Route } from "./+types/leads-csv";

/** The leads the inbox shows for the same filter, with their visits, quotes and jobs, as a spreadsheet file. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireUser(request, context);
  const { db } = context.get(ownerRequestContext);
  const { filter, refused } = inboxFilter(new URL(request.url));
  // Only an address the inbox's form could not have made: the inbox says why.
  if (refused) throw data(null, { status: 400 });
  const { csv, fileName } = exportLeads(db, {
    filter,
    user,
    more: allColumns(visitCsvColumns(db), quoteCsvColumns(db), jobCsvColumns(db)),
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
