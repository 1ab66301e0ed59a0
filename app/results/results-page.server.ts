import { siteContent, sitePages } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { promisedReplyMinutes } from "~/leads/lead-figures.server";
import { localDate } from "~/lib/uk-time";
import { monthOf, periodChoices, periodOf } from "./report-period";
import { firstCountedDay, siteReport } from "./site-report.server";

/**
 * "How the site is doing" for the period the address asks for (`?period=2026-10` or `2026`),
 * this month without one. A period that is not offered answers 400 with this month's figures
 * and a message beside the picker.
 */
export function resultsPage(db: Db, url: URL, now = Date.now()) {
  const today = localDate(now);
  const asked = url.searchParams.get("period");
  const period = asked === null ? monthOf(today) : periodOf(asked, today);
  const report = siteReport(db, period ?? monthOf(today), {
    hours: siteContent().company.openingHours,
    promisedMinutes: promisedReplyMinutes(),
    now,
  });
  const titles = new Map(sitePages().map((page) => [page.path, page.title]));
  return {
    report,
    /** The most viewed pages with their titles; null for a page no longer on the site. */
    pages: report.pages.map((row) => ({ ...row, title: titles.get(row.page) ?? null })),
    today,
    choices: periodChoices(today, firstCountedDay(db)),
    problem: period ? null : "Choose a month or a year from the list.",
  };
}

export type ResultsPage = ReturnType<typeof resultsPage>;
