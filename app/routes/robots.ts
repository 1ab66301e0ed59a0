import { absoluteUrl } from "~/lib/seo";

/** /robots.txt: everything may be crawled; the sitemap says what there is. Prerendered. */
export function loader() {
  const text = [
    "User-agent: *",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
