import { type VisitSource, visitSource } from "./visit-source";

/** Where a quote request's visit came from, and the page it arrived on. */
export interface LeadSource extends VisitSource {
  landingPage: string;
}

/** What the quote form sends of the visit's arrival (`arrival.ts`); absent without JavaScript. */
export interface PostedArrival {
  landing?: unknown;
  referrer?: unknown;
}

/**
 * The source of the visit a quote request was sent in, from where the browser says the visit
 * arrived; null ("unknown") when it did not say (no JavaScript), said something that is not
 * a page of this site, or arrived from the site itself (a new tab, a reload): never a guess.
 */
export function leadSource(arrival: PostedArrival, siteUrl: string): LeadSource | null {
  const landing = typeof arrival.landing === "string" ? arrival.landing : "";
  if (!/^\/(?!\/)[^\s\\]{0,499}$/.test(landing)) return null;
  let url: URL;
  try {
    url = new URL(landing, siteUrl);
  } catch {
    return null;
  }
  const referrer = typeof arrival.referrer === "string" ? arrival.referrer.slice(0, 500) : "";
  const source = visitSource(url, referrer || undefined, new URL(siteUrl).hostname);
  return source && { ...source, landingPage: url.pathname.slice(0, 200) };
}
