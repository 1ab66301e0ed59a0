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

/** Zod's own words for a length or a missing answer ("Too small: expected string to have >=10 characters"), said plainly. */
function inPlainWords(issue: z.core.$ZodIssue): string {
  // A schema's own message is already worded for the owner.
  if (!/^(Too small|Too big|Invalid input)/.test(issue.message)) return issue.message;
  if (issue.code === "too_small" || issue.code === "too_big") {
    const least = issue.code === "too_small";
    const limit = Number(least ? issue.minimum : issue.maximum);
    if (issue.origin === "string")
      return `write ${least ? "at least" : "at most"} ${limit} character${limit === 1 ? "" : "s"}`;
    if (issue.origin === "array")
      return least ? `add at least ${limit}` : `keep it to ${limit} at most`;
  }
  if (issue.code === "invalid_type" && /received undefined$/.test(issue.message))
    return "is missing: fill it in";
  return issue.message;
}

export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join(".") : "(whole file)";
    return `${field}: ${inPlainWords(issue)}`;
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
