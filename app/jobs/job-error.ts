/** Why something asked of a job cannot be done: said to whoever asked, with its HTTP status. */
export class JobError extends Error {
  override name = "JobError";
  constructor(
    message: string,
    readonly status = 409,
  ) {
    super(message);
  }
}
