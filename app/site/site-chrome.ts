import type { SiteIdentity } from "~/lib/seo";
import type { Company } from "../company/company";

/** What every page's header and footer show: the root route's data (`site-chrome.server.ts`). */
export interface SiteChromeData {
  company: Company;
  /** The services the footer lists, each to its page. */
  services: { slug: string; title: string }[];
  /** The year of the render, corrected in the browser if it has since turned. */
  builtIn: number;
  /** How the site names itself, and its address (the WhatsApp greeting links the page). */
  site: SiteIdentity;
  /** The insurance and guarantees in plain words, while current (`coverInWords`). */
  cover: string[];
}
