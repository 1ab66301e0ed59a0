import { z } from "zod";

/** What the owner types in a form, tidied as the content files keep it. */

/** Text kept on one line: its runs of spaces and line breaks become one space. */
export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/** Paragraphs as the owner types them: separated by an empty line, each on one line. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** One item per line, any bullet the owner typed in front left off. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s*[-*•]\s+/, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);

/**
 * A text box holding a list (paragraphs, lines), for a form's schema: `split` makes the list,
 * `schema` (the content's own) checks it, and each of its problems is the box's, since the
 * form has no field for one paragraph.
 */
export const listIn = <Schema extends z.ZodType<string[]>>(
  split: (text: string) => string[],
  schema: Schema,
) =>
  z
    .string()
    .default("")
    .transform((text, context) => {
      const checked = schema.safeParse(split(text));
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) context.addIssue({ ...issue, path: [] });
      return z.NEVER;
    });

/** A one-line answer, for a form's schema: runs of spaces and line breaks become one space. */
export const oneLineIn = <Schema extends z.ZodType<string, string>>(schema: Schema) =>
  z.string().default("").transform(oneLine).pipe(schema);
