import type { Logger } from "pino";
import { replyWithinMinutes } from "~/company/company";
import type { OfficeHours } from "~/company/office-hours";
import { siteContent } from "~/content/site-content.server";
import type { MailContext } from "~/mail/message.server";

/** The reply time the site promises (`replyWithin` in content/company.yaml), in office minutes. */
export function promisedReplyMinutes(): number {
  return replyWithinMinutes(siteContent().company);
}

/** The office hours, the reply promise and the firm's details, as work on the clock reads them. */
export interface ReplySettings {
  hours: OfficeHours;
  promisedMinutes: number;
  mail: MailContext;
}

/** What a chore on the leads (escalation, quotes to chase) is handed by the server. */
export interface LeadChoreOptions {
  context: () => ReplySettings;
  /** Called after emails were queued: the outbox sends them now. */
  queued: () => void;
  logger: Pick<Logger, "info" | "error">;
  intervalMs?: number;
  firstRunDelayMs?: number;
}

/**
 * The settings as the live content has them, read at each run of a chore (the escalations,
 * the monthly summary): a publish may have changed the hours, the promise or the firm's details.
 */
export const liveReplySettings = (mail: Omit<MailContext, "company">) => (): ReplySettings => {
  const { company } = siteContent();
  return {
    hours: company.openingHours,
    promisedMinutes: promisedReplyMinutes(),
    mail: { ...mail, company },
  };
};
