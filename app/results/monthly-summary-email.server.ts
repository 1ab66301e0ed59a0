import { type LeadResponseTime, unknownSource } from "~/leads/lead-figures.server";
import { formatCount, formatPercent } from "~/lib/format-count";
import { formatPounds } from "~/lib/pounds";
import { formatMinutes, formatWeekday } from "~/lib/uk-time";
import {
  emailButton,
  emailLayout,
  escapeHtml,
  type MailContext,
  type OutgoingMessage,
} from "~/mail/message.server";
import { optOutLabel } from "./monthly-summary-label";
import type { SiteReport } from "./site-report.server";

/** What the summary of a month says: the report's figures and the leads that waited too long. */
export interface MonthlySummary {
  report: SiteReport;
  late: LeadResponseTime[];
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** One figure of the summary: its name, the figure, and a line under it if there is more to say. */
interface Figure {
  name: string;
  value: string;
  note?: string;
}

function figuresOf({ report }: MonthlySummary): Figure[] {
  const figures: Figure[] = [
    { name: "Visits", value: formatCount(report.visits) },
    {
      name: "Quote requests",
      value: formatCount(report.requests),
      note:
        report.visits > 0
          ? `${formatPercent(report.requests / report.visits)} of visits sent one`
          : undefined,
    },
    {
      name: "Jobs won",
      value: formatCount(report.won),
      note: report.wonValuePence > 0 ? `worth ${formatPounds(report.wonValuePence)}` : undefined,
    },
  ];
  // The first source that brought requests and is known: "Unknown" tells the owner nothing.
  const best = report.sources.find((row) => row.requests > 0 && row.source !== unknownSource);
  if (best)
    figures.push({
      name: "Best source",
      value: best.source,
      note: [
        plural(best.requests, "request", "requests"),
        `${formatCount(best.won)} won`,
        ...(best.wonValuePence > 0 ? [formatPounds(best.wonValuePence)] : []),
      ].join(", "),
    });
  const { medianMinutes, promisedMinutes } = report.replies;
  if (medianMinutes !== null)
    figures.push({
      name: "Typical first reply",
      value: formatMinutes(medianMinutes),
      note: `in office hours; you promise ${formatMinutes(promisedMinutes)}`,
    });
  return figures;
}

const leadUrl = (siteUrl: string, id: number) => new URL(`/owner/leads/${id}`, siteUrl).href;

function howLong(lead: LeadResponseTime): string {
  return lead.waiting
    ? `still waiting (${formatMinutes(lead.officeMinutes)} so far)`
    : `answered after ${formatMinutes(lead.officeMinutes)}`;
}

const row = (figure: Figure) =>
  `<tr><td style="padding:10px 8px 10px 0;border-bottom:1px solid #e5dfd3;vertical-align:top">${escapeHtml(figure.name)}</td>` +
  `<td style="padding:10px 0;border-bottom:1px solid #e5dfd3;text-align:right;vertical-align:top;overflow-wrap:anywhere"><strong>${escapeHtml(figure.value)}</strong>` +
  `${figure.note ? `<br><span style="font-size:14px;color:#4a5666">${escapeHtml(figure.note)}</span>` : ""}</td></tr>`;

/**
 * Last month in one email to an owner: visits, requests, won work, the best source, replies
 * against the promise, and each lead that waited too long, linked to its page. Everything from
 * visitors (a source can be any text a referrer or a campaign tag carried) is escaped.
 */
export function monthlySummaryEmail(
  to: string,
  summary: MonthlySummary,
  { company, from, siteUrl }: MailContext,
): OutgoingMessage {
  const { report, late } = summary;
  const month = report.period.label;
  const subject = `How the website did in ${month}`;
  const figures = figuresOf(summary);
  const resultsUrl = new URL(`/owner/results?period=${report.period.key}`, siteUrl).href;
  const accountUrl = new URL("/owner/account", siteUrl).href;
  const lateTitle = `Waited longer than you promise (${formatCount(late.length)})`;
  const allInTime =
    report.requests > 0 && late.length === 0
      ? "Every quote request was answered within the time you promise."
      : undefined;
  const received = (lead: LeadResponseTime) => `received ${formatWeekday(lead.receivedAt)}`;
  const stop = `You get this email on the 1st of each month. To stop it, untick “${optOutLabel}” on your`;

  const text = [
    `Here is how the website did in ${month}.`,
    "",
    ...figures.map(
      (figure) => `${figure.name}: ${figure.value}${figure.note ? ` (${figure.note})` : ""}`,
    ),
    "",
    ...(late.length > 0
      ? [
          `${lateTitle}:`,
          ...late.map(
            (lead) =>
              `- ${lead.reference}, ${received(lead)}: ${howLong(lead)}\n  ${leadUrl(siteUrl, lead.id)}`,
          ),
          "",
        ]
      : allInTime
        ? [allInTime, ""]
        : []),
    "All the figures:",
    resultsUrl,
    "",
    `${stop} Account page:`,
    accountUrl,
  ].join("\n");

  const lateHtml =
    late.length > 0
      ? `<h2 style="font-size:18px;margin:28px 0 8px">${escapeHtml(lateTitle)}</h2><ul style="margin:0;padding-left:20px">${late
          .map(
            (lead) =>
              `<li style="margin:0 0 8px"><a href="${escapeHtml(leadUrl(siteUrl, lead.id))}" style="color:#0c2238;font-weight:bold">${escapeHtml(lead.reference)}</a>, ${escapeHtml(received(lead))}: ${escapeHtml(howLong(lead))}</li>`,
          )
          .join("")}</ul>`
      : allInTime
        ? `<p style="margin:20px 0 0">${escapeHtml(allInTime)}</p>`
        : "";
  const html = emailLayout(
    subject,
    [
      `<p style="margin:0 0 16px">Here is how the website did in <strong>${escapeHtml(month)}</strong>.</p>`,
      `<table role="presentation" style="width:100%;border-collapse:collapse">${figures.map(row).join("")}</table>`,
      lateHtml,
      emailButton(resultsUrl, "See all the figures"),
      `<p style="margin:0;font-size:14px;color:#4a5666">${escapeHtml(stop)} <a href="${escapeHtml(accountUrl)}" style="color:#0c2238">Account page</a>.</p>`,
    ].join("\n"),
    company,
  );
  return { from, to: { address: to }, subject, text, html };
}
