import { isbot } from "isbot";

/**
 * `isbot`, remembered for the user agents seen lately: a site's visitors use a few hundred
 * browsers, and testing its long list of patterns on every page cost more than serving it.
 */
const crawlers = new Map<string, boolean>();
export function isCrawler(userAgent: string): boolean {
  let crawler = crawlers.get(userAgent);
  if (crawler === undefined) {
    if (crawlers.size >= 2000) crawlers.clear();
    crawler = isbot(userAgent);
    crawlers.set(userAgent, crawler);
  }
  return crawler;
}

/** A phone or a computer, by the browser's own name for itself. */
export const deviceOf = (userAgent: string): "phone" | "computer" =>
  /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? "phone" : "computer";
