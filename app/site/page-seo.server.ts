import type { PageSeo } from "~/lib/seo";
import { trailTo } from "~/site/structured-data.server";

interface InnerPageInput extends Omit<PageSeo, "path"> {
  path: string;
  /** The section a detail page belongs to, e.g. { name: "Services", path: "/services" }. */
  section?: { name: string; path: string };
}

/** What a page below the home page says about itself, its breadcrumb trail included. */
export function innerPageSeo({
  section,
  structuredData = [],
  ...page
}: InnerPageInput): PageSeo & { path: string } {
  return { ...page, structuredData: [trailTo(page.path, page.title, section), ...structuredData] };
}
