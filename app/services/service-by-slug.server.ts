import { siteContent } from "~/content/site-content.server";
import type { Service } from "./service";

export function serviceBySlug(slug: string | undefined): Service | undefined {
  return siteContent().services.find((service) => service.slug === slug);
}
