import { formatCount } from "~/lib/format-count";
import { formatPounds } from "~/lib/pounds";
import { formatMinutes } from "~/lib/uk-time";
import type { SiteReport } from "~/results/site-report.server";
import { contactsInWords, elapsedInWords, plural } from "./figures";

/** "Where the work comes from": each source's visits, requests, won jobs, replies and survey visits. */
export function Sources({ report }: { report: Pick<SiteReport, "sources" | "period"> }) {
  if (report.sources.length === 0)
    return <p>No visits or requests in {report.period.label} yet.</p>;
  return (
    <ul className="grid gap-3">
      {report.sources.map((row) => (
        <li key={row.source} className="border-navy-100 border-b pb-3 last:border-b-0">
          <p className="break-words font-semibold text-navy-900">{row.source}</p>
          <p>
            {plural(row.visits, "visit")} · {plural(row.requests, "request")}
            {contactsInWords(row) ? ` · ${contactsInWords(row)}` : ""}
            {row.won > 0
              ? ` · ${formatCount(row.won)} won${row.wonValuePence > 0 ? `, ${formatPounds(row.wonValuePence)}` : ""}`
              : ""}
            {row.medianReplyMinutes !== null
              ? ` · replied in ${formatMinutes(row.medianReplyMinutes)}`
              : ""}
            {row.bookedOnline > 0
              ? ` · ${formatCount(row.bookedOnline)} booked a survey visit online`
              : ""}
            {row.medianMinutesToVisit !== null
              ? ` · survey visit booked in ${elapsedInWords(row.medianMinutesToVisit)}`
              : ""}
            {row.quotesSent > 0
              ? ` · ${formatCount(row.quotesAccepted)} of ${plural(row.quotesSent, "quote")} accepted online`
              : ""}
            {row.medianDaysToAccept !== null
              ? ` · accepted in ${row.medianDaysToAccept < 1 ? "under a day" : plural(Math.round(row.medianDaysToAccept), "day")}`
              : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
