import YAML from "yaml";
import { z } from "zod";
import { type FormOutcome, nothingSaved } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { refusal } from "../site-editing/content-file.server";
import { changeProject } from "./project-editor.server";

/** Past this, the comparisons crowd out the rest of the project's page. */
export const maxPairs = 6;

/** The before/after form: `add` a pair of two of the project's photos, or `remove:N` pair N. */
export const pairsForm = z.object({
  section: z.literal("pairs"),
  version: z.string().default(""),
  intent: z
    .string()
    .regex(/^(add|remove:\d+)$/, "Choose what to do.")
    .default("add"),
  before: z.string().default(""),
  after: z.string().default(""),
});

/** Adds a before/after pair of the project's own photos, or removes one. */
export function changePairs(
  drafts: Drafts,
  slug: string,
  { version, intent, before, after }: Omit<z.output<typeof pairsForm>, "section">,
  by: string,
): FormOutcome {
  return changeProject(drafts, { slug, version, by }, ({ doc, project }) => {
    const pairs = project.beforeAfter;
    if (intent.startsWith("remove:")) {
      const index = Number(intent.slice("remove:".length));
      if (index >= pairs.length)
        return {
          ...refusal("That pair is no longer there: the list below is up to date."),
          fresh: true,
        };
      if (pairs.length === 1) doc.delete("beforeAfter");
      else doc.deleteIn(["beforeAfter", index]);
      return "Before and after pair removed in your draft.";
    }
    const photos = project.gallery.map((photo) => photo.src);
    const fieldErrors: Record<string, string[]> = {};
    if (!photos.includes(before)) fieldErrors.before = ["Choose the photo from before the work."];
    if (!photos.includes(after)) fieldErrors.after = ["Choose the photo from after the work."];
    else if (after === before) fieldErrors.after = ["Choose another photo than the one before."];
    if (Object.keys(fieldErrors).length > 0)
      return { ok: false, message: nothingSaved, fieldErrors };
    if (pairs.some((pair) => pair.before === before && pair.after === after))
      return refusal("Those two photos are a pair already.");
    if (pairs.length >= maxPairs)
      return refusal(`A project shows at most ${maxPairs} pairs: remove one first.`);
    const pair = { before, after };
    const list = doc.get("beforeAfter");
    if (YAML.isSeq(list)) list.items.push(doc.createNode(pair));
    else doc.set("beforeAfter", doc.createNode([pair]));
    return "Before and after pair added to your draft: see it in the preview.";
  });
}
