import { readFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  /**
   * The server build has two entries (vite.config.ts): React Router's build of the routes
   * (`build/server/index.js`, which the prerender reads) and the server around it
   * (`build/server/server.js`), sharing their modules.
   */
  serverBuildFile: "[name].js",
  /** Every page is written to HTML at build time; the list comes from the content. */
  async prerender() {
    const { pages } = JSON.parse(readFileSync(".generated/site-content.json", "utf8")) as {
      pages: { path: string }[];
    };
    return [...pages.map((page) => page.path), "/sitemap.xml", "/robots.txt"];
  },
} satisfies Config;
