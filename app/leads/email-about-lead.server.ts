import {
  linesAndButton,
  type MailAddress,
  type MailContext,
  type OutgoingMessage,
} from "~/mail/message.server";

/** An email to the firm about one lead: a few plain lines, then a button to the lead's page. */
export const emailAboutLead = (
  to: MailAddress[],
  { leadId, subject, lines }: { leadId: number; subject: string; lines: string[] },
  mail: MailContext,
): OutgoingMessage =>
  linesAndButton(
    to,
    {
      subject,
      lines,
      button: [new URL(`/owner/leads/${leadId}`, mail.siteUrl).href, "Open the lead"],
    },
    mail,
  );
