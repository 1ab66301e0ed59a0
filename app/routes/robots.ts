/** /robots.txt: everything but the owner's area may be crawled; the sitemap says what there is. Prerendered. */
export function loader() {
  const text = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /owner",
    "",
    `Sitemap: ${siteAddress("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

import { siteAddress } from "~/company/site-identity.server";
