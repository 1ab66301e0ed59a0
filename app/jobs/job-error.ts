/**
 * Why something asked of a job cannot be done: said to whoever asked, with its HTTP status, and
 * beside the form's field it is about, when it is about one.
 */
export class JobError extends Error {
  override name = "JobError";
  constructor(
    message: string,
    readonly status = 409,
    readonly field?: string,
  ) {
    super(message);
  }
}
