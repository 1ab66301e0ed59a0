import type { MetaDescriptor } from "react-router";
import { type PageSeo, pageMeta } from "./seo";

/**
 * Meta for a page below the home page. Its JSON-LD (breadcrumb trail and the rest) comes
 * ready-made from the loader, so the builders never ship to the browser. With no data (the
 * page's loader failed), it says nothing the error page should not.
 */
export function innerPageMeta(seo: (PageSeo & { path: string }) | undefined): MetaDescriptor[] {
  return seo ? pageMeta(seo) : pageMeta({ title: "Page not found" });
}
