import type { QuoteRequest } from "./quote-request";

/** Who sent a request, as far as the server can tell; the address only ever as a keyed hash. */
export interface Sender {
  ipHash: string;
  userAgent?: string;
  /** Milliseconds between the form being served and this post; null when the timing cookie did not come back. */
  formAgeMs: number | null;
}

/**
 * What became of a request. `duplicate`: the same request was already stored (a double click
 * or a resend). `unavailable`: it could not be stored just now (e.g. the database stayed
 * busy) and the visitor must be told so. A result rather than an exception, because the desk
 * and the action live in separately bundled code where error classes are not shared.
 */
export type QuoteReceipt =
  | { status: "stored" | "duplicate"; reference: string }
  | { status: "unavailable" };

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
