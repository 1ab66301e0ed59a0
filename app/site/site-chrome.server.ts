import { siteIdentity } from "../company/site-identity.server";
import { siteContent } from "../content/site-content.server";
import { coverInWords } from "../credentials/credentials";
import type { SiteChromeData } from "./site-chrome";

export function siteChrome(): SiteChromeData {
  const { company, services, cover } = siteContent();
  return {
    // Every page carries this to the browser: the days the office closes go without the
    // owner's note of what for, which only the owner sees.
    company: {
      ...company,
      openingHours: {
        ...company.openingHours,
        closedDays: company.openingHours.closedDays.map(({ from, to }) => ({ from, to })),
      },
    },
    cover: coverInWords(cover),
    services: services.map(({ slug, title }) => ({ slug, title })),
    builtIn: new Date().getFullYear(),
    site: siteIdentity(),
  };
}
