import { readFileSync } from "node:fs";
import path from "node:path";
import { type SiteContent, siteContentSchema } from "../../app/content/site-content";

/** The content the build used, so tests check what visitors see without repeating it. */
export const content: SiteContent = siteContentSchema.parse(
  JSON.parse(readFileSync(path.resolve(".generated", "site-content.json"), "utf8")).content,
);
