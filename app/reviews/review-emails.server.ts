import { formatLongDate, localDate } from "~/lib/uk-time";
import {
  emailButton,
  emailLayout,
  escapeHtml,
  type MailContext,
  type OutgoingMessage,
} from "~/mail/message.server";

interface Customer {
  firstName: string;
  lastName: string;
  email: string;
}

function message(
  customer: Customer,
  context: MailContext,
  subject: string,
  paragraphs: { text: string; link?: { href: string; label: string } }[],
): OutgoingMessage {
  const { company } = context;
  const sign = `${company.tradingName}\n${company.phone} · ${context.siteUrl}`;
  const text = [
    `Dear ${customer.firstName},`,
    ...paragraphs.flatMap(({ text, link }) => ["", text, ...(link ? ["", link.href] : [])]),
    "",
    sign,
  ].join("\n");
  const html = emailLayout(
    subject,
    [
      `<p>Dear ${escapeHtml(customer.firstName)},</p>`,
      ...paragraphs.map(
        ({ text, link }) =>
          `<p>${escapeHtml(text)}</p>${link ? emailButton(link.href, link.label) : ""}`,
      ),
    ].join("\n"),
    company,
  );
  return {
    from: context.from,
    to: { name: `${customer.firstName} ${customer.lastName}`, address: customer.email },
    replyTo: { name: company.tradingName, address: company.email },
    subject,
    text,
    html,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * When the customer was first asked, seen on UK calendars from `now`, as a sentence starts:
 * "Earlier today", "Yesterday", "A few days ago", "Last week", or "On 3 November 2026".
 */
export function whenAsked(askedAt: Date, now: Date) {
  const days = Math.round((Date.parse(localDate(now)) - Date.parse(localDate(askedAt))) / dayMs);
  if (days <= 0) return "Earlier today";
  if (days === 1) return "Yesterday";
  if (days < 7) return "A few days ago";
  if (days < 14) return "Last week";
  return `On ${formatLongDate(askedAt)}`;
}

/**
 * The ask, or its one reminder (`reminder`: when the ask was, and now): a personal link to
 * write a review, and how long it works.
 */
export function reviewRequestEmail(
  customer: Customer,
  {
    link,
    expiresAt,
    job,
    reminder,
  }: { link: string; expiresAt: Date; job: string; reminder?: { askedAt: Date; now: Date } },
  context: MailContext,
): OutgoingMessage {
  const name = context.company.tradingName;
  return message(
    customer,
    context,
    reminder ? `A reminder: how did we do? (${name})` : `How did we do? A review for ${name}`,
    [
      {
        text: reminder
          ? `${whenAsked(reminder.askedAt, reminder.now)} we asked whether you would tell others how your ${job.toLowerCase()} job went. If you have a couple of minutes, your review would help people near you choose a builder.`
          : `Thank you for choosing ${name} for your ${job.toLowerCase()} job. Would you tell others how it went? It takes a couple of minutes, and your review will be shown on our website as a verified customer's.`,
        link: { href: link, label: "Write your review" },
      },
      {
        text: `This link is yours alone and works once, until ${formatLongDate(expiresAt)}. You choose how your name is shown, and nothing is published without your agreement.`,
      },
    ],
  );
}

/** After the review is sent: thanks, and the link that takes it down again. */
export function reviewThanksEmail(
  customer: Customer,
  { removeLink }: { removeLink: string },
  context: MailContext,
): OutgoingMessage {
  const name = context.company.tradingName;
  return message(customer, context, `Thank you for your review of ${name}`, [
    {
      text: `Thank you for your review. It will appear on our website as you wrote it, marked as from a verified customer.`,
    },
    {
      text: "If you change your mind, you can take it down at any time with this link:",
      link: { href: removeLink, label: "Remove my review" },
    },
  ]);
}
