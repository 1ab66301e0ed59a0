import type { MetaDescriptor } from "react-router";
import { type PageSeo, pageMeta, type SiteIdentity } from "./seo";

/** How the site names itself, from the root route's data (`root.tsx`), as a meta function has it. */
export function siteOf(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): SiteIdentity | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { site?: SiteIdentity }
    | undefined;
  return root?.site;
}

/**
 * Meta for a page below the home page. Its JSON-LD (breadcrumb trail and the rest) comes
 * ready-made from the loader, so the builders never ship to the browser. With no data (the
 * page's loader failed), it says nothing the error page should not.
 */
export function innerPageMeta(
  seo: (PageSeo & { path: string }) | undefined,
  matches: Parameters<typeof siteOf>[0],
): MetaDescriptor[] {
  const site = siteOf(matches);
  const page = seo ?? { title: "Page not found" };
  return site ? pageMeta(site, page) : [{ title: page.title }];
}
