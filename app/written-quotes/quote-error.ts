/** Why a change to a written quote was refused, with its HTTP status and plain words. */
export type QuoteProblem =
  | "accepted"
  | "already-accepted"
  | "replaced"
  | "expired"
  | "cancelled"
  | "not-sent"
  | "changed"
  | "not-accepted"
  | "no-right"
  | "period-over"
  | "deposit-recorded"
  | "too-many-questions";

export class QuoteError extends Error {
  override name = "QuoteError";
  constructor(
    readonly problem: QuoteProblem,
    message: string,
    readonly status = 409,
  ) {
    super(message);
  }
}
