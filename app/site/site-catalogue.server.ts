import type { ContentCatalogue } from "../content/content-catalogue";
import { pageDirectory } from "./page-directory";
import { placeholderWarnings } from "./placeholder-warnings";
import { readSiteContent } from "./read-site-content.server";
import { checkBuiltContent } from "./site-content";

/** The site's content: how the build and a publish read it and what pages it makes. */
export const siteCatalogue: ContentCatalogue = {
  read: readSiteContent,
  pages: pageDirectory,
  placeholders: placeholderWarnings,
  identity: ({ company }) => company,
  check: checkBuiltContent,
};
