import type { MetaDescriptor } from "react-router";

/** The site as every page's title, canonical address and link previews name it. */
export interface SiteIdentity {
  tradingName: string;
  tagline: string;
  /** SITE_URL, e.g. https://www.example.com: never from the request's Host header. */
  url: string;
}

/** A path on the public site as a full address. */
export function absoluteUrl(site: Pick<SiteIdentity, "url">, path: string): string {
  return `${site.url}${path === "/" ? "/" : path}`;
}

export interface PageSeo {
  /** The page's own path, e.g. "/services/roofing": canonical link and share image come from it. */
  path?: string;
  title: string;
  description?: string;
  type?: "website" | "article";
  /** JSON-LD blocks for this page. */
  structuredData?: object[];
}

/**
 * Everything a page says about itself to search engines and link previews: title,
 * description, canonical address, Open Graph and Twitter tags with the page's share image,
 * and its JSON-LD. A page without a path (an error page) is marked noindex instead.
 */
export function pageMeta(
  site: SiteIdentity,
  { path, title, description, type = "website", structuredData = [] }: PageSeo,
): MetaDescriptor[] {
  // "Page title | tagline", the spec's title format for every page.
  const fullTitle = `${title} | ${site.tagline}`;
  const tags: MetaDescriptor[] = [{ title: fullTitle }];
  if (description) tags.push({ name: "description", content: description });
  if (!path) return [...tags, { name: "robots", content: "noindex" }];

  const url = absoluteUrl(site, path);
  const image = absoluteUrl(site, shareImagePath(path));
  const imageAlt = `${title}: ${site.tradingName}`;
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.tradingName },
    { property: "og:locale", content: "en_GB" },
    { property: "og:url", content: url },
    { property: "og:title", content: fullTitle },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  );
  if (description) {
    tags.push(
      { property: "og:description", content: description },
      { name: "twitter:description", content: description },
    );
  }
  for (const block of structuredData) tags.push({ "script:ld+json": block });
  return tags;
}

/** The share image of a page: /og/home.png, /og/services-roofing.png … */
export function shareImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1).replace(/\//g, "-")}.png`;
}

export const shareImageSize = { width: 1200, height: 630 } as const;
