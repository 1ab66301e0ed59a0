import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:deploy`: makes a release, installs it the way docs/deploying.md does, and runs
 * it behind Caddy on this machine. Slow (a release, two unpacks, restarts), hence on its own.
 */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
