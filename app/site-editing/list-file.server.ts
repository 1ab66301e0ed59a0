import YAML from "yaml";
import type { z } from "zod";
import type { OwnerServices } from "~/owner/owner-services";
import { readYaml, refusal, type SaveOutcome, saveYaml } from "./content-file.server";

/**
 * Content files that are a list of items the owner edits one form each (the areas, the FAQs,
 * the reviews), in the order the site shows them.
 */

/** The list's items, as its schema reads them (none when it cannot), and its version. */
export function readList<Item>(services: OwnerServices, file: string, schema: z.ZodType<Item[]>) {
  const { doc, version } = readYaml(services, file);
  const items = schema.safeParse(doc.toJS());
  return { version, items: items.success ? items.data : [] };
}

/**
 * One item's form of a list file (the areas, the FAQs): `intent=add` adds an item, any other
 * intent is done to the item at `index`. `change` edits the list and says what it did, or
 * refuses; every answer carries `index` (-1 for a new item), for the page to show it beside
 * that item's form.
 */
export function changeListItem(
  services: OwnerServices,
  {
    file,
    schema,
    form,
    by,
    words,
  }: {
    file: string;
    schema: z.ZodType;
    form: FormData;
    by: string;
    /** How the owner calls the file's items: "area" and "areas". */
    words: { item: string; items: string };
  },
  change: (list: {
    intent: string;
    index: number;
    doc: YAML.Document;
    items: YAML.ParsedNode[];
  }) => string | (SaveOutcome & { ok: false }),
): SaveOutcome & { index: number } {
  const intent = String(form.get("intent") ?? "");
  const index = intent === "add" ? -1 : Number(form.get("index"));
  const { doc } = readYaml(services, file);
  if (!YAML.isSeq(doc.contents))
    return {
      index,
      ...refusal(`The ${words.items} file is not a list: ask your developer to look at it.`),
    };
  const items = doc.contents.items;
  if (intent !== "add" && !(Number.isInteger(index) && index >= 0 && index < items.length))
    return {
      index,
      ...refusal(`That ${words.item} is no longer there: the list below is up to date.`),
    };
  const done = change({ intent, index, doc, items });
  if (typeof done !== "string") return { index, ...done };
  const version = String(form.get("version") ?? "");
  return { index, ...saveYaml(services, { file, doc, schema, version, by, saved: done }) };
}
