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
    // Guards against a hang, not measures of speed: every test waits for its event, and CI may
    // share the machine with other work, when starting a test server can take many seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The built server is imported by Node itself, as in production: through Vitest's own
    // loader, its modules and the packages it uses would exist twice in the process.
    server: { deps: { external: [/\/build\/server\//] } },
  },
});
