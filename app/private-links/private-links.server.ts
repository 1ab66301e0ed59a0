import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * A customer's private link (a review to write, a survey visit to book): a token derived from a
 * random nonce with the site's secret, so the owner's page can show the link again and an email
 * can carry it, while the database holds only the nonce and the token's hash: a copy of it opens
 * nothing. 256 bits: unguessable, and guessing is rate-limited besides.
 */
export const newNonce = () => randomBytes(16).toString("base64url");

/** The token of a link: `purpose` keeps a review's token from ever opening a visit's page. */
export const linkToken = (secret: Buffer, purpose: string, nonce: string) =>
  createHmac("sha256", secret).update(`${purpose}:${nonce}`).digest("base64url");

/** 256 random bits need no slow hash: only a fast one, so a database copy holds no tokens. */
export const hashToken = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("base64url");

/** What a token looks like (256 bits, base64url): anything else is not looked up at all. */
export const isTokenShaped = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);
