import { createContext } from "react-router";
import type { Db } from "~/db/database.server";
import { monthsBefore } from "~/lib/uk-time";
import { toNearest500 } from "~/price-guide/price-answer";

/** "Our last N jobs like this cost £X to £Y": shown with at least this many jobs… */
export const trackRecordJobs = 5;
/** …won within this many months. */
const trackRecordMonths = 24;

export interface TrackRecord {
  jobs: number;
  /** The middle half of their values, in pounds rounded to the nearest £500. */
  from: number;
  to: number;
}

/** A priced job of the guide: its slug, and the quote form's type its won jobs come as. */
export interface PricedJob {
  slug: string;
  jobType?: string;
}

/**
 * Each priced job's track record, from the leads marked won with a value in the last 24 months
 * (by the day they were marked won): those sent from its price guide, and those of its job
 * type. Only figures leave here, never a customer or a place; a job with fewer than
 * `trackRecordJobs` has none.
 */
export function trackRecords(
  db: Db,
  jobs: readonly PricedJob[],
  now = Date.now(),
): Record<string, TrackRecord> {
  const since = monthsBefore(now, trackRecordMonths);
  const values = db
    .prepare(
      `SELECT won_value_pence FROM quote_requests AS lead
       WHERE status = 'won' AND won_value_pence IS NOT NULL
         AND (price_guide_job = @slug OR project_type = @jobType)
         AND COALESCE(
           (SELECT MAX(at) FROM lead_status_changes AS change
             WHERE change.quote_request_id = lead.id AND change.status = 'won'),
           received_at) >= @since
       ORDER BY won_value_pence`,
    )
    .pluck();
  const records: Record<string, TrackRecord> = {};
  for (const job of jobs) {
    const pence = values.all({
      slug: job.slug,
      jobType: job.jobType ?? null,
      since: since.toISOString(),
    }) as number[];
    if (pence.length < trackRecordJobs) continue;
    records[job.slug] = {
      jobs: pence.length,
      from: toNearest500(quantile(pence, 0.25) / 100),
      to: toNearest500(quantile(pence, 0.75) / 100),
    };
  }
  return records;
}

/** The value a fraction of the way through sorted values, between neighbours where it falls. */
function quantile(sorted: readonly number[], fraction: number): number {
  const at = (sorted.length - 1) * fraction;
  const below = sorted[Math.floor(at)] ?? 0;
  const above = sorted[Math.ceil(at)] ?? below;
  return below + (above - below) * (at - Math.floor(at));
}

/** What the firm's won jobs of each priced job cost: requests for the price guide only. */
export const trackRecordsContext = createContext<
  ((jobs: readonly PricedJob[]) => Record<string, TrackRecord>) | null
>(null);
