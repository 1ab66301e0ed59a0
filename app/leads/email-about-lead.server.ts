import {
  emailButton,
  emailLayout,
  type MailAddress,
  type MailContext,
  type OutgoingMessage,
  paragraphsHtml,
} from "~/mail/message.server";

/** An email to the firm about one lead: a few plain lines, then a button to the lead's page. */
export function emailAboutLead(
  to: MailAddress[],
  { leadId, subject, lines }: { leadId: number; subject: string; lines: string[] },
  { company, from, siteUrl }: MailContext,
): OutgoingMessage {
  const leadUrl = new URL(`/owner/leads/${leadId}`, siteUrl).href;
  return {
    from,
    to,
    subject,
    text: [...lines, leadUrl].join("\n\n"),
    html: emailLayout(
      subject,
      `${paragraphsHtml(lines.join("\n\n"))}${emailButton(leadUrl, "Open the lead")}`,
      company,
    ),
  };
}
