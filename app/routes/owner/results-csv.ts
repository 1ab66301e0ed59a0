import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { resultsPage } from "~/results/results-page.server";
import { siteReportToCsv } from "~/results/site-report-csv.server";
import type { Route } from "./+types/results-csv";

/** "How the site is doing" for a month or year, as a spreadsheet file: the owner's alone. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "see results");
  const page = resultsPage(context.get(ownerRequestContext).db, new URL(request.url));
  if (page.problem) return new Response(page.problem, { status: 400 });
  return new Response(siteReportToCsv(page.report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="website-${page.report.period.key}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
