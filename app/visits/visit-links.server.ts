import type { Db } from "~/db/database.server";
import {
  hashToken,
  isTokenShaped,
  linkToken,
  newNonce,
} from "~/private-links/private-links.server";

/** The customer's page to book, move or cancel the survey visit of their request. */
export const visitPath = (token: string) => `/visit/${token}`;

const visitToken = (secret: Buffer, nonce: string) => linkToken(secret, "survey-visit", nonce);

/**
 * The lead's visit link, made the first time it is asked for (when the request is stored, so
 * the acknowledgement can carry it); the same link every time after.
 */
export function visitLinkOf(db: Db, secret: Buffer, leadId: number, now = Date.now()): string {
  let nonce = db
    .prepare("SELECT nonce FROM visit_links WHERE quote_request_id = ?")
    .pluck()
    .get(leadId) as string | undefined;
  if (!nonce) {
    nonce = newNonce();
    db.prepare(
      "INSERT INTO visit_links (quote_request_id, nonce, token_hash, made_at) VALUES (?, ?, ?, ?)",
    ).run(leadId, nonce, hashToken(visitToken(secret, nonce)), new Date(now).toISOString());
  }
  return visitPath(visitToken(secret, nonce));
}

/** The lead a visit token is for, or null: not a token's shape, never made, or its lead deleted. */
export function leadOfVisitToken(db: Db, token: string | undefined): number | null {
  if (!isTokenShaped(token)) return null;
  const leadId = db
    .prepare("SELECT quote_request_id FROM visit_links WHERE token_hash = ?")
    .pluck()
    .get(hashToken(token)) as number | undefined;
  return leadId ?? null;
}
