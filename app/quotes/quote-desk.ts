import type { QuoteRequest } from "./quote-request";

/** Who sent a request, as far as the server can tell; the address only ever as a keyed hash. */
export interface Sender {
  ipHash: string;
  userAgent?: string;
  /** Milliseconds between the form being served and this post; null when the timing cookie did not come back. */
  formAgeMs: number | null;
}

export interface QuoteReceipt {
  /** `duplicate` when the same request was already stored (a double click or a resend). */
  status: "stored" | "duplicate";
  reference: string;
}

/** Where accepted quote requests go: stored, and both emails queued, before it returns. */
export interface QuoteDesk {
  receive(quote: QuoteRequest, idempotencyKey: string, sender: Sender): QuoteReceipt;
}

/** The server's verdict on this post, reached before the form is even read. */
export interface QuoteGuard {
  rateLimited: boolean;
  retryAfterSeconds: number;
  /** Sent sooner after the form was served than a person could fill it in. */
  tooFast: boolean;
  sender: Sender;
}

/** Thrown by a desk that cannot store the request right now (e.g. the database stays busy). */
export class QuoteDeskUnavailableError extends Error {
  override name = "QuoteDeskUnavailableError";
}
