import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Db } from "~/db/database.server";

/**
 * Private links (a survey visit to book, a quote, a job, a review to write or take down, the
 * owner's calendar of visits), kept in one table (`private_links`). A link's token is derived
 * from a random nonce with the site's secret and the link's purpose, so the owner's page can
 * show it again and an email can carry it, while the database holds only the nonce and the
 * token's hash: a copy of it opens nothing, and a review's token never opens a quote. 256 bits:
 * unguessable, and guessing is answered 429 besides (`link-guessing.server.ts`). A link goes
 * with its lead.
 */

/** What a link opens: by its purpose, the row it is for (0 for the one calendar of visits). */
export interface LinkTo {
  purpose: string;
  opens: number;
  /** The lead it goes with, if any (a review's removal link outlives its lead). */
  leadId?: number | null;
}

const newNonce = () => randomBytes(16).toString("base64url");

const tokenOf = (secret: Buffer, purpose: string, nonce: string) =>
  createHmac("sha256", secret).update(`${purpose}:${nonce}`).digest("base64url");

/** 256 random bits need no slow hash: only a fast one, so a database copy holds no tokens. */
export const hashToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("base64url");

/** What a token looks like (256 bits, base64url): anything else is not looked up at all. */
export const isTokenShaped = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);

/** The token of the live link to what `link` names, if one was made. */
export function tokenOfLink(db: Db, secret: Buffer, { purpose, opens }: LinkTo): string | null {
  const nonce = db
    .prepare("SELECT nonce FROM private_links WHERE purpose = ? AND opens = ?")
    .pluck()
    .get(purpose, opens) as string | undefined;
  return nonce === undefined ? null : tokenOf(secret, purpose, nonce);
}

/** The token of the link to what `link` names: the one made before, or a new one made now. */
export function linkToken(db: Db, secret: Buffer, link: LinkTo, now = Date.now()): string {
  return tokenOfLink(db, secret, link) ?? newLinkToken(db, secret, link, now);
}

/** A new link to what `link` names, in place of any before it: the old one stops at once. */
export function newLinkToken(db: Db, secret: Buffer, link: LinkTo, now = Date.now()): string {
  const nonce = newNonce();
  const token = tokenOf(secret, link.purpose, nonce);
  db.prepare(
    `INSERT INTO private_links (purpose, opens, quote_request_id, nonce, token_hash, made_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (purpose, opens) DO UPDATE SET nonce = excluded.nonce,
       token_hash = excluded.token_hash, made_at = excluded.made_at`,
  ).run(
    link.purpose,
    link.opens,
    link.leadId ?? null,
    nonce,
    hashToken(token),
    new Date(now).toISOString(),
  );
  return token;
}

/** What a token opens for `purpose` (the row's id), or null: not a token's shape, or no such link. */
export function openedBy(db: Db, purpose: string, token: string | undefined): number | null {
  if (!isTokenShaped(token)) return null;
  const opens = db
    .prepare("SELECT opens FROM private_links WHERE purpose = ? AND token_hash = ?")
    .pluck()
    .get(purpose, hashToken(token)) as number | undefined;
  return opens ?? null;
}

/** Ends the link to what `link` names (a review taken down, a calendar removed). */
export const endLink = (db: Db, { purpose, opens }: LinkTo) =>
  db.prepare("DELETE FROM private_links WHERE purpose = ? AND opens = ?").run(purpose, opens);
