import type { Db } from "~/db/database.server";
import { sourceInWords } from "./lead-source.server";

/**
 * What the site's figures (app/results: Results, the monthly summary) read of the leads:
 * the one way into this folder from there, so the leads' own modules can change freely.
 */
export { sourceInWords, unknownSource } from "./lead-source.server";
export { promisedReplyMinutes, type ReplySettings } from "./response-promise.server";
export { type LeadResponseTime, responseSummary } from "./response-times.server";

/** A lead as the figures count it: where it came from (the owner's word first), how it went. */
export interface LeadOutcome {
  id: number;
  source: string;
  status: string;
  /** The won job's value, when it was given. */
  pence: number | null;
  receivedAt: string;
  firstResponseAt: string | null;
  /** Whether it waited long enough for the owners (or everyone) to be told (escalation.server.ts). */
  escalated: boolean;
}

/** The leads received from `from` (an instant, included) to `to` (excluded), spam left out. */
export function leadOutcomes(db: Db, from: string, to: string): LeadOutcome[] {
  const rows = db
    .prepare(
      `SELECT id, visit_source AS source, visit_medium AS medium, visit_campaign AS campaign,
         source_by_owner AS byOwner, status, won_value_pence AS pence,
         received_at AS receivedAt, first_response_at AS firstResponseAt,
         EXISTS (SELECT 1 FROM lead_escalations e WHERE e.lead_id = quote_requests.id) AS escalated
       FROM quote_requests
       WHERE received_at >= ? AND received_at < ? AND status <> 'spam'`,
    )
    .all(from, to) as (Omit<LeadOutcome, "source" | "escalated"> & {
    escalated: 0 | 1;
    source: string | null;
    medium: string | null;
    campaign: string | null;
    byOwner: string | null;
  })[];
  return rows.map(({ byOwner, medium, campaign, source, escalated, ...lead }) => ({
    ...lead,
    escalated: escalated === 1,
    source: byOwner?.trim() || sourceInWords({ source, medium, campaign }),
  }));
}

/** The day the first lead still kept arrived ("2026-03-04"), or null. */
export const firstLeadDay = (db: Db) =>
  db.prepare("SELECT substr(MIN(received_at), 1, 10) FROM quote_requests").pluck().get() as
    | string
    | null;

/**
 * Where the kept quote requests' visits came from, as the site saw them (spam left out): tags a
 * person really arrived with, so the visit counts keep them apart (decision 042).
 */
export const leadVisitSources = (db: Db) =>
  db
    .prepare(
      `SELECT DISTINCT visit_source AS source, visit_medium AS medium,
         COALESCE(visit_campaign, '') AS campaign
       FROM quote_requests
       WHERE visit_source IS NOT NULL AND visit_medium IS NOT NULL AND status <> 'spam'`,
    )
    .all() as { source: string; medium: string; campaign: string }[];
