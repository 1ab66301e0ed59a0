import { milesBetween } from "../lib/map-position";
import { slugFrom } from "../lib/slug";
import type { Project } from "../projects/project";
import type { ServiceArea } from "./service-area";

/**
 * Which towns have a page of their own (`/areas-we-cover/{town}`), and the local proof on it.
 * A page is published only when it is its own (decisions 037 and 045): proof that belongs to
 * the town (a completed project in it, a verified review from a customer there, or
 * `ownWordsNeeded` words of the owner's own about it), and what is its own not `tooAlike` what
 * a town listed before it has of its own. Anything else would be a doorway page: the same page
 * with another name, which search engines penalise.
 */
export const nearbyMiles = 3;
export const ownWordsNeeded = 80;
/** A town sharing at least this share of its own three-word runs with another town's is held back. */
export const tooAlike = 0.6;

/** What a town page needs of a review: where the customer lives and the service it was. */
export interface LocalReview {
  town: string;
  serviceSlug: string;
  text?: string;
}

export interface TownProof<Review extends LocalReview = LocalReview> {
  area: ServiceArea;
  slug: string;
  path: string;
  /** Completed projects in or near the town, nearest first. */
  projects: { project: Project; miles: number }[];
  /** Verified reviews from customers in the town, in the order given (newest first). */
  reviews: Review[];
  /** Words of the owner's own about the town: its description and its page's text. */
  ownWords: number;
  /** Completed projects in the town itself (not only near it). */
  ownProjects: number;
  /**
   * The town listed before this one whose own words and proof this one's would repeat, and the
   * share of this one's that they would: set only where it holds back a page.
   */
  resembles?: { town: string; share: number };
  published: boolean;
}

export const townSlug = (name: string) => slugFrom(name, 60);
export const townPath = (name: string) => `/areas-we-cover/${townSlug(name)}`;

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * The area a place typed as text is in: "Preesall", "Cart Lane, Preesall", or a customer's
 * "Lytham" for Lytham St Annes. Whole words only, so "Preston" is not "Preesall".
 */
export function areaOf<Area extends { name: string }>(
  areas: readonly Area[],
  place: string,
): Area | undefined {
  const typed = words(place).join(" ");
  if (!typed) return undefined;
  const inside = (outer: string, inner: string) => ` ${outer} `.includes(` ${inner} `);
  return (
    areas.find((area) => words(area.name).join(" ") === typed) ??
    areas.find((area) => inside(typed, words(area.name).join(" "))) ??
    areas.find((area) => typed.length >= 4 && inside(words(area.name).join(" "), typed))
  );
}

export const ownWordsOf = (area: Pick<ServiceArea, "description" | "about">) =>
  words([area.description, ...area.about].join(" ")).length;

/** Every area's local proof, in the areas' order. */
export function townProofs<Review extends LocalReview>(
  content: { serviceAreas: ServiceArea[]; projects: Project[] },
  reviews: readonly Review[],
): TownProof<Review>[] {
  const { serviceAreas: areas, projects } = content;
  const placed = projects.flatMap((project) => {
    const area = areaOf(areas, project.location);
    return area ? [{ project, area }] : [];
  });
  // Each review's town matched once, not once for every area.
  const reviewAreas = reviews.map((review) => ({ review, area: areaOf(areas, review.town) }));
  const towns = areas.map((area) => {
    const nearby = placed
      .map(({ project, area: at }) => ({ project, miles: milesBetween(area, at) }))
      .filter(({ miles }) => miles <= nearbyMiles)
      .sort((a, b) => a.miles - b.miles);
    const own = placed.filter((each) => each.area === area).map((each) => each.project);
    const proof: TownProof<Review> = {
      area,
      slug: townSlug(area.name),
      path: townPath(area.name),
      projects: nearby,
      reviews: reviewAreas.filter((each) => each.area === area).map((each) => each.review),
      ownWords: ownWordsOf(area),
      ownProjects: own.length,
      published: false,
    };
    return { proof, ownRuns: wordRuns(ownPageWords(proof, own, areas)) };
  });
  publishTheirOwn(towns);
  return towns.map(({ proof }) => proof);
}

const hasOwnProof = (town: TownProof) =>
  town.ownProjects > 0 || town.reviews.length > 0 || town.ownWords >= ownWordsNeeded;

/**
 * Publishes each town with proof of its own unless what is its own is `tooAlike` what a town
 * listed before it has of its own (whether that town has a page or not): then it `resembles`
 * that town. Only what is each town's own is compared, in the areas' order (nearest first), so
 * a town's page never depends on the projects near it, nor on how much is written or done in
 * another town: another town's change can take it down only by repeating its words.
 */
function publishTheirOwn(towns: { proof: TownProof; ownRuns: Set<string> }[]) {
  for (const [index, { proof, ownRuns }] of towns.entries()) {
    if (!hasOwnProof(proof)) continue;
    const likest = towns
      .slice(0, index)
      .map((other) => ({ town: other.proof.area.name, share: sharedShare(ownRuns, other.ownRuns) }))
      .sort((a, b) => b.share - a.share)[0];
    if (likest && likest.share >= tooAlike) proof.resembles = likest;
    else proof.published = true;
  }
}

/**
 * What a town's page shows that is the town's own: the owner's words about it, its own
 * projects (`own`) and its verified reviews, with every town's name made one word, so that two
 * pages differing only by the name are the same. The template, the projects nearby and the
 * services asked for most are left out: a neighbour's page shows them too, and the owner cannot
 * make them this town's (decision 045).
 */
function ownPageWords(town: TownProof, own: Project[], areas: ServiceArea[]): string[] {
  const text = [
    town.area.description,
    ...town.area.about,
    ...own.flatMap((project) => [project.title, project.location, project.summary]),
    ...town.reviews.map((review) => review.text ?? ""),
  ].join(" ");
  const names = areas.map((area) => words(area.name).join(" ")).sort((a, b) => b.length - a.length);
  let neutral = ` ${words(text).join(" ")} `;
  for (const name of names) neutral = neutral.replaceAll(` ${name} `, " town ");
  return neutral.trim().split(" ");
}

/** Every run of three words in a text (shingles), as search engines compare pages. */
function wordRuns(text: string[]): Set<string> {
  const runs = new Set<string>();
  for (let index = 0; index + 2 < text.length; index++)
    runs.add(text.slice(index, index + 3).join(" "));
  return runs;
}

/** The share of a page's three-word runs that another page has too. */
export const sharedShare = (page: Set<string>, other: Set<string>) =>
  page.size === 0 ? 1 : [...page].filter((run) => other.has(run)).length / page.size;

/** The services asked for most in a town: those of its projects and reviews, most first. */
export function localServices(proof: TownProof): string[] {
  const counts = new Map<string, number>();
  const add = (slug: string) => counts.set(slug, (counts.get(slug) ?? 0) + 1);
  for (const { project } of proof.projects) project.servicesProvided.forEach(add);
  for (const review of proof.reviews) add(review.serviceSlug);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([slug]) => slug);
}

export const townPageTitle = (town: string) => `Builders in ${town}`;

/** A town page's description: unique by its name, its distance and its proof. */
export function townPageDescription(town: TownProof, tradingName: string): string {
  const { name, distanceMiles } = town.area;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const proof = [
    town.projects.length > 0 ? `${count(town.projects.length, "project", "projects")} nearby` : "",
    town.reviews.length > 0
      ? count(town.reviews.length, "verified review", "verified reviews")
      : "",
  ].filter(Boolean);
  const miles = count(distanceMiles, "mile", "miles");
  return `Building work in ${name} by ${tradingName}, ${miles} away${
    proof.length > 0 ? `: ${proof.join(", ")}` : ""
  }. Free written quotes.`;
}
