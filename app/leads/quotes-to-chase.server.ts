import { recordAudit } from "~/accounts/audit-log.server";
import { peopleWhoMay } from "~/accounts/people-to-tell.server";
import { officeOpenAt } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { repeatEvery } from "~/lib/repeat.server";
import { queueEmail } from "~/mail/outbox.server";
import { chaseReminderEmail, type QuietQuote } from "./chase-reminder-email.server";
import { budgetLabel, projectTypeLabel } from "./lead-labels";
import type { LeadChoreOptions, ReplySettings } from "./response-promise.server";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A quote goes quiet after 7 days of calendar time (7 × 24 h, weekends and nights included,
 * not office time): a customer thinks a quote over in their own time.
 */
export const quietDays = 7;

/**
 * Beyond this a quiet quote is listed but not emailed about: it went quiet before the
 * reminders existed, or while the server was off for weeks, and a pile of emails at once
 * helps nobody.
 */
const remindWithinDays = 21;

export interface QuoteToChase extends QuietQuote {
  budget: string | null;
  reminded: boolean;
}

/**
 * The "To chase" list: leads marked quoted whose last change (their status, a note, or an
 * email recorded on them other than this reminder) is 7 days old or more, quiet longest
 * first. A note or a new status takes a lead off it at once.
 */
export function quotesToChase(db: Db, now = Date.now()): QuoteToChase[] {
  const rows = db
    .prepare(
      `SELECT *, max(quotedAt, coalesce(notedAt, ''), coalesce(emailedAt, '')) AS quietSince
       FROM (
         SELECT q.id, q.reference, q.first_name || ' ' || q.last_name AS name, q.phone,
           q.project_type AS projectType, q.budget,
           coalesce((SELECT max(at) FROM lead_status_changes s WHERE s.quote_request_id = q.id),
             q.received_at) AS quotedAt,
           (SELECT max(at) FROM lead_notes n WHERE n.quote_request_id = q.id) AS notedAt,
           (SELECT max(created_at) FROM outbox o
             WHERE o.quote_request_id = q.id AND o.kind <> 'chase-reminder') AS emailedAt,
           r.lead_id IS NOT NULL AS reminded
         FROM quote_requests q LEFT JOIN lead_chase_reminders r ON r.lead_id = q.id
         WHERE q.status = 'quoted')
       WHERE quietSince <= ?
       ORDER BY quietSince, id`,
    )
    .all(new Date(now - quietDays * dayMs).toISOString()) as {
    id: number;
    reference: string;
    name: string;
    phone: string;
    projectType: string;
    budget: string | null;
    quotedAt: string;
    quietSince: string;
    reminded: 0 | 1;
  }[];
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    job: projectTypeLabel(row.projectType),
    budget: budgetLabel(row.budget),
    quotedDaysAgo: Math.floor((now - Date.parse(row.quotedAt)) / dayMs),
    quietSince: row.quietSince,
    reminded: row.reminded === 1,
  }));
}

/**
 * Emails the owners (never staff, never the customer) once about each quote newly gone quiet,
 * in office hours. Each reminder is a row, written with its email and its audit entry in one
 * transaction, so it goes once per lead ever, across restarts too: a lead quoted again later
 * is listed again but not emailed again. Returns the leads reminded about.
 */
export function remindOfQuotesToChase(db: Db, context: ReplySettings, now = Date.now()): number[] {
  if (!officeOpenAt(now, context.hours)) return [];
  const oldest = new Date(now - remindWithinDays * dayMs).toISOString();
  const due = quotesToChase(db, now).filter((lead) => !lead.reminded && lead.quietSince >= oldest);
  if (due.length === 0) return [];
  const owners = peopleWhoMay(db, "price work and record money").map(({ email }) => ({
    address: email,
  }));
  if (owners.length === 0) return [];
  const at = new Date(now).toISOString();
  const reminded: number[] = [];
  for (const lead of due) {
    const email = chaseReminderEmail(owners, lead, context.mail);
    const recorded = writeTransaction(db, () => {
      // Another process may have done it since the list was read: its row wins.
      const { changes } = db
        .prepare(
          `INSERT INTO lead_chase_reminders (lead_id, reminded_at) VALUES (?, ?)
           ON CONFLICT DO NOTHING`,
        )
        .run(lead.id, at);
      if (changes === 0) return false;
      queueEmail(db, {
        kind: "chase-reminder",
        about: `lead ${lead.id}`,
        message: email,
        leadId: lead.id,
        now: Date.parse(at),
      });
      recordAudit(
        db,
        {
          event: "chase-reminded",
          detail: `${lead.reference} quoted ${lead.quotedDaysAgo} days ago`,
        },
        now,
      );
      return true;
    });
    if (recorded) reminded.push(lead.id);
  }
  return reminded;
}

/**
 * Looks for quotes gone quiet every 5 minutes, the first look a few seconds after start.
 * Errors are logged, never thrown: the next run catches up.
 */
export function startChaseReminders(
  db: Db,
  { context, queued, logger, intervalMs = 5 * 60_000, firstRunDelayMs = 10_000 }: LeadChoreOptions,
): { stop(): void } {
  const run = () => {
    const reminded = remindOfQuotesToChase(db, context());
    if (reminded.length === 0) return;
    logger.info({ reminded: reminded.length }, "to chase: owners reminded of quiet quotes");
    queued();
  };
  return repeatEvery(run, {
    intervalMs,
    firstRunDelayMs,
    logger,
    failed: "to chase: could not look for quiet quotes; will try again",
  });
}
