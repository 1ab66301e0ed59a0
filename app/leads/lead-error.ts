/**
 * What the leads' functions refuse whatever calls them: a lead gone or no longer won (changed
 * between a page showing its form and the form coming back), a month or an amount no form sends.
 */
export type LeadProblem = "not-found" | "invalid-month" | "invalid-value" | "value-not-won";

/** A request the inbox cannot carry out; `problem` says which, `message` says it in plain words. */
export class LeadError extends Error {
  override name = "LeadError";
  constructor(
    readonly problem: LeadProblem,
    message: string,
  ) {
    super(message);
  }
}

export function leadNotFound(leadId: number): LeadError {
  return new LeadError(
    "not-found",
    `There is no quote request ${leadId}: it may have been deleted.`,
  );
}
