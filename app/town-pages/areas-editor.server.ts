import YAML from "yaml";
import { z } from "zod";
import { type SiteContent, siteContent } from "~/content/site-content.server";
import type { FormOutcome } from "~/forms/read-form.server";
import type { Drafts } from "~/publishing/drafts.server";
import type { Previewer } from "~/publishing/previewer.server";
import { type ServiceArea, serviceAreaSchema, serviceAreasSchema } from "~/town-pages/service-area";
import { ownWordsNeeded, type TownProof, townProofs } from "~/town-pages/town-pages";
import { townPagesTakenDown, whyNoPage } from "~/town-pages/town-pages-taken-down";
import { plainWords, refusal } from "../site-editing/content-file.server";
import { listIn, oneLineIn, paragraphsOf } from "../site-editing/form-text";
import { changeListItem, listItemForm, readList } from "../site-editing/list-file.server";

export const areasFile = "areas.yaml";
const areasSchema = serviceAreasSchema.min(1, "Keep at least one area.");

/** The areas' names as drafted: a new or renamed one must not repeat one of them. */
export const areaNames = (drafts: Drafts) =>
  readList(drafts, areasFile, areasSchema).items.map((area) => area.name);

/**
 * The areas as drafted, each with whether it has a page of its own and why (or what would give
 * it one), and the town pages on the site now that publishing the drafts would take down: all
 * of it from the drafts as a publish would read them (the projects and the verified reviews
 * too), or, while they cannot be read, from the drafted areas against the site as it is.
 */
export async function areasPage({
  drafts,
  previewer,
}: {
  drafts: Drafts;
  previewer: Pick<Previewer, "content">;
}) {
  const { version, items } = readList(drafts, areasFile, areasSchema);
  const live = siteContent();
  const next = await townsAsDrafted({ drafts, previewer }, live, items);
  const proofs = townProofs(next, next.customerReviews);
  const livePages = new Set(
    townProofs(live, live.customerReviews)
      .filter((town) => town.published)
      .map((town) => town.path),
  );
  return {
    version,
    areas: items.map((place) => ({
      name: place.name,
      distanceMiles: String(place.distanceMiles),
      description: place.description,
      about: place.about.join("\n\n"),
      page: townPageInWords(
        proofs.find((town) => town.area.name === place.name),
        livePages,
      ),
    })),
    takenDown: townPagesTakenDown(live, next).map((page) => ({
      ...page,
      at: items.findIndex((place) => place.name === page.town),
    })),
  };
}

/**
 * What the town pages would be made from once the drafts are published: the site as it is
 * while there are no drafts, the drafted areas against it while the drafts cannot be read.
 */
async function townsAsDrafted(
  { drafts, previewer }: { drafts: Drafts; previewer: Pick<Previewer, "content"> },
  live: SiteContent,
  areas: ServiceArea[],
): Promise<SiteContent> {
  if (Object.keys(drafts.changes()).length === 0) return live;
  const drafted = await previewer.content();
  return drafted.ok ? drafted.content.content : { ...live, serviceAreas: areas };
}

/**
 * Whether a town has its own page, in the owner's words: what it rests on, or what it lacks,
 * and whether publishing would put it up or take it down.
 */
function townPageInWords(proof: TownProof | undefined, live: Set<string>) {
  if (!proof) return { path: undefined, goes: false, text: "" };
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const name = proof.area.name;
  const goes = live.has(proof.path) && !proof.published;
  const lead = goes ? "Its page comes down when you publish" : "No page of its own yet";
  if (proof.resembles)
    return {
      path: undefined,
      goes,
      text: `${lead}: ${whyNoPage(proof)}. Write about ${name} in your own words below.`,
    };
  if (!proof.published)
    return {
      path: undefined,
      goes,
      text: `${lead}: a town page with nothing of its own would count against the site in search engines. It gets one with a completed project in ${name}, a verified review from a customer there, or ${ownWordsNeeded} words of your own about it (now ${proof.ownWords}).`,
    };
  const proofs = [
    proof.ownProjects > 0 &&
      `${count(proof.ownProjects, "completed project", "completed projects")} in ${name}`,
    proof.reviews.length > 0 &&
      `${count(proof.reviews.length, "verified review", "verified reviews")} from there`,
    proof.ownWords >= ownWordsNeeded && `${proof.ownWords} words of your own`,
  ].filter(Boolean);
  return live.has(proof.path)
    ? { path: proof.path, goes, text: `Has its own page, with ${proofs.join(", ")}.` }
    : {
        path: undefined,
        goes,
        text: `Gets its own page when you publish, with ${proofs.join(", ")}.`,
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
      about: listIn(paragraphsOf, serviceAreaSchema.shape.about.unwrap()),
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
  if (name === "about") {
    if (issue.code === "too_small") return "Write at least 20 characters in each paragraph.";
    if (issue.code === "too_big" && issue.origin === "array")
      return "Keep it to 6 paragraphs or fewer.";
    if (issue.code === "too_big") return "Keep each paragraph to 900 characters or fewer.";
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
      ...(sent.about.length > 0 ? { about: sent.about } : {}),
    };
    if (sent.intent === "save") {
      // Only the words and the distance change: the place on the map, and comments, stay.
      for (const [key, value] of Object.entries(words)) doc.setIn([sent.index, key], value);
      if (sent.about.length === 0) doc.deleteIn([sent.index, "about"]);
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
