import type { Company } from "~/company/company";
import type { Db } from "~/db/database.server";
import type { LeadContact } from "~/leads/lead-contact.server";
import { formatDate } from "~/lib/uk-time";
import { linesAndButton, type MailContext, type OutgoingMessage } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import type { QuoteDocument } from "./quote-document";

/**
 * The emails of a written quote, each queued in the transaction that makes the change it tells
 * of (so it goes if and only if the change is stored): the quote sent, a question, acceptance,
 * cancellation, expiry. One of each kind per quote version, and one per question.
 */

export type QuoteMail = MailContext<Company> & { notifyTo: string };

const customer = (lead: LeadContact) => ({
  name: `${lead.firstName} ${lead.lastName}`,
  address: lead.email,
});

/** A PDF kept with its message in the outbox, as base64 text. */
const pdfAttachment = (filename: string, pdf: Buffer) => ({
  filename,
  content: pdf.toString("base64"),
  contentType: "application/pdf",
  encoding: "base64" as const,
});

const total = (document: QuoteDocument) => document.totals.at(-1)?.amount ?? "";

export interface QuoteEmail {
  db: Db;
  lead: LeadContact;
  quoteId: number;
  document: QuoteDocument;
  /** The customer's page of the quote, absolute. */
  link: string;
  mail: QuoteMail;
  now: number;
}

/** Queues one of the quote's emails: about the quote's version, or what else it tells of. */
function queue(
  { db, lead, quoteId, now }: QuoteEmail,
  kind: string,
  message: OutgoingMessage,
  about = `quote ${quoteId}`,
) {
  queueEmail(db, { kind: `quote-${kind}`, about, message, leadId: lead.id, now });
}

function toCustomer(
  email: QuoteEmail,
  kind: string,
  subject: string,
  lines: string[],
  button: string,
  pdf?: { filename: string; bytes: Buffer },
) {
  const { company } = email.mail;
  const message = linesAndButton(
    customer(email.lead),
    { subject, lines: [`Dear ${email.lead.firstName},`, ...lines], button: [email.link, button] },
    email.mail,
  );
  queue(email, kind, {
    ...message,
    replyTo: { name: company.tradingName, address: company.email },
    ...(pdf ? { attachments: [pdfAttachment(pdf.filename, pdf.bytes)] } : {}),
  });
}

function toOwner(
  email: QuoteEmail,
  kind: string,
  subject: string,
  lines: string[],
  about?: string,
) {
  const message = linesAndButton(
    { name: email.mail.company.tradingName, address: email.mail.notifyTo },
    {
      subject,
      lines,
      button: [new URL(`/owner/leads/${email.lead.id}`, email.mail.siteUrl).href, "Open the lead"],
    },
    email.mail,
  );
  queue(email, kind, message, about);
}

const who = (lead: LeadContact) => `${lead.firstName} ${lead.lastName}`;
const named = ({ document }: QuoteEmail) => `${document.number} v${document.version}`;

export function queueQuoteSent(email: QuoteEmail, pdf: { filename: string; bytes: Buffer }) {
  const { document } = email;
  toCustomer(
    email,
    "sent",
    `Your quote from ${document.firm.tradingName}: ${document.title} (${document.number})`,
    [
      `Here is our quote for ${document.title}: ${total(document)} in all. The PDF attached is your copy.`,
      `The price holds until ${document.validUntil}. On the quote's page you can read it in full, ask us a question, or accept it.`,
    ],
    "See and accept your quote",
    pdf,
  );
}

export function queueQuestion(email: QuoteEmail, question: string, questionId: number) {
  toOwner(
    email,
    "question",
    `Question on quote ${named(email)} from ${who(email.lead)}`,
    [
      `${who(email.lead)} asked about quote ${named(email)} (${email.document.title}):`,
      question,
      `Reply by phone (${email.lead.phone}) or email (${email.lead.email}).`,
    ],
    `question ${questionId}`,
  );
}

export function queueAccepted(
  email: QuoteEmail,
  accepted: { name: string; when: string; startEarly: boolean; lastDayToCancel: string | null },
  pdf: { filename: string; bytes: Buffer },
) {
  const { document } = email;
  const cancelling = accepted.lastDayToCancel
    ? [
        `You can cancel until the end of ${formatDate(accepted.lastDayToCancel)}, without giving a reason: use the button on your quote's page, email us, or send the cancellation form at the end of the PDF.`,
        accepted.startEarly
          ? "You asked us to start within those 14 days: if you cancel after we start, you pay for the work done up to then."
          : "We will start after those 14 days.",
      ]
    : [];
  toCustomer(
    email,
    "accepted",
    `Quote accepted: ${document.title} (${document.number})`,
    [
      `Thank you: you accepted quote ${named(email)} on ${accepted.when}, signed "${accepted.name}". The PDF attached is your signed copy.`,
      ...cancelling,
      "Your job's own page is the button below: how to pay, the dates we come, the progress and any changes to the work, through to the certificates at the end. Keep this email to find it again.",
    ],
    "Open your job's page",
    pdf,
  );
  toOwner(email, "accepted-owner", `Quote accepted: ${who(email.lead)}, ${total(document)}`, [
    `${who(email.lead)} accepted quote ${named(email)} (${document.title}, ${total(document)}) on ${accepted.when}, signed "${accepted.name}".`,
    accepted.startEarly
      ? "They asked you to start within the 14-day cancellation period."
      : accepted.lastDayToCancel
        ? `They may cancel until the end of ${formatDate(accepted.lastDayToCancel)}: start after that.`
        : "The 14-day cancellation period does not apply to this contract.",
  ]);
}

export function queueCancelled(email: QuoteEmail, when: string) {
  const { document } = email;
  toCustomer(
    email,
    "cancelled",
    `Contract cancelled: ${document.title} (${document.number})`,
    [
      `We have your cancellation of quote ${named(email)} (${document.title}), sent on ${when}.`,
      "We will pay back what you have paid us within 14 days, by the same means you paid.",
    ],
    "See your quote",
  );
  toOwner(email, "cancelled-owner", `Contract cancelled: ${who(email.lead)}, ${named(email)}`, [
    `${who(email.lead)} cancelled the contract of quote ${named(email)} (${document.title}) on ${when}, within the 14-day period.`,
    "Refund what they paid within 14 days. If they asked you to start early, agree with them what the work done up to now comes to.",
  ]);
}

export function queueExpired(email: QuoteEmail) {
  const { document } = email;
  toCustomer(
    email,
    "expired",
    `Your quote has expired: ${document.title} (${document.number})`,
    [
      `Our quote ${named(email)} for ${document.title} held until ${document.validUntil}. If you would still like the work done, call us on ${email.mail.company.phone} and we will send you a fresh one.`,
    ],
    "See the quote",
  );
  toOwner(email, "expired-owner", `Quote expired: ${who(email.lead)}, ${named(email)}`, [
    `Quote ${named(email)} for ${who(email.lead)} (${document.title}) expired on ${document.validUntil} without an answer.`,
    `Call them on ${email.lead.phone} or revise the quote from the lead.`,
  ]);
}
