/** What a form's schema cannot know: the lead gone, or its status changed meanwhile. */
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
