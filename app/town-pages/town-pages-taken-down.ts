import type { Project } from "../projects/project";
import type { ServiceArea } from "./service-area";
import { type LocalReview, ownWordsNeeded, type TownProof, townProofs } from "./town-pages";

/** What decides the town pages: the areas, the projects and the verified reviews. */
export interface TownContent {
  serviceAreas: ServiceArea[];
  projects: Project[];
  customerReviews: readonly LocalReview[];
}

/** A town page on the site now that a publish would take off it, and why, in the owner's words. */
export interface TownPageTakenDown {
  town: string;
  path: string;
  why: string;
}

const percent = (share: number) => `${Math.floor(share * 100)}%`;

/**
 * Why a town has no page of its own, in the owner's words, after its name and a colon:
 * "Preesall: 72% of what it has of its own … is the same as Stalmine's …".
 */
export function whyNoPage(proof: TownProof): string {
  if (proof.resembles)
    return `${percent(proof.resembles.share)} of what it has of its own (your words about it, its jobs and reviews there) is the same as ${proof.resembles.town}'s, and near-copies count against the site in search engines`;
  return `it has nothing of its own: no completed project in ${proof.area.name}, no verified review from a customer there, and ${proof.ownWords} words of your own about it, where a page needs ${ownWordsNeeded}`;
}

/**
 * The town pages on the site now (`live`) that publishing `next` (the drafts as a publish
 * would read them) would take down, each with why: the owner is told before Publish, and a
 * publish takes none down that the owner was not shown (decision 045).
 */
export function townPagesTakenDown(live: TownContent, next: TownContent): TownPageTakenDown[] {
  const after = townProofs(next, next.customerReviews);
  return townProofs(live, live.customerReviews)
    .filter((town) => town.published)
    .flatMap(({ area, path }) => {
      const now = after.find((town) => town.path === path);
      if (now?.published) return [];
      const why = now ? whyNoPage(now) : `${area.name} is no longer in your list of areas`;
      return [{ town: area.name, path, why }];
    });
}

/** The pages in the owner's words, as one sentence: "the pages for Stalmine and Preesall". */
export function townPagesInWords(pages: readonly { town: string }[]): string {
  const names = pages.map((page) => page.town);
  const list =
    names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `the ${names.length === 1 ? "page" : "pages"} for ${list}`;
}
