/** One email as the outbox keeps it: everything needed to send it, and nothing else. */
export interface MailAddress {
  name?: string;
  address: string;
}

export interface OutgoingMessage {
  from: MailAddress;
  /** One person, or several (everyone told of a lead waiting for a reply). */
  to: MailAddress | MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /**
   * Text attachments (a calendar invitation) are kept with the message; files (a request's
   * photos) are added when the email is sent: the outbox keeps messages as JSON, never files.
   */
  attachments?: MailAttachment[];
}

/** The firm as its emails name it (the company's details, `app/company/company.ts`). */
export interface Firm {
  tradingName: string;
  legalName: string;
  phone: string;
  email: string;
  address: { town: string; postcode: string };
}

/** Who the firm's emails are from, and the site their links point to. */
export interface MailContext<Company extends Firm = Firm> {
  company: Company;
  from: MailAddress;
  siteUrl: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  /** "base64": `content` is a file (a PDF) kept as base64 text with the message. */
  encoding?: "base64";
}

const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML: every bit of visitor text in an email goes through this. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

/** Visitor text as HTML paragraphs, with their line breaks kept and everything escaped. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 12px">${escapeHtml(paragraph).replace(/\r?\n/g, "<br>")}</p>`,
    )
    .join("");
}

/** A link as a button, for the one thing an email asks the reader to do. */
export const emailButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#0c2238;color:#ffffff;padding:14px 22px;border-radius:6px;font-weight:bold;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** Every email the firm sends, in one frame: its name on top, its address and phone below. */
export function emailLayout(title: string, bodyHtml: string, company: Firm): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f5f0e6;font-family:Arial,Helvetica,sans-serif;color:#13202f">
<div style="max-width:600px;margin:0 auto;background:#ffffff">
<div style="background:#0c2238;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(company.tradingName)}</div>
<div style="padding:24px;font-size:16px;line-height:1.5">${bodyHtml}</div>
<div style="padding:16px 24px;background:#f5f0e6;font-size:12px;color:#4a5666">${escapeHtml(company.legalName)}, ${escapeHtml(company.address.town)} ${escapeHtml(company.address.postcode)} · ${escapeHtml(company.phone)}</div>
</div></body></html>`;
}

/**
 * An email of a few plain lines and one button (a link to the page to act on), in the firm's
 * layout: what the firm's own reminders, alerts and links look like.
 */
export function linesAndButton(
  to: MailAddress | MailAddress[],
  { subject, lines, button }: { subject: string; lines: string[]; button: [string, string] },
  { company, from }: Pick<MailContext, "company" | "from">,
): OutgoingMessage {
  const [href, label] = button;
  return {
    from,
    to,
    subject,
    text: [...lines, href].join("\n\n"),
    html: emailLayout(
      subject,
      `${paragraphsHtml(lines.join("\n\n"))}${emailButton(href, label)}`,
      company,
    ),
  };
}
