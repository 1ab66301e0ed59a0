import type { Logger } from "pino";
import { peopleWhoMay } from "~/accounts/people-to-tell.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ReplySettings } from "~/leads/lead-figures.server";
import { repeatEvery } from "~/lib/repeat.server";
import { localDate, localParts } from "~/lib/uk-time";
import { queueEmail } from "~/mail/outbox.server";
import { leadsPastThePromise } from "./late-replies.server";
import { monthlySummaryEmail } from "./monthly-summary-email.server";
import { monthBefore } from "./report-period";
import { siteReport } from "./site-report.server";

/** Read at each run, so a change to the office hours or the promise is used from then on. */
export type SummarySettings = ReplySettings;

const hourMs = 60 * 60 * 1000;

/**
 * Queues last month's summary for each owner who wants it and has not had it, each with its
 * record in one transaction, so a restart or a second run never sends it twice. Only in the
 * first 7 days of a month, from 08:00 UK time: a server that was down on the 1st still sends
 * it on the 2nd, and nobody gets an old month's summary weeks later. A month with no visits and
 * no requests (a site not yet live) sends nothing. Returns how many emails were queued.
 */
export function queueMonthlySummaries(db: Db, settings: SummarySettings, now = Date.now()): number {
  const clock = localParts(now);
  if (clock.day > 7 || clock.hour < 8) return 0;
  const period = monthBefore(localDate(now));
  const wanting = new Set(
    db
      .prepare(
        `SELECT id FROM users WHERE monthly_summary = 1
           AND id NOT IN (SELECT user_id FROM monthly_summaries WHERE month = ?)`,
      )
      .pluck()
      .all(period.key) as number[],
  );
  const owners = peopleWhoMay(db, "hear about the business").filter(({ id }) => wanting.has(id));
  if (owners.length === 0) return 0;
  const { hours, promisedMinutes } = settings;
  const report = siteReport(db, period, { hours, promisedMinutes, now });
  if (report.visits === 0 && report.requests === 0) return 0;
  const late = leadsPastThePromise(db, { month: period.key, hours, promisedMinutes, now });
  const at = new Date(now).toISOString();
  const record = db.prepare(
    `INSERT INTO monthly_summaries (month, user_id, queued_at) VALUES (?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  return writeTransaction(db, () => {
    let queued = 0;
    for (const owner of owners) {
      // Another process may have queued it since the list was read: its record wins.
      if (record.run(period.key, owner.id, at).changes === 0) continue;
      const email = monthlySummaryEmail(owner.email, { report, late }, settings.mail);
      queueEmail(db, {
        kind: "monthly-summary",
        about: `${period.key} for user ${owner.id}`,
        message: email,
        now,
      });
      queued++;
    }
    return queued;
  });
}

/**
 * Looks for summaries to send a minute after start and then every hour. Errors are logged,
 * never thrown: a busy database means the next hour's run catches up. The timer is unref'd.
 */
export function startMonthlySummaries(
  db: Db,
  {
    settings,
    logger,
    queued,
    now = Date.now,
    intervalMs = hourMs,
    firstRunDelayMs = 60_000,
  }: {
    settings: () => SummarySettings;
    logger: Pick<Logger, "info" | "error">;
    /** Called after emails were queued: the outbox sends them now. */
    queued: () => void;
    now?: () => number;
    intervalMs?: number;
    firstRunDelayMs?: number;
  },
): { stop(): void } {
  const run = () => {
    const count = queueMonthlySummaries(db, settings(), now());
    if (count === 0) return;
    logger.info({ count }, `monthly summary: queued ${count} email(s) to the owners`);
    queued();
  };
  return repeatEvery(run, {
    intervalMs,
    firstRunDelayMs,
    logger,
    failed: "monthly summary: could not queue the emails; will try again",
  });
}
