import YAML from "yaml";
import type { z } from "zod";
import { type FormOutcome, nothingSaved } from "~/forms/read-form.server";
import { type Drafts, EditConflict } from "~/publishing/drafts.server";

/**
 * Reading and saving one content file (YAML) as the owner's editor does: the draft if there is
 * one, else the live file; saved only when the whole file passes the build's own schema, and
 * only when nobody changed it since the form was shown (`version`). Comments in the file stay.
 */
export function readYaml(drafts: Drafts, file: string) {
  const { text, hash } = drafts.read(file);
  return { doc: YAML.parseDocument(text ?? "[]"), version: hash };
}

/** Errors keyed by the form field each belongs to (`fieldOf` maps a schema path to a field). */
export function saveYaml<Schema extends z.ZodType>(
  drafts: Drafts,
  {
    file,
    doc,
    schema,
    version,
    by,
    fieldOf = (path) => path.join("."),
    saved,
  }: {
    file: string;
    doc: YAML.Document;
    schema: Schema;
    version: string;
    by: string;
    fieldOf?: (path: PropertyKey[]) => string;
    saved: string;
  },
): FormOutcome {
  const checked = schema.safeParse(doc.toJS());
  if (!checked.success) return refused(checked.error.issues, { fieldOf });
  return saveDraft(drafts, {
    file,
    text: doc.toString({ lineWidth: 100 }),
    version,
    by,
    saved: `${saved} Publish when you are ready for it to go on the site.`,
  });
}

/**
 * Saves the draft of a file (`text` null: its removal), unless someone changed the file since
 * the form showed `version`: then nothing is saved, and the owner is told why.
 */
export function saveDraft(
  drafts: Drafts,
  {
    file,
    text,
    version,
    by,
    saved,
  }: { file: string; text: string | null; version: string; by: string; saved: string },
): FormOutcome {
  try {
    drafts.save(file, text, { readHash: version, by });
  } catch (error) {
    if (error instanceof EditConflict) return { ok: false, message: error.message, fresh: true };
    throw error;
  }
  return { ok: true, message: saved };
}

/** A refused form whose reason is not one field's: nothing saved, the reason said above it. */
export const refusal = (message: string): FormOutcome & { ok: false } => ({
  ok: false,
  message,
  fieldErrors: {},
});

/**
 * A refused form: nothing saved, and beside each field the first thing to fix there; what is
 * no field's (`fieldOf` gives "form") is said above the form.
 */
export function refused(
  issues: z.core.$ZodIssue[],
  {
    fieldOf = (path) => String(path[0] ?? "form"),
    wordsFor = plainWords,
  }: {
    fieldOf?: (path: PropertyKey[]) => string;
    wordsFor?: (issue: z.core.$ZodIssue) => string;
  } = {},
): FormOutcome & { ok: false } {
  const fieldErrors: Record<string, string[]> = {};
  const aboveForm: string[] = [];
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field === "form") aboveForm.push(wordsFor(issue));
    else fieldErrors[field] ??= [wordsFor(issue)];
  }
  return {
    ok: false,
    message:
      aboveForm.length > 0
        ? `Nothing was saved: ${aboveForm.join(" ")} Ask your developer to look at this file.`
        : nothingSaved,
    fieldErrors,
  };
}

/** A schema's complaint as a person would say it; the schemas' own messages are already so. */
export function plainWords(issue: z.core.$ZodIssue): string {
  if (issue.code === "too_small" && issue.origin === "string")
    return Number(issue.minimum) <= 1
      ? "Fill this in."
      : `Write at least ${issue.minimum} characters.`;
  if (issue.code === "too_big" && issue.origin === "string")
    return `Keep it to ${issue.maximum} characters or fewer.`;
  if (issue.code === "invalid_format" && issue.format === "email")
    return "Enter an email address, like name@yourfirm.co.uk.";
  if (issue.code === "invalid_format" && issue.format === "url")
    return "Enter the full address of the page, starting https://";
  if (issue.code === "invalid_format" && issue.format === "date") return "Enter a date.";
  if (issue.code === "invalid_type") return "Fill this in.";
  if (issue.code === "too_small" || issue.code === "too_big") return "Choose a value in range.";
  const text = issue.message.replace(/^must /, "This must ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.?!]$/.test(text) ? "" : "."}`;
}
