import type { Db } from "~/db/database.server";
import { linkToken, openedBy, tokenOfLink } from "~/private-links/private-links.server";

/** The customer's page of one version of a written quote. */
export const quotePath = (token: string) => `/quote/${token}`;

/** A quote's link opens one version of it. */
export const quoteLinkPurpose = "written-quote";

/** The link of a version being sent, made with it (inside its transaction). */
export const newQuoteLink = (
  db: Db,
  secret: Buffer,
  quote: { id: number; leadId: number },
  now: number,
) =>
  quotePath(
    linkToken(
      db,
      secret,
      { purpose: quoteLinkPurpose, opens: quote.id, leadId: quote.leadId },
      now,
    ),
  );

/** The quote version a token opens, or null: not a token's shape, or no such link (any more). */
export const quoteOfToken = (db: Db, token: string | undefined) =>
  openedBy(db, quoteLinkPurpose, token);

/** The link of a version that was sent (to point an old link at the current one). */
export function linkOfQuote(db: Db, secret: Buffer, quoteId: number): string | null {
  const token = tokenOfLink(db, secret, { purpose: quoteLinkPurpose, opens: quoteId });
  return token ? quotePath(token) : null;
}
