import { deferUntilUsed } from "~/components/deferred";

/**
 * The footer: its HTML is on every page, its code (Back to Top's smooth scroll, the links'
 * in-app navigation, this year's date) loads when the visitor scrolls to it or reaches for it.
 */
export const DeferredSiteFooter = deferUntilUsed(
  import.meta.env.SSR
    ? { component: (await import("./site-footer")).SiteFooter }
    : { load: () => import("./site-footer").then((module) => module.SiteFooter) },
  { whenSeen: true },
);
