import { median, type OfficeHours, officeMinutesBetween } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import { firstLeadDay, leadOutcomes, sourceInWords } from "~/leads/lead-figures.server";
import { addDays, localDate, startOfDay } from "~/lib/uk-time";
import { costGuidePath } from "~/price-guide/price-answer";
import { otherTags } from "~/traffic/tag-share.server";
import { jobResults } from "./job-results.server";
import { type QuoteResult, quoteResults } from "./quote-results.server";
import { type ReportPeriod, weeksEndingWith } from "./report-period";
import { type VisitResult, visitResults } from "./visit-results.server";

/** One row of "where the work comes from": visits and the leads they brought. */
export interface SourceResult extends VisitResult, QuoteResult {
  /** How the owner reads it: "Google search", "Printed tag “van”", or the owner's own words. */
  source: string;
  visits: number;
  requests: number;
  /** Taps on Call and on WhatsApp in visits from this source. */
  calls: number;
  chats: number;
  won: number;
  wonValuePence: number;
  /** Median office minutes to a first reply, over the answered requests; null if none. */
  medianReplyMinutes: number | null;
}

export type SiteReport = ReturnType<typeof siteReport>;

const topPages = 10;

/** The visits of made-up tags and sites past a day's share (decision 042), as the owner reads them. */
export const otherTagsInWords = "Other tags and sites (new ones past the day's limit)";

/**
 * Page views of the period, by day where days are kept and by month where they have been
 * folded: every total below reads both, so an old month still adds up.
 */
const countedRows = `(
  SELECT page, source, medium, campaign, device, views, visits, calls, chats
    FROM page_views WHERE day BETWEEN @firstDay AND @lastDay
  UNION ALL
  SELECT page, source, medium, campaign, device, views, visits, calls, chats
    FROM page_views_monthly WHERE month BETWEEN @firstMonth AND @lastMonth
)`;

function emptySource(source: string): SourceResult {
  return {
    source,
    visits: 0,
    requests: 0,
    calls: 0,
    chats: 0,
    won: 0,
    wonValuePence: 0,
    medianReplyMinutes: null,
    bookedOnline: 0,
    medianMinutesToVisit: null,
    quotesSent: 0,
    quotesAccepted: 0,
    medianDaysToAccept: null,
  };
}

/**
 * Everything "How the site is doing" shows for a period: visits and pages from the server's
 * counts, and the quote requests of the period with where they came from, what was won and
 * how fast they were answered against the site's promise.
 */
export function siteReport(
  db: Db,
  period: ReportPeriod,
  options: { hours: OfficeHours; promisedMinutes: number; now?: number },
) {
  const now = options.now ?? Date.now();
  const today = localDate(now);
  const range = {
    firstDay: period.firstDay,
    lastDay: period.lastDay,
    firstMonth: period.firstDay.slice(0, 7),
    lastMonth: period.lastDay.slice(0, 7),
  };

  const bySource = new Map<string, SourceResult>();
  const sourceRow = (label: string) => {
    const row = bySource.get(label) ?? emptySource(label);
    bySource.set(label, row);
    return row;
  };
  const visitSources = db
    .prepare(
      `SELECT source, medium, campaign, SUM(visits) AS visits, SUM(calls) AS calls,
         SUM(chats) AS chats
       FROM ${countedRows}
       WHERE visits > 0 OR calls > 0 OR chats > 0 GROUP BY source, medium, campaign`,
    )
    .all(range) as {
    source: string;
    medium: string;
    campaign: string;
    visits: number;
    calls: number;
    chats: number;
  }[];
  for (const row of visitSources) {
    // A tap whose visit's source the browser did not say is counted as unknown.
    const source = sourceRow(
      row.source === otherTags.source && row.medium === otherTags.medium
        ? otherTagsInWords
        : sourceInWords({ ...row, medium: row.medium || null }),
    );
    source.visits += row.visits;
    source.calls += row.calls;
    source.chats += row.chats;
  }

  const devices = { phone: 0, computer: 0 };
  let views = 0;
  for (const row of db
    .prepare(`SELECT device, SUM(views) AS views FROM ${countedRows} GROUP BY device`)
    .all(range) as { device: "phone" | "computer"; views: number }[]) {
    devices[row.device] = row.views;
    views += row.views;
  }
  const pages = db
    .prepare(
      `SELECT page, SUM(views) AS views, SUM(calls) AS calls, SUM(chats) AS chats
       FROM ${countedRows}
       GROUP BY page ORDER BY views DESC, calls + chats DESC, page LIMIT ${topPages}`,
    )
    .all(range) as { page: string; views: number; calls: number; chats: number }[];

  const priceGuide = {
    views: Number(
      db
        .prepare(`SELECT COALESCE(SUM(views), 0) FROM ${countedRows} WHERE page = @page`)
        .pluck()
        .get({ ...range, page: costGuidePath }),
    ),
    requests: Number(
      db
        .prepare(
          `SELECT COUNT(*) FROM quote_requests
           WHERE received_at >= ? AND received_at < ? AND status <> 'spam'
             AND price_guide IS NOT NULL`,
        )
        .pluck()
        .get(
          startOfDay(period.firstDay).toISOString(),
          startOfDay(addDays(period.lastDay, 1)).toISOString(),
        ),
    ),
  };

  const leads = leadOutcomes(
    db,
    startOfDay(period.firstDay).toISOString(),
    startOfDay(addDays(period.lastDay, 1)).toISOString(),
  );
  const replyMinutes = new Map<SourceResult, number[]>();
  const answeredMinutes: number[] = [];
  let late = 0;
  let waitingLate = 0;
  const escalations = { escalated: 0, answeredAfter: 0 };
  for (const lead of leads) {
    const row = sourceRow(lead.source);
    row.requests++;
    if (lead.status === "won") {
      row.won++;
      row.wonValuePence += lead.pence ?? 0;
    }
    if (lead.escalated) {
      escalations.escalated++;
      // It was unanswered when it escalated, so any first reply came after.
      if (lead.firstResponseAt) escalations.answeredAfter++;
    }
    const received = new Date(lead.receivedAt);
    if (lead.firstResponseAt) {
      const minutes = officeMinutesBetween(received, new Date(lead.firstResponseAt), options.hours);
      answeredMinutes.push(minutes);
      replyMinutes.set(row, [...(replyMinutes.get(row) ?? []), minutes]);
      if (minutes > options.promisedMinutes) late++;
    } else if (
      lead.status !== "not-a-fit" &&
      officeMinutesBetween(received, new Date(now), options.hours) > options.promisedMinutes
    )
      waitingLate++;
  }
  for (const [row, minutes] of replyMinutes) row.medianReplyMinutes = median(minutes);
  const surveyVisits = visitResults(db, leads);
  for (const [source, figures] of surveyVisits.bySource) Object.assign(sourceRow(source), figures);
  const writtenQuotes = quoteResults(db, leads);
  for (const [source, figures] of writtenQuotes.bySource) Object.assign(sourceRow(source), figures);

  const sources = [...bySource.values()].sort(
    (a, b) =>
      b.wonValuePence - a.wonValuePence ||
      b.requests - a.requests ||
      b.visits - a.visits ||
      a.source.localeCompare(b.source),
  );
  const visits = visitSources.reduce((sum, row) => sum + row.visits, 0);
  const contacts = {
    calls: visitSources.reduce((sum, row) => sum + row.calls, 0),
    chats: visitSources.reduce((sum, row) => sum + row.chats, 0),
  };
  const requests = leads.length;
  const won = sources.reduce((sum, row) => sum + row.won, 0);

  return {
    period,
    visits,
    views,
    /** Quote requests received in the period, spam left out; of those, won, and their worth. */
    requests,
    /** Calls and WhatsApp chats started from the site's links. */
    contacts,
    won,
    wonValuePence: sources.reduce((sum, row) => sum + row.wonValuePence, 0),
    // The 52 weeks up to the period's end, or today if sooner.
    ...visitsByWeek(db, [period.lastDay, today].sort()[0] as string),
    pages,
    /** Views of the price guide, and the quote requests sent from its answers. */
    priceGuide,
    sources,
    devices,
    /** The period's requests with a survey visit booked, and how soon. */
    surveyVisits: surveyVisits.total,
    /** The period's requests sent a written quote, accepted online, and how soon. */
    writtenQuotes: writtenQuotes.total,
    /** The jobs: under way and owed now; of the period, started, paid, how soon, changes. */
    jobs: jobResults(db, period, today),
    replies: {
      promisedMinutes: options.promisedMinutes,
      medianMinutes: median(answeredMinutes),
      answered: answeredMinutes.length,
      late,
      waitingLate,
      ...escalations,
    },
  };
}

/** Visits per week for the 52 weeks ending with `lastDay`'s, from the daily counts. */
function visitsByWeek(db: Db, lastDay: string) {
  const mondays = weeksEndingWith(lastDay);
  const firstDay = mondays[0] as string;
  const visits = new Map(mondays.map((monday) => [monday, 0]));
  const days = db
    .prepare(
      `SELECT day, SUM(visits) AS visits FROM page_views
       WHERE day BETWEEN ? AND ? GROUP BY day ORDER BY day`,
    )
    .all(firstDay, lastDay) as { day: string; visits: number }[];
  let monday = firstDay;
  for (const row of days) {
    while (row.day >= addDays(monday, 7)) monday = addDays(monday, 7);
    visits.set(monday, (visits.get(monday) ?? 0) + row.visits);
  }
  const oldestDay = db.prepare("SELECT MIN(day) FROM page_views").pluck().get() as string | null;
  const folded = db.prepare("SELECT MAX(month) FROM page_views_monthly").pluck().get() as
    | string
    | null;
  return {
    weeks: mondays.map((day) => ({ monday: day, visits: visits.get(day) ?? 0 })),
    /** Weeks before this day hold no daily counts any more (folded into months after 13). */
    weeksKeptFrom: folded && oldestDay && oldestDay > firstDay ? oldestDay : null,
  };
}

/** The first day anything was counted or a request came in: where the period picker starts. */
export function firstCountedDay(db: Db): string | null {
  const counted = db
    .prepare(
      `SELECT MIN(first) FROM (SELECT MIN(day) AS first FROM page_views
         UNION ALL SELECT MIN(month) || '-01' FROM page_views_monthly)`,
    )
    .pluck()
    .get() as string | null;
  const days = [counted, firstLeadDay(db)].filter((day): day is string => day !== null);
  return days.length > 0 ? (days.sort()[0] ?? null) : null;
}
