import type { Logger } from "pino";
import type { Company } from "~/company/company";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { leadContact } from "~/leads/lead-contact.server";
import { repeatEvery } from "~/lib/repeat.server";
import { addDays, instantOnDay, localDate } from "~/lib/uk-time";
import { linesAndButton, type MailContext } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import { visitTimeInWords } from "./visit-emails.server";
import { visitLinkOf } from "./visit-links.server";
import { visitOfLead } from "./visit-store.server";

/** Reminders go from 09:00 on the day before: never a ping at midnight. */
const fromMinutes = 9 * 60;

/**
 * Emails each customer whose visit is tomorrow (UK days), once: the visit's `reminded_at` is set
 * in the transaction that queues the email, so a restart or a second process never sends it
 * again. A visit booked today needs none: its confirmation has just gone. Returns the leads
 * reminded.
 */
export function remindOfVisits(
  db: Db,
  { mail, secret }: { mail: MailContext<Company>; secret: Buffer },
  now = Date.now(),
): number[] {
  const today = localDate(now);
  if (now < instantOnDay(today, fromMinutes)) return [];
  const tomorrow = addDays(today, 1);
  const due = db
    .prepare(
      `SELECT id, quote_request_id AS leadId FROM survey_visits
       WHERE cancelled_at IS NULL AND reminded_at IS NULL
         AND starts_at >= ? AND starts_at < ? AND booked_at < ?`,
    )
    .all(
      new Date(instantOnDay(tomorrow, 0)).toISOString(),
      new Date(instantOnDay(addDays(tomorrow, 1), 0)).toISOString(),
      new Date(instantOnDay(today, 0)).toISOString(),
    ) as { id: number; leadId: number }[];
  const reminded: number[] = [];
  for (const { id, leadId } of due) {
    const sent = writeTransaction(db, () => {
      const claimed = db
        .prepare("UPDATE survey_visits SET reminded_at = ? WHERE id = ? AND reminded_at IS NULL")
        .run(new Date(now).toISOString(), id).changes;
      const visit = visitOfLead(db, leadId);
      const lead = leadContact(db, leadId);
      if (claimed === 0 || !visit || visit.id !== id || !lead) return false;
      const { company } = mail;
      queueEmail(db, {
        kind: "visit-reminder",
        about: `visit ${id}`,
        leadId,
        now,
        message: {
          ...linesAndButton(
            { name: `${lead.firstName} ${lead.lastName}`, address: lead.email },
            {
              subject: `See you tomorrow: your survey visit (${lead.reference})`,
              lines: [
                `Dear ${lead.firstName},`,
                `A reminder that we visit tomorrow, ${visitTimeInWords(visit)}, at ${visit.addressLine}, ${visit.postcode}.`,
                `If anything has changed, please call us on ${company.phone}.`,
              ],
              button: [
                new URL(visitLinkOf(db, secret, leadId, now), mail.siteUrl).href,
                "See your visit",
              ],
            },
            mail,
          ),
          replyTo: { name: company.tradingName, address: company.email },
        },
      });
      return true;
    });
    if (sent) reminded.push(leadId);
  }
  return reminded;
}

/** Looks for tomorrow's visits every 5 minutes; errors are logged, and the next run catches up. */
export function startVisitReminders(
  db: Db,
  {
    mail,
    secret,
    queued,
    logger,
    intervalMs = 5 * 60_000,
    firstRunDelayMs = 15_000,
  }: {
    mail: () => MailContext<Company>;
    secret: Buffer;
    queued: () => void;
    logger: Pick<Logger, "info" | "error">;
    intervalMs?: number;
    firstRunDelayMs?: number;
  },
): { stop(): void } {
  return repeatEvery(
    () => {
      const reminded = remindOfVisits(db, { mail: mail(), secret });
      if (reminded.length === 0) return;
      logger.info({ reminded: reminded.length }, "visits: customers reminded of tomorrow's visit");
      queued();
    },
    { intervalMs, firstRunDelayMs, logger, failed: "visits: could not send the reminders" },
  );
}
