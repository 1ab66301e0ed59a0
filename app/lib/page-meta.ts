import type { MetaDescriptor } from "react-router";
import { type PageSeo, pageMeta } from "./seo";
import { trailTo } from "./structured-data";

interface InnerPageSeo extends Omit<PageSeo, "path" | "title"> {
  path: string;
  title: string;
  /** The section a detail page belongs to, e.g. { name: "Services", path: "/services" }. */
  section?: { name: string; path: string };
}

/**
 * Meta for a page below the home page: its own tags plus its breadcrumb trail as JSON-LD.
 * With no data (the page's loader failed), it says nothing the error page should not.
 */
export function innerPageMeta(seo: InnerPageSeo | undefined): MetaDescriptor[] {
  if (!seo) return pageMeta({ title: "Page not found" });
  const { section, structuredData = [], ...page } = seo;
  return pageMeta({
    ...page,
    structuredData: [trailTo(page.path, page.title, section), ...structuredData],
  });
}
