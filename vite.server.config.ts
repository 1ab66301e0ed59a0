import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { siteContentPlugin } from "./scripts/lib/vite-site-content-plugin.ts";

/**
 * Bundles the Express server (server/main.ts → build/node/main.js, the rest in chunks/) and the
 * commands run on the server (server/cli/NAME.ts → build/node/NAME.js: quotes, backup, restore,
 * doctor, owner); packages stay external.
 */
export default defineConfig({
  plugins: [siteContentPlugin()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    ssr: true,
    outDir: "build/node",
    target: "node24",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      input: {
        main: "server/main.ts",
        quotes: "server/cli/quotes.ts",
        backup: "server/cli/backup.ts",
        restore: "server/cli/restore.ts",
        doctor: "server/cli/doctor.ts",
        owner: "server/cli/owner.ts",
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
