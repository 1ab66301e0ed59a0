import YAML from "yaml";
import { z } from "zod";
import { serviceAreaSchema } from "~/content/service-area";
import type { FormOutcome } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import { plainWords, refusal } from "./content-file.server";
import { oneLineIn } from "./form-text";
import { changeListItem, listItemForm, readList } from "./list-file.server";

export const areasFile = "areas.yaml";
const areasSchema = z.array(serviceAreaSchema).min(1, "Keep at least one area.");

export function areasPage(drafts: Drafts) {
  const { version, items } = readList(drafts, areasFile, areasSchema);
  return {
    version,
    areas: items.map((place) => ({
      name: place.name,
      distanceMiles: String(place.distanceMiles),
      description: place.description,
    })),
  };
}

/**
 * One area's form: add, save or remove, by its place in the list (kept nearest first), among
 * the areas now listed (`names`: a place is listed once). A new one also has its place on the
 * map, typed as text: a place copied from a map app comes as "53.874, -3.021" in the first box.
 */
export const areaForm = (names: readonly string[]) =>
  listItemForm(
    {
      name: oneLineIn(serviceAreaSchema.shape.name),
      distanceMiles: serviceAreaSchema.shape.distanceMiles,
      description: oneLineIn(serviceAreaSchema.shape.description),
    },
    ["remove"],
    { latitude: z.string().default(""), longitude: z.string().default("") },
  ).superRefine(
    (area, context) => {
      if (area.intent === "remove") return;
      const index = area.intent === "save" ? area.index : -1;
      const typed = String(area.name ?? "").toLowerCase();
      const listed = names.find((name, at) => at !== index && name.toLowerCase() === typed);
      if (listed)
        context.addIssue({
          code: "custom",
          path: ["name"],
          message: `${listed} is already in the list`,
        });
      const place = area.intent === "add" ? placeOnMap(area) : undefined;
      for (const issue of place?.error?.issues ?? []) context.addIssue({ ...issue });
    },
    // Every problem at once, even while other answers are wrong.
    { when: () => true },
  );

/** What the schema's limits mean for a place on the Fylde coast, in plain words. */
export function areaWords(issue: z.core.$ZodIssue): string {
  const [name] = issue.path;
  if (name === "distanceMiles") {
    if (issue.code === "invalid_type") return "Enter the distance as a number of miles, like 8.";
    if (issue.code === "too_small") return "Enter a distance of more than 0 miles.";
    if (issue.code === "too_big") return "The site covers places up to 60 miles away.";
  }
  if (name === "latitude" || name === "longitude") {
    if (issue.code === "invalid_type") return "Enter a number, like the hint shows.";
    const range = name === "latitude" ? "53.5 and 54.5" : "-3.3 and -2.3";
    return `The map shows the Fylde coast and around: this must be between ${range}.`;
  }
  return plainWords(issue);
}

/** A number as typed on a phone ("53.87 "); anything else is left for the schema to refuse. */
const number = (text: string) => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

const placeSchema = serviceAreaSchema.pick({ latitude: true, longitude: true });

/** A new area's place on the map: both numbers in the first box, or one in each. */
function placeOnMap(typed: { latitude: string; longitude: string }) {
  const pair = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(typed.latitude);
  const [latitude, longitude] =
    pair && typed.longitude.trim() === ""
      ? [pair[1] ?? "", pair[2] ?? ""]
      : [typed.latitude, typed.longitude];
  return placeSchema.safeParse({ latitude: number(latitude), longitude: number(longitude) });
}

export function changeAreas(
  drafts: Drafts,
  sent: z.output<ReturnType<typeof areaForm>>,
  by: string,
): FormOutcome {
  const words = { item: "area", items: "areas" };
  const list = { file: areasFile, schema: areasSchema, by, words };
  return changeListItem(drafts, list, sent, ({ doc, items }) => {
    if (sent.intent === "remove") {
      if (items.length === 1)
        return refusal("Keep at least one area: add another before removing this one.");
      items.splice(sent.index, 1);
      return "Area removed in your draft.";
    }
    const words = {
      name: sent.name,
      distanceMiles: sent.distanceMiles,
      description: sent.description,
    };
    if (sent.intent === "save") {
      // Only the words and the distance change: the place on the map, and comments, stay.
      for (const [key, value] of Object.entries(words)) doc.setIn([sent.index, key], value);
    } else {
      const node = doc.createNode({ ...words, ...placeOnMap(sent).data }) as YAML.YAMLMap;
      const description = node.get("description", true);
      if (YAML.isScalar(description)) description.type = YAML.Scalar.BLOCK_FOLDED;
      items.push(node as unknown as YAML.ParsedNode);
    }
    // The page lists them nearest first (and the content's checks hold it to that): a new or
    // changed distance takes its place; places as far as each other keep their order.
    items.sort((a, b) => distanceOf(a) - distanceOf(b));
    return sent.intent === "add"
      ? "Area added to your draft, in its place by distance."
      : "Area saved as a draft.";
  });
}

const distanceOf = (node: unknown) =>
  Number(YAML.isMap(node) ? node.get("distanceMiles") : Number.POSITIVE_INFINITY);
