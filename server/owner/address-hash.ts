import { createHmac } from "node:crypto";

/**
 * A keyed hash of a visitor's address, the same as the quote form's, so the audit log and
 * the quote requests can be compared without either ever holding an address.
 */
export function addressHash(secret: Buffer, ip: string): string {
  return createHmac("sha256", secret).update(`ip:${ip}`).digest("base64url").slice(0, 22);
}
