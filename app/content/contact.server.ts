import type { QuotePrefill } from "~/quotes/quote-reply";
import { withCompanyFacts } from "./company";
import { serviceBySlug } from "./selectors.server";
import type { MapPlace } from "./service-area";
import { siteContent } from "./site-content.server";

/** `/contact?service=roofing`: the matching project type, and the details started with its name. */
export function quotePrefill(serviceSlug: string | null): QuotePrefill {
  const service = serviceBySlug(serviceSlug ?? undefined);
  if (!service) return {};
  return { projectType: service.quoteProjectType, message: `${service.title}: ` };
}

/** What the contact section needs, on the home page and on /contact alike. */
export function contactSectionData(url: URL) {
  const { quote, urgentCall, map } = siteContent().pages.contact;
  const places: MapPlace[] = siteContent().serviceAreas.map(({ name, latitude, longitude }) => ({
    name,
    latitude,
    longitude,
  }));
  const responsePromise = withCompanyFacts(quote.responsePromise, siteContent().company);
  return {
    copy: { quote: { ...quote, responsePromise }, urgentCall, map },
    prefill: quotePrefill(url.searchParams.get("service")),
    showMap: url.searchParams.get("map") === "show",
    places,
  };
}
export type ContactSectionData = ReturnType<typeof contactSectionData>;
