import { slugFrom } from "../lib/slug";
import type { Project } from "../projects/project";
import type { MapPlace, ServiceArea } from "./service-area";

/**
 * Which towns have a page of their own (`/areas-we-cover/{town}`), and the local proof on it.
 * A page is published only with real proof (decision 037): a completed project in the town or
 * within `nearbyMiles`, a verified review from a customer there, or `ownWordsNeeded` words of
 * the owner's own about it. A town with none would be a doorway page: the same text with
 * another name, which search engines penalise.
 */
export const nearbyMiles = 3;
export const ownWordsNeeded = 80;

/** What a town page needs of a review: where the customer lives and the service it was. */
export interface LocalReview {
  town: string;
  serviceSlug: string;
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
  published: boolean;
}

export const townSlug = (name: string) => slugFrom(name, 60);
export const townPath = (name: string) => `/areas-we-cover/${townSlug(name)}`;

/** Miles between two places on the map, as the crow flies. */
export function milesBetween(a: MapPlace, b: MapPlace): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

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
  return areas.map((area) => {
    const nearby = placed
      .map(({ project, area: at }) => ({ project, miles: milesBetween(area, at) }))
      .filter(({ miles }) => miles <= nearbyMiles)
      .sort((a, b) => a.miles - b.miles);
    const local = reviewAreas.filter((each) => each.area === area).map((each) => each.review);
    const ownWords = ownWordsOf(area);
    return {
      area,
      slug: townSlug(area.name),
      path: townPath(area.name),
      projects: nearby,
      reviews: local,
      ownWords,
      published: nearby.length > 0 || local.length > 0 || ownWords >= ownWordsNeeded,
    };
  });
}

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
