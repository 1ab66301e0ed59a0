import sharp from "sharp";
import { openDays, weekdayNames } from "../../app/company/opening-hours";
import { content, sitePages } from "../support/site-content";
import { expect, test } from "./fixtures";

/** What the build was told the site's address is (the tests run the build made with the default). */
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/$/, "");
const absolute = (path: string) => `${siteUrl}${path === "/" ? "/" : path}`;

type JsonLd = Record<string, unknown> & { "@type": string };

function parseHead(html: string) {
  const meta = (attribute: "name" | "property", key: string) =>
    [
      ...html.matchAll(
        new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`, "g"),
      ),
    ].map((match) => match[1] ?? "");
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? "") as JsonLd);
  return { meta, canonical, jsonLd };
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

test.describe("what search engines and link previews see", () => {
  test.skip(({ isMobile }) => isMobile, "the HTML does not depend on the device");

  test("every page has a unique description, a canonical address from SITE_URL and its own share image", async ({
    request,
  }) => {
    const descriptions = new Set<string>();
    for (const page of sitePages) {
      const html = await (await request.get(page.path)).text();
      const { meta, canonical } = parseHead(html);
      const [description = ""] = meta("name", "description").map(decode);
      expect(description.length, `${page.path} description length`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${page.path} description length`).toBeLessThanOrEqual(160);
      descriptions.add(description);
      expect(canonical, page.path).toEqual([absolute(page.path)]);
      expect(meta("property", "og:url")).toEqual([absolute(page.path)]);
      expect(meta("property", "og:title").map(decode)).toEqual([
        `${page.title} | ${content.company.tagline}`,
      ]);
      expect(meta("name", "twitter:card")).toEqual(["summary_large_image"]);
      const [image = ""] = meta("property", "og:image");
      expect(image.startsWith(`${siteUrl}/og/`), page.path).toBe(true);
      const png = await request.get(new URL(image).pathname);
      expect(png.headers()["content-type"]).toBe("image/png");
      const { width, height } = await sharp(await png.body()).metadata();
      expect([width, height], `${page.path} share image`).toEqual([1200, 630]);
      expect(html).not.toContain('name="robots"');
    }
    expect(descriptions.size).toBe(sitePages.length);
  });

  test("the home page describes the business and the website", async ({ request }) => {
    const { jsonLd } = parseHead(await (await request.get("/")).text());
    const business = jsonLd.find((block) => block["@type"] === "GeneralContractor");
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      name: content.company.tradingName,
      legalName: content.company.legalName,
      logo: `${siteUrl}/icons/icon-512.png`,
      telephone: `+44 ${content.company.phone.slice(1)}`,
      email: content.company.email,
      address: {
        "@type": "PostalAddress",
        postalCode: content.company.address.postcode,
        addressCountry: "GB",
      },
      // Each run of days with their times, as the owner set them.
      openingHoursSpecification: expect.arrayContaining(
        openDays(content.company.openingHours).map(({ days, times }) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: days.map((day) => weekdayNames[day]),
          opens: times.opens,
          closes: times.closes,
        })),
      ),
      sameAs: content.company.social.map((link) => link.url),
    });
    expect(business?.areaServed).toEqual(
      content.serviceAreas.map((area) => ({ "@type": "City", name: area.name })),
    );
    expect(jsonLd.find((block) => block["@type"] === "WebSite")).toMatchObject({
      url: `${siteUrl}/`,
      inLanguage: "en-GB",
    });
    expect(jsonLd.some((block) => "aggregateRating" in block || "review" in block)).toBe(false);
  });

  test("inner pages carry their breadcrumb trail", async ({ request }) => {
    for (const page of sitePages.filter((candidate) => candidate.path !== "/")) {
      const { jsonLd } = parseHead(await (await request.get(page.path)).text());
      const trail = jsonLd.find((block) => block["@type"] === "BreadcrumbList") as unknown as {
        itemListElement: { name: string; item: string; position: number }[];
      };
      expect(trail, page.path).toBeDefined();
      expect(trail.itemListElement[0]).toMatchObject({
        position: 1,
        name: "Home",
        item: `${siteUrl}/`,
      });
      expect(trail.itemListElement.at(-1)).toMatchObject({
        name: decode(page.title),
        item: absolute(page.path),
      });
    }
  });

  test("the FAQs, services and articles describe themselves", async ({ request }) => {
    const faqs = parseHead(await (await request.get("/faqs")).text()).jsonLd.find(
      (block) => block["@type"] === "FAQPage",
    );
    const questions = faqs?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(
      content.faqs.map((faq) => faq.question),
    );
    expect(questions.every((question) => question.acceptedAnswer.text.length > 20)).toBe(true);

    for (const service of content.services) {
      const block = parseHead(
        await (await request.get(`/services/${service.slug}`)).text(),
      ).jsonLd.find((candidate) => candidate["@type"] === "Service");
      expect(block).toMatchObject({
        name: service.title,
        provider: { "@id": `${siteUrl}/#business` },
      });
    }
    for (const post of content.blogPosts) {
      const html = await (await request.get(`/blog/${post.slug}`)).text();
      const block = parseHead(html).jsonLd.find(
        (candidate) => candidate["@type"] === "BlogPosting",
      );
      expect(block).toMatchObject({
        headline: post.title,
        datePublished: post.date,
        inLanguage: "en-GB",
      });
      expect(parseHead(html).meta("property", "og:type")).toEqual(["article"]);
    }
  });

  test("a town's page describes the firm's work in that town, without ratings", async ({
    request,
  }) => {
    const towns = sitePages.filter((page) => page.path.startsWith("/areas-we-cover/"));
    test.skip(towns.length === 0, "no town has local proof in this content");
    for (const town of towns) {
      const area = content.serviceAreas.find((candidate) => town.title.endsWith(candidate.name));
      const { jsonLd } = parseHead(await (await request.get(town.path)).text());
      expect(
        jsonLd.find((block) => block["@type"] === "Service"),
        town.path,
      ).toEqual({
        "@context": "https://schema.org",
        "@type": "Service",
        name: `Building work in ${area?.name}`,
        serviceType: "Building work",
        url: absolute(town.path),
        provider: { "@id": `${siteUrl}/#business` },
        areaServed: {
          "@type": "City",
          name: area?.name,
          geo: { "@type": "GeoCoordinates", latitude: area?.latitude, longitude: area?.longitude },
        },
      });
      expect(jsonLd.some((block) => "aggregateRating" in block || "review" in block)).toBe(false);
    }
  });

  test("the sitemap lists every page, and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(sitePages.map((page) => absolute(page.path)));
    expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(
      sitePages.length,
    );
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toContain("Allow: /");
  });

  test("error pages are never indexed", async ({ request }) => {
    for (const path of ["/no-such-page", "/services/plumbing"]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  test("a copy of the site on another address is marked noindex", async ({ request }) => {
    const elsewhere = await request.get("/about", { headers: { host: "staging.example.net" } });
    expect(elsewhere.headers()["x-robots-tag"]).toBe("noindex");
    const home = await request.get("/about", { headers: { host: new URL(siteUrl).host } });
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
  });

  test("icons, web manifest and theme colour are in place", async ({ request, page }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<meta name="theme-color" content="#0c2238"/>');
    const icons: [string, string][] = [
      ["/favicon.ico", "image/x-icon"],
      ["/favicon.svg", "image/svg+xml"],
      ["/apple-touch-icon.png", "image/png"],
      ["/icons/icon-512.png", "image/png"],
    ];
    for (const [path, type] of icons) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      if (path !== "/icons/icon-512.png") expect(html).toContain(`href="${path}"`);
    }
    // The manifest is linked once the page has hydrated, after it loaded (decision 038): in the
    // HTML, a phone fetched it before the first paint.
    expect(html).not.toContain('rel="manifest"');
    await page.goto("/");
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/site.webmanifest",
    );
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest).toMatchObject({
      name: content.company.tradingName,
      theme_color: "#0c2238",
      start_url: "/",
    });
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(
      true,
    );
  });
});
