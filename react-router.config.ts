import { readFileSync } from "node:fs";
import type { Config } from "@react-router/dev/config";
import { sitePaths } from "./app/content/site-paths";

export default {
  ssr: true,
  /** Every page is written to HTML at build time; the list comes from the content. */
  async prerender() {
    const { content } = JSON.parse(readFileSync(".generated/site-content.json", "utf8"));
    return sitePaths(content);
  },
  future: {
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
