import { siteAddress } from "~/company/site-identity.server";
import { sitePages } from "~/content/site-content.server";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** /sitemap.xml: every indexable page, dated by the last change to its content. Prerendered. */
export function loader() {
  const urls = sitePages()
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(siteAddress(page.path))}</loc>\n    <lastmod>${page.lastModified.slice(0, 10)}</lastmod>\n  </url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
