import { readFileSync } from "node:fs";
import path from "node:path";
import { type SiteContent, siteContentSchema } from "../../app/content/site-content";

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
