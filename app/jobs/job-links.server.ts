import type { Db } from "~/db/database.server";
import {
  hashToken,
  isTokenShaped,
  linkToken,
  newNonce,
} from "~/private-links/private-links.server";

/** The customer's page of their job, and what hangs off it (photos, documents, the calendar). */
const jobPath = (token: string) => `/job/${token}`;

const jobToken = (secret: Buffer, nonce: string) => linkToken(secret, "job", nonce);

/** A new link's nonce and the hash of its token. */
export function newJobLink(secret: Buffer) {
  const nonce = newNonce();
  const token = jobToken(secret, nonce);
  return { nonce, token, tokenHash: hashToken(token) };
}

/** The job a token opens, or null: not a token's shape, or no such link (any more). */
export function jobOfToken(db: Db, token: string | undefined): number | null {
  if (!isTokenShaped(token)) return null;
  const id = db.prepare("SELECT id FROM jobs WHERE token_hash = ?").pluck().get(hashToken(token)) as
    | number
    | undefined;
  return id ?? null;
}

/** The job's page as a path, for the owner to open and the emails to carry. */
export function linkOfJob(db: Db, secret: Buffer, jobId: number): string | null {
  const nonce = db.prepare("SELECT nonce FROM jobs WHERE id = ?").pluck().get(jobId) as
    | string
    | undefined;
  return nonce ? jobPath(jobToken(secret, nonce)) : null;
}

/** The owner's page of the lead's job, if it has one. */
export function ownerJobPathOfLead(db: Db, leadId: number): string | null {
  const id = db.prepare("SELECT id FROM jobs WHERE quote_request_id = ?").pluck().get(leadId) as
    | number
    | undefined;
  return id === undefined ? null : `/owner/jobs/${id}`;
}

/** A new link for the job: the old one stops opening it at once. */
export function replaceJobLink(db: Db, secret: Buffer, jobId: number): string {
  const link = newJobLink(secret);
  db.prepare("UPDATE jobs SET nonce = ?, token_hash = ? WHERE id = ?").run(
    link.nonce,
    link.tokenHash,
    jobId,
  );
  return jobPath(link.token);
}
