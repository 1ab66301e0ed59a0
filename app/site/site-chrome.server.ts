import { siteIdentity } from "../company/site-identity.server";
import { siteContent } from "../content/site-content.server";
import { coverInWords } from "../credentials/credentials";
import type { SiteChromeData } from "./site-chrome";

export function siteChrome(): SiteChromeData {
  const { company, services, cover } = siteContent();
  return {
    company,
    cover: coverInWords(cover),
    services: services.map(({ slug, title }) => ({ slug, title })),
    builtIn: new Date().getFullYear(),
    site: siteIdentity(),
  };
}
