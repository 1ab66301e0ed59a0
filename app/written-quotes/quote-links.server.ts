import type { Db } from "~/db/database.server";
import {
  hashToken,
  isTokenShaped,
  linkToken,
  newNonce,
} from "~/private-links/private-links.server";

/** The customer's page of one version of a written quote. */
export const quotePath = (token: string) => `/quote/${token}`;

const quoteToken = (secret: Buffer, nonce: string) => linkToken(secret, "written-quote", nonce);

/** A new link's nonce and the hash of its token, to store with the version sent. */
export function newQuoteLink(secret: Buffer) {
  const nonce = newNonce();
  const token = quoteToken(secret, nonce);
  return { nonce, token, tokenHash: hashToken(token) };
}

/** The quote version a token opens, or null: not a token's shape, or no such link (any more). */
export function quoteOfToken(db: Db, token: string | undefined): number | null {
  if (!isTokenShaped(token)) return null;
  const id = db
    .prepare("SELECT id FROM written_quotes WHERE token_hash = ?")
    .pluck()
    .get(hashToken(token)) as number | undefined;
  return id ?? null;
}

/** The link of a version that was sent (to point an old link at the current one). */
export function linkOfQuote(db: Db, secret: Buffer, quoteId: number): string | null {
  const nonce = db.prepare("SELECT nonce FROM written_quotes WHERE id = ?").pluck().get(quoteId) as
    | string
    | null
    | undefined;
  return nonce ? quotePath(quoteToken(secret, nonce)) : null;
}
