import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta } from "./seo";

const site = {
  tradingName: "Kestrel Building",
  tagline: "Builders on the Fylde coast",
  url: "https://www.kestrel.example",
};

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.filter((tag) => tag[key] === value);

describe("pageMeta", () => {
  const tags = pageMeta(site, {
    path: "/services/roofing",
    title: "Roofing",
    description:
      "Slate and tile roofs across the Fylde coast, fixed to stand up to Irish Sea gales.",
    structuredData: [{ "@type": "Service", name: "Roofing" }],
  }) as Tag[];

  it("titles the page 'Page title | tagline'", () => {
    expect(tags[0]).toEqual({ title: "Roofing | Builders on the Fylde coast" });
  });

  it("takes the canonical address from SITE_URL, never from a request", () => {
    expect(find(tags, "rel", "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${site.url}/services/roofing` },
    ]);
    expect(absoluteUrl(site, "/")).toBe(`${site.url}/`);
  });

  it("gives Open Graph and Twitter the page's own share image", () => {
    expect(find(tags, "property", "og:image")[0]?.content).toBe(
      `${site.url}/og/services-roofing.png`,
    );
    expect(find(tags, "property", "og:image:width")[0]?.content).toBe("1200");
    expect(find(tags, "name", "twitter:card")[0]?.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:description")[0]?.content).toMatch(/^Slate and tile/);
  });

  it("adds each JSON-LD block", () => {
    expect(tags.filter((tag) => "script:ld+json" in tag)).toEqual([
      { "script:ld+json": { "@type": "Service", name: "Roofing" } },
    ]);
  });

  it("drops what it was not given and marks a page without an address noindex", () => {
    const error = pageMeta(site, { title: "Page not found" }) as Tag[];
    expect(error).toEqual([
      { title: "Page not found | Builders on the Fylde coast" },
      { name: "robots", content: "noindex" },
    ]);
    expect(
      error.some((tag) => Object.values(tag).some((value) => value === undefined || value === "")),
    ).toBe(false);
  });
});
