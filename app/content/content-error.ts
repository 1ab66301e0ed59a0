import type { z } from "zod";

/** A problem in one content file, worded for the owner who edits it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentError";
  }
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(whole file)";
    return `${field}: ${issue.message}`;
  });
}

export function parseContent<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  file: string,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(file, describeIssues(result.error));
  return result.data;
}
