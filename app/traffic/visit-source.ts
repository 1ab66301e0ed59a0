/**
 * Where a visit came from, from what the request itself says and nothing else: the address's
 * campaign tags (`utm_source`, `utm_medium`, `utm_campaign`, or a short `?src=van` the owner
 * prints), else the referring site's domain (browsers send only the origin to another site),
 * else "direct". Nothing about the person.
 */
export interface VisitSource {
  /** "google", "facebook", a site's domain, a campaign's source ("van"), or "direct". */
  source: string;
  /** "search", "social", "referral", "direct", "print" (a `src` tag), or the campaign's own. */
  medium: string;
  /** The campaign's name, or "". */
  campaign: string;
}

const searchEngines: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, "google"],
  [/(^|\.)bing\.com$/, "bing"],
  [/(^|\.)duckduckgo\.com$/, "duckduckgo"],
  [/(^|\.)yahoo\.[a-z.]+$/, "yahoo"],
  [/(^|\.)ecosia\.org$/, "ecosia"],
  [/(^|\.)startpage\.com$/, "startpage"],
  [/(^|\.)search\.brave\.com$/, "brave"],
  [/(^|\.)qwant\.com$/, "qwant"],
  [/(^|\.)yandex\.[a-z.]+$/, "yandex"],
];
const socialSites: [RegExp, string][] = [
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "linkedin"],
  [/(^|\.)(twitter\.com|x\.com)$|^t\.co$/, "x"],
  [/(^|\.)nextdoor\.[a-z.]+$/, "nextdoor"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "youtube"],
  [/(^|\.)pinterest\.[a-z.]+$/, "pinterest"],
  [/(^|\.)reddit\.com$/, "reddit"],
];

// A Map, not an object: a medium is whatever an address says ("constructor", "__proto__").
const namedSources = new Map([
  ["search", new Set(searchEngines.map(([, name]) => name))],
  ["social", new Set(socialSites.map(([, name]) => name))],
  ["direct", new Set(["direct"])],
]);

/**
 * Whether a source is one this code names itself (typed in, a search engine, a social site, as
 * `visitSource` reads them from the referrer), rather than a tag or a domain anyone can make up.
 */
export function isNamedSource({ source, medium, campaign }: VisitSource): boolean {
  return campaign === "" && (namedSources.get(medium)?.has(source) ?? false);
}

/** A tag as kept: one line of plain text, lower case, at most 60 characters; "" if none. */
export function cleanTag(value: string | null | undefined): string {
  return (value ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .toLowerCase()
    .slice(0, 60);
}

const hostOf = (address: string | undefined) => {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:"
      ? url.hostname.toLowerCase().replace(/^www\./, "")
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The source of a visit arriving at `url` from `referrer`; null when the request comes from
 * the site itself (a page view inside a visit, not a new visit).
 */
export function visitSource(
  url: URL,
  referrer: string | undefined,
  siteHost: string,
): VisitSource | null {
  const tags = url.searchParams;
  const source = cleanTag(tags.get("utm_source"));
  if (source)
    return {
      source,
      medium: cleanTag(tags.get("utm_medium")) || "campaign",
      campaign: cleanTag(tags.get("utm_campaign")),
    };
  const printed = cleanTag(tags.get("src"));
  if (printed) return { source: printed, medium: "print", campaign: "" };
  const host = hostOf(referrer);
  if (host === siteHost.toLowerCase().replace(/^www\./, "")) return null;
  if (!host) return { source: "direct", medium: "direct", campaign: "" };
  const engine = searchEngines.find(([pattern]) => pattern.test(host));
  if (engine) return { source: engine[1], medium: "search", campaign: "" };
  const social = socialSites.find(([pattern]) => pattern.test(host));
  if (social) return { source: social[1], medium: "social", campaign: "" };
  return { source: host.slice(0, 60), medium: "referral", campaign: "" };
}
