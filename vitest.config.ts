import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one, on a 2-core machine. Most of
    // these tests wait on a server, a child process or a timer, so two run in half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    // The built server is imported by Node itself, as in production: through Vitest's own
    // loader, its modules and the packages it uses would exist twice in the process.
    server: { deps: { external: [/\/build\/server\//] } },
  },
});
