import { createHmac, randomBytes } from "node:crypto";
import { hashToken } from "~/accounts/one-time-tokens.server";

export { hashToken };

/**
 * A review link's token is derived from a random nonce with the site's secret, so the owner's
 * lead page can show the link again and the reminder can carry it, while the database holds
 * only the nonce and the token's hash: a copy of it opens no review form.
 */
export const newNonce = () => randomBytes(16).toString("base64url");

/** `write`: the link that opens the review form; `remove`: the customer's link to take it down. */
export const reviewToken = (secret: Buffer, nonce: string, purpose: "write" | "remove") =>
  createHmac("sha256", secret).update(`review-${purpose}:${nonce}`).digest("base64url");

/** What a token looks like (256 bits, base64url): anything else is not looked up at all. */
export const isTokenShaped = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);

export const writeReviewPath = (token: string) => `/review/${token}`;
export const removeReviewPath = (token: string) => `/review/${token}/remove`;

/** The customer's pages (and their data requests): the only public addresses besides the quote form's that take posts. */
export const isReviewPath = (path: string) =>
  /^\/review\/[A-Za-z0-9_-]{43}(\/remove)?(\.data)?$/.test(path);
