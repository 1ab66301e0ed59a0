import { readFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  /** Every page is written to HTML at build time; the list comes from the content. */
  async prerender() {
    const { pages } = JSON.parse(readFileSync(".generated/site-content.json", "utf8")) as {
      pages: { path: string }[];
    };
    return [...pages.map((page) => page.path), "/sitemap.xml", "/robots.txt"];
  },
  future: {
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
