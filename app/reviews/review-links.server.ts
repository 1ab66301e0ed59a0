import { linkToken } from "~/private-links/private-links.server";

export { hashToken, isTokenShaped, newNonce } from "~/private-links/private-links.server";

/** `write`: the link that opens the review form; `remove`: the customer's link to take it down. */
export const reviewToken = (secret: Buffer, nonce: string, purpose: "write" | "remove") =>
  linkToken(secret, `review-${purpose}`, nonce);

export const writeReviewPath = (token: string) => `/review/${token}`;
export const removeReviewPath = (token: string) => `/review/${token}/remove`;
