import { coverInWords } from "./credentials";
import type { SiteChromeData } from "./site-chrome";
import { siteContent, siteIdentity } from "./site-content.server";

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
