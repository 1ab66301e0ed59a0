import type { ImageSource } from "./content-reader.server";
import type { BuiltContentCheck, SiteContent } from "./site-content.server";

/** A page the content makes, with the content files it is made from (for its last change). */
export interface PageEntry {
  path: string;
  /** The page's own title; the site adds " | tagline". */
  title: string;
  description: string;
  /** The small line above the title on the page's share image. */
  kicker: string;
  sources: string[];
}

/**
 * What the build and publishing need to know of the content, of which they know no part: how
 * content/ is read and what pages it makes. The site's own is `siteCatalogue`
 * (`app/site/site-catalogue.server.ts`).
 */
export interface ContentCatalogue {
  /** content/ read and checked as the site shows it on `now`; throws `ContentErrors`. */
  read(contentDir: string, now?: number): { content: SiteContent; images: ImageSource[] };
  /** Every indexable page, in sitemap order. */
  pages(content: SiteContent): PageEntry[];
  /** The fictional details and sample content still to replace before going live. */
  placeholders(content: SiteContent, images: ImageSource[]): string[];
  /** How the site names itself on its share images. */
  identity(content: SiteContent): { tradingName: string; tagline: string };
  check: BuiltContentCheck;
}

/** Content kept in the database (verified reviews): taken in by every publish. */
export interface DatabaseContent {
  content: Partial<SiteContent>;
  /** The files it shows, from the data folder into the release's `client/`. */
  files: { from: string; to: string }[];
}
