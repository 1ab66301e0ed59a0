import YAML from "yaml";
import { z } from "zod";
import type { FormOutcome } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { readYaml, refusal, saveYaml } from "./content-file.server";

/**
 * Content files that are a list of items the owner edits one form each (the areas, the FAQs),
 * in the order the site shows them.
 */

/** The list's items, as its schema reads them (none when it cannot), and its version. */
export function readList<Item>(drafts: Drafts, file: string, schema: z.ZodType<Item[]>) {
  const { doc, version } = readYaml(drafts, file);
  const items = schema.safeParse(doc.toJS());
  return { version, items: items.success ? items.data : [] };
}

const version = z.string().default("");
const index = z.number().int().min(0);

/**
 * The schema of one item's form: `add` a new item (with `fields` and `adding`, what only a new
 * one is asked), `save` item `index` with `fields`, or one of `others` (remove, move up) done
 * to it.
 */
export function listItemForm<
  Fields extends z.ZodRawShape,
  Other extends string,
  Adding extends z.ZodRawShape = Record<never, never>,
>(fields: Fields, others: readonly [Other, ...Other[]], adding?: Adding) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("add"), version, ...fields, ...(adding as Adding) }),
    z.object({ intent: z.literal("save"), version, index, ...fields }),
    z.object({ intent: z.enum(others), version, index }),
  ]);
}

/** Which form of the page an answer is for: the new item's, or item `index`'s. */
export const listItemFormId = (sent: Record<string, unknown>) =>
  sent.intent === "add" ? "new" : `item-${sent.index}`;

/**
 * One item's form of a list file: `change` edits the list (the item at `index`, or a new one)
 * and says what it did, or refuses; the file is then saved as a draft over `version`.
 */
export function changeListItem<Sent extends { intent: string; version: string; index?: number }>(
  drafts: Drafts,
  {
    file,
    schema,
    by,
    words,
    fieldOf,
  }: {
    file: string;
    schema: z.ZodType;
    by: string;
    /** How the owner calls the file's items: "area" and "areas". */
    words: { item: string; items: string };
    /** The form's field a complaint of the file's schema is about (its path: index, field…). */
    fieldOf?: (path: PropertyKey[]) => string;
  },
  sent: Sent,
  change: (list: { doc: YAML.Document; items: YAML.ParsedNode[] }) => string | FormOutcome,
): FormOutcome {
  const { doc } = readYaml(drafts, file);
  if (!YAML.isSeq(doc.contents))
    return refusal(`The ${words.items} file is not a list: ask your developer to look at it.`);
  const items = doc.contents.items;
  if (sent.index !== undefined && sent.index >= items.length)
    return {
      ...refusal(`That ${words.item} is no longer there: the list below is up to date.`),
      fresh: true,
    };
  const done = change({ doc, items });
  if (typeof done !== "string") return done;
  return saveYaml(drafts, { file, doc, schema, version: sent.version, by, saved: done, fieldOf });
}
