import type { SiteChromeData } from "./site-chrome";
import { siteContent, siteIdentity } from "./site-content.server";

export function siteChrome(): SiteChromeData {
  const { company, services } = siteContent();
  return {
    company,
    services: services.map(({ slug, title }) => ({ slug, title })),
    builtIn: new Date().getFullYear(),
    site: siteIdentity(),
  };
}
