import type * as React from "react";
import type { Company } from "~/content/company";
import { DeferredSiteFooter } from "./deferred-site-footer";
import { DeferredSiteHeader } from "./deferred-site-header";
import type { FooterService } from "./site-footer";

export interface SiteChromeData {
  company: Company;
  services: FooterService[];
  builtIn: number;
}

/** What every page shares: skip link, header, the page itself, footer. */
export function SiteChrome({
  company,
  services,
  builtIn,
  children,
}: SiteChromeData & { children: React.ReactNode }) {
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
      <DeferredSiteFooter company={company} services={services} builtIn={builtIn} />
    </>
  );
}
