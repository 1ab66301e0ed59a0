import { formatDateTime, formatMinutes } from "~/lib/uk-time";
import type { MailAddress, MailContext, OutgoingMessage } from "~/mail/message.server";
import { emailAboutLead } from "./email-about-lead.server";

/** A lead waiting for its first reply, as its escalation names it. */
export interface WaitingLead {
  id: number;
  reference: string;
  name: string;
  phone: string;
  job: string;
  receivedAt: string;
}

/**
 * The email of an escalation step: who is waiting, how long (in office time) against the
 * promise, the number to ring, and the lead's page. The team's step says the promise is due.
 */
export function escalationEmail(
  to: MailAddress[],
  lead: WaitingLead,
  { step, waited, promised }: { step: "owner" | "team"; waited: number; promised: number },
  mail: MailContext,
): OutgoingMessage {
  const subject = `${step === "team" ? "Due now" : "Waiting"}: ${lead.name}, ${lead.job} (${lead.reference})`;
  const lines = [
    `${lead.name} asked for a quote (${lead.job}) on ${formatDateTime(lead.receivedAt)} and has had no reply for ${formatMinutes(waited)} of office time.`,
    step === "team"
      ? `The site promises a reply within ${formatMinutes(promised)}: that is now. Whoever is free, please ring them.`
      : `The site promises a reply within ${formatMinutes(promised)}.`,
    `Ring ${lead.phone}, or open the lead to reply or change its status: that stops these reminders.`,
  ];
  return emailAboutLead(to, { leadId: lead.id, subject, lines }, mail);
}
