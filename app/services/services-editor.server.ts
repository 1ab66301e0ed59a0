import YAML from "yaml";
import { z } from "zod";
import type { FormOutcome } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { serviceSchema } from "~/services/service";
import {
  plainWords,
  readYaml,
  refusal,
  refused,
  saveYaml,
} from "../site-editing/content-file.server";
import { linesOf, oneLine, paragraphsOf } from "../site-editing/form-text";

/** The services' files: content/services/<slug>.yaml, one per service. */
export const servicesFolder = "services/";
export const serviceFile = (slug: string) => `${servicesFolder}${slug}.yaml`;

type Kind = "line" | "text" | "lines" | "paragraphs";
const field = (path: (string | number)[], label: string, hint: string, kind: Kind = "line") => ({
  name: path.join("-"),
  path,
  label,
  hint,
  kind,
});

/** A group of fields, under its heading on the service's form. */
const group = (heading: string, ...fields: ReturnType<typeof field>[]) =>
  fields.map((each) => ({ ...each, group: heading }));
type ServiceField = ReturnType<typeof group>[number];

const highlight = (at: number) => [
  field(["highlights", at, "title"], `Highlight ${at + 1}: heading`, "3 to 50 characters."),
  field(["highlights", at, "text"], `Highlight ${at + 1}: text`, "30 to 260 characters.", "text"),
];
const step = (title: string, at: number) =>
  field(["process", at, "description"], title, "40 to 400 characters.", "text");

/**
 * The words the owner may change in a service's file, one form field each. Its address
 * (slug), icon, pictures, order and linked projects stay as the developer set them.
 */
export const serviceFields: readonly ServiceField[] = [
  ...group(
    "On the Services page",
    field(["title"], "Name of the service", "3 to 40 characters."),
    field(["summary"], "Summary", "20 to 140 characters: the line under its name.", "text"),
    field(["description"], "Description", "60 to 320 characters.", "text"),
    field(
      ["features"],
      "Features",
      "Exactly three, one per line, 3 to 80 characters each.",
      "lines",
    ),
  ),
  ...group(
    "Top of its page",
    field(["hero", "title"], "Heading", "10 to 90 characters."),
    field(["hero", "text"], "Text under the heading", "60 to 400 characters.", "text"),
  ),
  ...group("Highlights", ...highlight(0), ...highlight(1), ...highlight(2)),
  ...group("How you work", ...["Survey", "Quote", "Build", "Sign-off"].map(step)),
  ...group(
    "Main text",
    field(
      ["body"],
      "About this service",
      "1 to 4 paragraphs of 60 to 900 characters each; leave an empty line between paragraphs.",
      "paragraphs",
    ),
  ),
  ...group(
    "Search engines",
    field(
      ["seoDescription"],
      "Description for search engines",
      "50 to 160 characters: what Google shows under the page's name.",
      "text",
    ),
  ),
];

/** A field's value as the form shows it. */
function shown(doc: YAML.Document, { path, kind }: ServiceField): string {
  const value = doc.getIn(path);
  if (kind === "lines" || kind === "paragraphs") {
    const items = YAML.isSeq(value) ? value.toJSON() : [];
    return (items as unknown[]).map(String).join(kind === "lines" ? "\n" : "\n\n");
  }
  return typeof value === "string" ? value : String(value ?? "");
}

/** The services in the site's order, with their names as the owner's drafts have them. */
export function servicesPage(drafts: Drafts, slugs: readonly string[]) {
  return {
    services: slugs.map((slug) => {
      const { doc } = readYaml(drafts, serviceFile(slug));
      const summary = doc.get("summary");
      return {
        slug,
        title: String(doc.get("title") ?? slug),
        summary: typeof summary === "string" ? summary : "",
      };
    }),
  };
}

export function servicePage(drafts: Drafts, slug: string) {
  const { doc, version } = readYaml(drafts, serviceFile(slug));
  return {
    slug,
    version,
    title: String(doc.get("title") ?? slug),
    values: Object.fromEntries(serviceFields.map((each) => [each.name, shown(doc, each)])),
  };
}

/** Puts a list's items in place, keeping the nodes (and their comments) of those that stay. */
function setList(doc: YAML.Document, path: readonly (string | number)[], values: string[]) {
  const list = doc.getIn(path, true);
  if (!YAML.isSeq(list)) {
    doc.setIn(path, values);
    return;
  }
  values.forEach((value, at) => {
    const item = list.items[at];
    if (YAML.isScalar(item)) item.value = value;
    else list.items[at] = doc.createNode(value);
  });
  list.items.splice(values.length);
}

/** The field a schema complaint belongs to: the whole list for a line of one, else the page. */
function fieldOf(path: PropertyKey[]): string {
  const named = serviceFields.find((each) => each.path.every((part, at) => path[at] === part));
  return named?.name ?? "form";
}

function wordsFor(issue: z.core.$ZodIssue): string {
  const [top, at] = issue.path;
  const list = top === "features" ? "Line" : top === "body" ? "Paragraph" : undefined;
  if (list && typeof at === "number")
    return `${list} ${at + 1}: ${plainWords({ ...issue, path: [] }).replace(/^./, (first) => first.toLowerCase())}`;
  if (top === "features" && issue.path.length === 1)
    return "List exactly three features, one per line.";
  if (top === "body" && issue.path.length === 1)
    return issue.code === "too_big"
      ? "Keep it to 4 paragraphs or fewer."
      : "Write at least one paragraph.";
  if (named(issue.path)) return plainWords(issue);
  return `${issue.path.join(".")}: ${plainWords(issue)}`;
}
const named = (path: PropertyKey[]) => fieldOf(path) !== "form";

/** The form: each field's words as typed, and the version of the file it was shown from. */
export const serviceForm = z.object({
  version: z.string().default(""),
  ...Object.fromEntries(serviceFields.map((each) => [each.name, z.string().default("")])),
});

/** Saves the owner's words for one service as a draft, when the whole file still passes the schema. */
export function saveService(
  drafts: Drafts,
  slug: string,
  sent: Record<string, string>,
  by: string,
): FormOutcome {
  const { doc } = readYaml(drafts, serviceFile(slug));
  if (!YAML.isMap(doc.contents))
    return refusal("This service's file cannot be read: ask your developer to look at it.");
  for (const each of serviceFields) {
    const typed = sent[each.name] ?? "";
    if (each.kind === "lines") setList(doc, each.path, linesOf(typed));
    else if (each.kind === "paragraphs") setList(doc, each.path, paragraphsOf(typed));
    else doc.setIn(each.path, oneLine(typed));
  }
  const checked = serviceSchema.safeParse(doc.toJS());
  if (!checked.success) return refused(checked.error.issues, { fieldOf, wordsFor });
  return saveYaml(drafts, {
    file: serviceFile(slug),
    doc,
    schema: serviceSchema,
    version: sent.version ?? "",
    by,
    fieldOf,
    saved: `${checked.data.title} saved as a draft.`,
  });
}
