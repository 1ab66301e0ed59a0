import { formatDateTime } from "~/lib/uk-time";
import type { MailAddress, MailContext, OutgoingMessage } from "~/mail/message.server";
import { emailAboutLead } from "./email-about-lead.server";

/** A quoted lead gone quiet, as its reminder names it. */
export interface QuietQuote {
  id: number;
  reference: string;
  name: string;
  phone: string;
  job: string;
  quotedDaysAgo: number;
  /** The last change on the lead: its status, a note or an email. */
  quietSince: string;
}

/**
 * The owners' one reminder about a quote gone quiet: whose, which job, how long ago it was
 * quoted, the number to ring and the lead's page, and that the customer was sent nothing.
 */
export function chaseReminderEmail(
  to: MailAddress[],
  lead: QuietQuote,
  mail: MailContext,
): OutgoingMessage {
  const lines = [
    `${lead.name} (${lead.job}) was quoted ${lead.quotedDaysAgo} days ago, and nothing has changed on the lead since ${formatDateTime(lead.quietSince)}.`,
    `Nothing has been sent to the customer. To chase the quote, ring ${lead.phone} or email them yourself.`,
    `Then add a note or change the lead's status: that takes it off the "To chase" list at the top of your leads. This is the only reminder about this quote.`,
  ];
  const subject = `To chase: ${lead.name}, ${lead.job} (${lead.reference})`;
  return emailAboutLead(to, { leadId: lead.id, subject, lines }, mail);
}
