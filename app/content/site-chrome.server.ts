import type { SiteChromeData } from "~/components/layout/site-chrome";
import { siteContent } from "./site-content.server";

/** What every page's header and footer show: the root route's data. */
export function siteChrome(): SiteChromeData {
  const { company, services } = siteContent();
  return {
    company,
    services: services.map(({ slug, title }) => ({ slug, title })),
    // The year of the render, corrected in the browser if it has since turned.
    builtIn: new Date().getFullYear(),
  };
}
