import type { Db } from "~/db/database.server";
import { linkToken, newLinkToken, openedBy } from "~/private-links/private-links.server";

/** The customer's page of their job, and what hangs off it (photos, documents, the calendar). */
const jobPath = (token: string) => `/job/${token}`;

/** A job's link opens the job. */
export const jobLinkPurpose = "job";

const leadOfJob = (db: Db, jobId: number) =>
  db.prepare("SELECT quote_request_id FROM jobs WHERE id = ?").pluck().get(jobId) as
    | number
    | undefined;

/**
 * The job's page as a path, for the owner to open and the emails to carry; made the first time
 * it is asked for (a job started by a migration has none until then). Null for no such job.
 */
export function linkOfJob(db: Db, secret: Buffer, jobId: number): string | null {
  const leadId = leadOfJob(db, jobId);
  if (leadId === undefined) return null;
  return jobPath(linkToken(db, secret, { purpose: jobLinkPurpose, opens: jobId, leadId }));
}

/** The job a token opens, or null: not a token's shape, or no such link (any more). */
export const jobOfToken = (db: Db, token: string | undefined) =>
  openedBy(db, jobLinkPurpose, token);

/** The owner's page of the lead's job, if it has one. */
export function ownerJobPathOfLead(db: Db, leadId: number): string | null {
  const id = db.prepare("SELECT id FROM jobs WHERE quote_request_id = ?").pluck().get(leadId) as
    | number
    | undefined;
  return id === undefined ? null : `/owner/jobs/${id}`;
}

/** A new link for the job: the old one stops opening it at once. */
export function replaceJobLink(db: Db, secret: Buffer, jobId: number): string {
  const leadId = leadOfJob(db, jobId) ?? null;
  return jobPath(newLinkToken(db, secret, { purpose: jobLinkPurpose, opens: jobId, leadId }));
}
