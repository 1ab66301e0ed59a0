import YAML from "yaml";
import { z } from "zod";
import { serviceAreaSchema } from "~/content/service-area";
import type { OwnerServices } from "~/owner/owner-services";
import { plainWords, refusal, refused, type SaveOutcome } from "./content-file.server";
import { oneLine } from "./form-text";
import { changeListItem, readList } from "./list-file.server";

export const areasFile = "areas.yaml";
const areasSchema = z.array(serviceAreaSchema).min(1, "Keep at least one area.");

export function areasPage(services: OwnerServices) {
  const { version, items } = readList(services, areasFile, areasSchema);
  return {
    version,
    areas: items.map((place) => ({
      name: place.name,
      distanceMiles: String(place.distanceMiles),
      description: place.description,
    })),
  };
}

/** A number as typed on a phone ("8", " 53.87 "); anything else is left for the schema to refuse. */
const number = (text: string) => {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed === "" ? undefined : trimmed;
};

/** What the schema's limits mean for a place on the Fylde coast, in plain words. */
function wordsFor(issue: z.core.$ZodIssue): string {
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

/** The area typed in a form: a new one has its place on the map too. */
function typedArea(form: FormData, existing?: { latitude: unknown; longitude: unknown }) {
  let latitude = String(form.get("latitude") ?? "");
  let longitude = String(form.get("longitude") ?? "");
  // A place copied from a map app comes as "53.874, -3.021": take both from the first box.
  const pair = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(latitude);
  if (pair && longitude.trim() === "") [, latitude = "", longitude = ""] = pair;
  return {
    name: oneLine(String(form.get("name") ?? "")),
    distanceMiles: number(String(form.get("distanceMiles") ?? "")),
    latitude: existing ? existing.latitude : number(latitude),
    longitude: existing ? existing.longitude : number(longitude),
    description: oneLine(String(form.get("description") ?? "")),
  };
}

/** One area's form: add, save or remove, by its place in the list (kept nearest first). */
export function changeAreas(
  services: OwnerServices,
  form: FormData,
  by: string,
): SaveOutcome & { index: number } {
  const words = { item: "area", items: "areas" };
  const list = { file: areasFile, schema: areasSchema, form, by, words };
  return changeListItem(services, list, ({ intent, index, doc, items }) => {
    if (intent === "add" || intent === "save") {
      const current = intent === "save" ? items[index] : undefined;
      const existing = YAML.isMap(current)
        ? { latitude: current.get("latitude"), longitude: current.get("longitude") }
        : undefined;
      const typed = typedArea(form, existing);
      const checked = serviceAreaSchema.safeParse(typed);
      const listed = items
        .filter((_, at) => at !== index)
        .map((item) => String(YAML.isMap(item) ? item.get("name") : ""))
        .find((name) => typed.name !== "" && name.toLowerCase() === typed.name.toLowerCase());
      const issues = checked.success ? [] : checked.error.issues;
      if (listed)
        issues.unshift({
          code: "custom",
          path: ["name"],
          message: `${listed} is already in the list`,
          input: typed.name,
        });
      if (!checked.success || issues.length > 0) return refused(issues, { wordsFor });
      if (YAML.isMap(current)) {
        // Only the words and the distance change: the place on the map, and comments, stay.
        for (const key of ["name", "distanceMiles", "description"] as const)
          doc.setIn([index, key], checked.data[key]);
      } else {
        const node = doc.createNode(checked.data) as YAML.YAMLMap;
        const description = node.get("description", true);
        if (YAML.isScalar(description)) description.type = YAML.Scalar.BLOCK_FOLDED;
        items.push(node as unknown as YAML.ParsedNode);
      }
    } else if (intent === "remove") {
      if (items.length === 1)
        return refusal("Keep at least one area: add another before removing this one.");
      items.splice(index, 1);
    } else {
      return refusal("Choose what to do.");
    }
    // The page lists them nearest first (and the content's checks hold it to that): a new or
    // changed distance takes its place; places as far as each other keep their order.
    items.sort((a, b) => distanceOf(a) - distanceOf(b));
    return {
      add: "Area added to your draft, in its place by distance.",
      save: "Area saved as a draft.",
      remove: "Area removed in your draft.",
    }[intent as "add" | "save" | "remove"];
  });
}

const distanceOf = (node: unknown) =>
  Number(YAML.isMap(node) ? node.get("distanceMiles") : Number.POSITIVE_INFINITY);
