import type { QuotePrefill } from "~/quote-requests/quote-reply";
import { serviceBySlug } from "~/services/service-by-slug.server";
import { withCompanyFacts } from "../company/company";
import { siteContent } from "../content/site-content.server";
import { priceGuidePrefill } from "../quote-requests/price-guide-seen.server";
import type { MapPlace } from "../town-pages/service-area";
import { townSlug } from "../town-pages/town-pages";

/**
 * `/contact?service=roofing&town=fleetwood`: the service's project type, and the details
 * started with its name and the town ("Roofing in Fleetwood: ").
 */
export function quotePrefill(serviceSlug: string | null, town: string | null): QuotePrefill {
  const service = serviceBySlug(serviceSlug ?? undefined);
  const area = siteContent().serviceAreas.find((place) => townSlug(place.name) === town);
  if (!service && !area) return {};
  const where = area ? ` in ${area.name}` : "";
  return {
    ...(service ? { projectType: service.quoteProjectType } : {}),
    message: `${service ? service.title : "A job"}${where}: `,
  };
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
    prefill:
      priceGuidePrefill(url.searchParams.get("guide")) ??
      quotePrefill(url.searchParams.get("service"), url.searchParams.get("town")),
    showMap: url.searchParams.get("map") === "show",
    places,
  };
}
export type ContactSectionData = ReturnType<typeof contactSectionData>;
