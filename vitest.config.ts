import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { siteContentPlugin } from "./scripts/lib/vite-site-content-plugin.ts";

export default defineConfig({
  plugins: [siteContentPlugin()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 20_000,
  },
});
