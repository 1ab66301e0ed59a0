import { siteContent } from "../content/site-content.server";
import { absoluteUrl, type SiteIdentity } from "../lib/seo";
import { defaultSiteUrl, siteUrlSchema } from "../lib/site-url";

/** The site as page titles, canonical links and structured data name it; SITE_URL is the address. */
export function siteIdentity(): SiteIdentity {
  const { tradingName, tagline } = siteContent().company;
  return { tradingName, tagline, url: siteUrlSchema.parse(process.env.SITE_URL || defaultSiteUrl) };
}

/** A path on the public site as a full address. */
export const siteAddress = (path: string) => absoluteUrl(siteIdentity(), path);
