import { csvCell } from "~/lib/csv";
import { amountForCsv } from "~/lib/pounds";
import type { JobResult } from "./job-results.server";
import type { SiteReport } from "./site-report.server";

/** The jobs' figures: the period's, and (said so) today's; in the totals' row only. */
const jobColumns = [
  "Jobs in progress now",
  "Jobs started",
  "Agreed on jobs started (£)",
  "Payments received",
  "Paid in (£)",
  "Due now (£)",
  "Late now (£)",
  "Typical days from acceptance to start",
  "Typical days from acceptance to finish",
  "Changes approved",
  "Changes approved (£)",
] as const;

const columns = [
  "What",
  "Name",
  "Visits",
  "Page views",
  "Quote requests",
  "Won jobs",
  "Won value (£)",
  "Typical reply (office minutes)",
  "Calls",
  "WhatsApp chats",
  "Visits booked online",
  "Typical time to a booked visit (minutes)",
  "Written quotes sent",
  "Quotes accepted online",
  "Typical days to accept",
  ...jobColumns,
] as const;

const number = (value: number | null | undefined) => (value == null ? "" : String(value));
/** Days to one decimal: "2.5". */
const days = (value: number | null) => (value === null ? "" : String(Math.round(value * 10) / 10));
/** Pounds that may be below 0 (work taken out): "-120.50". */
const signedAmount = (pence: number) =>
  pence < 0 ? `-${amountForCsv(-pence)}` : amountForCsv(pence);

const jobCells = (jobs: JobResult) => [
  number(jobs.inProgress),
  number(jobs.started),
  amountForCsv(jobs.agreedPence),
  number(jobs.payments),
  amountForCsv(jobs.paidPence),
  amountForCsv(jobs.duePence),
  amountForCsv(jobs.latePence),
  days(jobs.medianDaysToStart),
  days(jobs.medianDaysToFinish),
  number(jobs.changesApproved),
  signedAmount(jobs.changesPence),
];
const noJobCells = jobColumns.map(() => "");

/**
 * "How the site is doing" as a spreadsheet: the period's totals, then one row per source,
 * page and week, in the same cells as the leads' file (formulas neutralised, so a referrer or
 * campaign tag typed as `=HYPERLINK(…)` stays text; UTF-8 with a byte-order mark, CRLF).
 */
export function siteReportToCsv(report: SiteReport): string {
  const rows: (readonly string[])[] = [
    columns,
    [
      "Total",
      report.period.label,
      number(report.visits),
      number(report.views),
      number(report.requests),
      number(report.won),
      amountForCsv(report.wonValuePence),
      number(report.replies.medianMinutes),
      number(report.contacts.calls),
      number(report.contacts.chats),
      number(report.surveyVisits.bookedOnline),
      number(report.surveyVisits.medianMinutesToVisit),
      number(report.writtenQuotes.quotesSent),
      number(report.writtenQuotes.quotesAccepted),
      days(report.writtenQuotes.medianDaysToAccept),
      ...jobCells(report.jobs),
    ],
    ...report.sources.map((row) => [
      "Source",
      row.source,
      number(row.visits),
      "",
      number(row.requests),
      number(row.won),
      amountForCsv(row.wonValuePence),
      number(row.medianReplyMinutes),
      number(row.calls),
      number(row.chats),
      number(row.bookedOnline),
      number(row.medianMinutesToVisit),
      number(row.quotesSent),
      number(row.quotesAccepted),
      days(row.medianDaysToAccept),
      ...noJobCells,
    ]),
    ...report.pages.map((row) => [
      "Page",
      row.page,
      "",
      number(row.views),
      "",
      "",
      "",
      "",
      number(row.calls),
      number(row.chats),
      "",
      "",
      "",
      "",
      "",
      ...noJobCells,
    ]),
    ...report.weeks.map((row) => [
      "Week from",
      row.monday,
      number(row.visits),
      ...Array.from({ length: columns.length - 3 }, () => ""),
    ]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
