import type { Company } from "~/company/company";
import { openingHoursInWords } from "~/company/opening-hours";
import { projectTypes } from "~/lib/project-types";
import { formatFullDateTime } from "~/lib/uk-time";
import {
  emailButton,
  emailLayout,
  escapeHtml,
  type MailContext,
  type OutgoingMessage,
  paragraphsHtml,
} from "~/mail/message.server";
import { photoCount, photosReceivedSentence } from "./quote-attachments.server";
import { budgetBands } from "./quote-fields";
import type { QuoteRequest } from "./quote-request";

export interface QuoteEmailContext extends MailContext<Company> {
  /** Where new requests are sent: QUOTE_NOTIFY_TO, else the firm's own email. */
  notifyTo: string;
}

export interface StoredQuote {
  reference: string;
  receivedAt: Date;
  request: QuoteRequest;
  /** How many photos came with it (0 when none). */
  photos?: number;
  /** The price guide's answer the customer saw before asking, when they came from it. */
  priceGuide?: string;
  /** The customer's private page to book the survey visit (a path on the site). */
  visitLink?: string;
}

const label = {
  projectType: (value: string) => projectTypes.find((type) => type.value === value)?.label ?? value,
  budget: (value: string | undefined) =>
    value ? (budgetBands.find((band) => band.value === value)?.label ?? value) : "Not given",
};

function detailRows(quote: StoredQuote): [string, string][] {
  const { request } = quote;
  return [
    ["Reference", quote.reference],
    ["Received", formatFullDateTime(quote.receivedAt)],
    ["Name", `${request.firstName} ${request.lastName}`],
    ["Email", request.email],
    ["Phone", request.phone],
    ["Type of project", label.projectType(request.projectType)],
    ["Budget", label.budget(request.budget)],
    ...(quote.priceGuide ? [["Price guide seen", quote.priceGuide] as [string, string]] : []),
    ...(quote.photos
      ? [
          [
            "Photos",
            `${photoCount(quote.photos)}, attached (also on the lead in the owner area)`,
          ] as [string, string],
        ]
      : []),
  ];
}

/** What the customer was promised, from `replyWithin` in content/company.yaml. */
const promisedReply = (firstName: string, company: Company) =>
  `${firstName} has been told you will reply within ${company.replyWithin} (${openingHoursInWords(company.openingHours)}).`;

/** To the firm: every field, ready to reply to the customer directly. */
export function ownerNotification(quote: StoredQuote, context: QuoteEmailContext): OutgoingMessage {
  const { request } = quote;
  const rows = detailRows(quote);
  const subject = `New quote request ${quote.reference}: ${label.projectType(request.projectType)}, ${request.firstName} ${request.lastName}`;
  const text = [
    `New quote request from the website (${quote.reference}).`,
    "",
    ...rows.map(([name, value]) => `${name}: ${value}`),
    "",
    "Project details:",
    request.message,
    "",
    `${promisedReply(request.firstName, context.company)} Reply to this email to answer ${request.firstName} directly. All requests: npm run quotes on the server.`,
  ].join("\n");
  const table = rows
    .map(
      ([name, value]) =>
        `<tr><th style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;color:#4a5666;font-weight:normal">${escapeHtml(name)}</th><td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html = emailLayout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">New quote request</h1>
<table style="border-collapse:collapse;margin-bottom:16px">${table}</table>
<h2 style="font-size:18px;margin:16px 0 8px">Project details</h2>${paragraphsHtml(request.message)}
<p style="margin-top:24px;color:#4a5666">${escapeHtml(promisedReply(request.firstName, context.company))} Reply to this email to answer ${escapeHtml(request.firstName)} directly.</p>`,
    context.company,
  );
  return {
    from: context.from,
    to: { address: context.notifyTo },
    replyTo: { name: `${request.firstName} ${request.lastName}`, address: request.email },
    subject,
    text,
    html,
  };
}

/** To the customer: we have it, we will reply within the time the firm promises, and here is how to call. */
export function customerAcknowledgement(
  quote: StoredQuote,
  context: QuoteEmailContext,
): OutgoingMessage {
  const { request } = quote;
  const { company } = context;
  const subject = `We have your quote request (${quote.reference})`;
  const photosReceived = photosReceivedSentence(quote.photos ?? 0);
  const visitUrl = quote.visitLink ? new URL(quote.visitLink, context.siteUrl).href : null;
  const text = [
    `Dear ${request.firstName},`,
    "",
    `Thank you for asking ${company.tradingName} for a quote. Your request has reached us and we will reply within ${company.replyWithin} (${openingHoursInWords(company.openingHours)}).`,
    "",
    `If it is urgent, call us on ${company.phone}.`,
    "",
    ...(visitUrl ? [`Choose a time for us to visit: ${visitUrl}`, ""] : []),
    `Your reference: ${quote.reference}`,
    ...(photosReceived ? [photosReceived] : []),
    `Type of project: ${label.projectType(request.projectType)}`,
    `Budget: ${label.budget(request.budget)}`,
    "",
    "What you told us:",
    request.message,
    "",
    `${company.tradingName}`,
    `${company.phone} · ${company.email} · ${context.siteUrl}`,
  ].join("\n");
  const html = emailLayout(
    subject,
    `<p>Dear ${escapeHtml(request.firstName)},</p>
<p>Thank you for asking ${escapeHtml(company.tradingName)} for a quote. Your request has reached us and <strong>we will reply within ${escapeHtml(company.replyWithin)}</strong> (${escapeHtml(openingHoursInWords(company.openingHours))}).</p>
<p>If it is urgent, call us on <a href="tel:${escapeHtml(company.phone.replace(/\s+/g, ""))}" style="color:#1a426d;font-weight:bold">${escapeHtml(company.phone)}</a>.</p>
${visitUrl ? `<p>Most jobs start with a visit to see the work and measure up, free and without obligation. Choose a time that suits you:</p>${emailButton(visitUrl, "Choose a time for us to visit")}` : ""}
<p style="margin:20px 0 4px;color:#4a5666">Your reference</p><p style="margin:0 0 16px;font-size:20px;font-weight:bold">${escapeHtml(quote.reference)}</p>
${photosReceived ? `<p>${escapeHtml(photosReceived)}</p>` : ""}
<p style="margin:0 0 4px;color:#4a5666">What you told us</p>${paragraphsHtml(request.message)}`,
    company,
  );
  return {
    from: context.from,
    to: { name: `${request.firstName} ${request.lastName}`, address: request.email },
    replyTo: { name: company.tradingName, address: company.email },
    subject,
    text,
    html,
  };
}
