import { deferUntilUsed } from "~/components/deferred";

/**
 * The header: its HTML works on its own (links, and the small-screen menu is a native
 * popover), so its code (in-app navigation, the menu's state) loads when the visitor reaches
 * for it or the page changes.
 */
export const DeferredSiteHeader = deferUntilUsed(
  import.meta.env.SSR
    ? { component: (await import("./site-header")).SiteHeader }
    : { load: () => import("./site-header").then((module) => module.SiteHeader) },
  // Sticky: it must stay a child of <body>, not of a box its own height.
  { boxless: true },
);
