import type * as React from "react";
import { loadsWhenUsed } from "~/components/deferred";
import type { SiteChromeData } from "~/site/site-chrome";
import { CallBar } from "./call-bar";

/**
 * The header: its HTML works on its own (links, and the small-screen menu is a native
 * popover), so its code (in-app navigation, the menu's state) loads when the visitor reaches
 * for it or the page changes. Sticky: it must stay a child of <body>, not of a box its own height.
 */
const DeferredSiteHeader = loadsWhenUsed(
  () => import("./site-header").then((module) => module.SiteHeader),
  { boxless: true },
);

/**
 * The footer: its HTML is on every page, its code (Back to Top's smooth scroll, the links'
 * in-app navigation, this year's date) loads when the visitor scrolls to it or reaches for it.
 */
const DeferredSiteFooter = loadsWhenUsed(
  () => import("./site-footer").then((module) => module.SiteFooter),
  { whenSeen: true },
);

/**
 * What every page shares: skip link, header, the page itself, footer, and on phones the call
 * bar (`callOnly` on a customer's private page: they need no invitation to ask for a quote).
 */
export function SiteChrome({
  children,
  callOnly = false,
  ...chrome
}: SiteChromeData & { children: React.ReactNode; callOnly?: boolean }) {
  const { company, services, builtIn, cover } = chrome;
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-hivis-400 px-4 py-3 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <DeferredSiteHeader company={company} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <DeferredSiteFooter company={company} services={services} builtIn={builtIn} cover={cover} />
      <CallBar {...chrome} callOnly={callOnly} />
    </>
  );
}
