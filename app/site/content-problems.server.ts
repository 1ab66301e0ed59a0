import path from "node:path";
import type { ContentErrors } from "~/content/content-reader.server";
import { titleOf } from "./editor-list.server";

/** "0.question" → "item 1, question"; "registeredOffice.postcode" → "registered office, postcode". */
function fieldInWords(field: string): string {
  if (field === "(whole file)") return "";
  return field
    .split(".")
    .map((part) =>
      /^\d+$/.test(part)
        ? `item ${Number(part) + 1}`
        : part.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase(),
    )
    .join(", ");
}

/** A picture the content names but the files lack: which one, and what to do. */
function missingPicture(where: string, field: string, file: string): string {
  const gallery = /^gallery\.(\d+)$/.exec(field);
  const name = path.posix.basename(file);
  const picture = gallery
    ? `photo ${Number(gallery[1]) + 1} (${name})`
    : `the ${field === "image" ? "" : `${fieldInWords(field)} `}picture (${name})`;
  return `${where}: ${picture} is missing from the site's files. Your developer must put it back.`;
}

/**
 * The content's problems as the owner reads them: the thing changed as the Website page names
 * it ("FAQs", "Projects: cart lane"), then the answer and what is wrong, with no file or
 * field path.
 */
export function contentProblemsInWords(errors: ContentErrors, contentDir: string): string[] {
  return errors.errors.flatMap((error) => {
    // The reader names files from the content folder's parent: "content/faqs.yaml".
    const file = path.relative(path.basename(contentDir), error.file).split(path.sep).join("/");
    return error.problems.map((problem) => {
      const [, field = "", words = problem] = /^([^:]*): ([\s\S]*)$/.exec(problem) ?? [];
      const missing = /^no picture at (.+)$/.exec(words);
      if (missing && field.endsWith(".src"))
        return missingPicture(titleOf(file), field.slice(0, -".src".length), missing[1] ?? "");
      const where = [titleOf(file), fieldInWords(field)].filter(Boolean).join(", ");
      return `${where}: ${words}`;
    });
  });
}
