import { readFileSync } from "node:fs";
import path from "node:path";
import type { SiteContent } from "../../app/content/site-content.server";
import { siteContentSchema } from "../../app/site/site-content";

const generated = JSON.parse(readFileSync(path.resolve(".generated", "site-content.json"), "utf8"));

/** The content the build used, so tests check what visitors see without repeating it. */
export const content: SiteContent = siteContentSchema.parse(generated.content);

/** Every indexable page, as the build listed them for prerendering and the sitemap. */
export const sitePages: {
  path: string;
  title: string;
  description: string;
  lastModified: string;
}[] = generated.pages;

/**
 * The reviews typed into the content that the pages show, as a build shows them (with no
 * customer's review yet): the real ones, or the samples while there is no real one.
 */
export const shownTestimonials = content.testimonials.some((review) => !review.sample)
  ? content.testimonials.filter((review) => !review.sample)
  : content.testimonials;
