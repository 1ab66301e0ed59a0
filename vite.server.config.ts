import { defineConfig } from "vite";
import { siteContentPlugin } from "./scripts/lib/vite-site-content-plugin.ts";

/** Bundles the Express server (server/main.ts) into build/node/main.js; packages stay external. */
export default defineConfig({
  plugins: [siteContentPlugin()],
  build: {
    ssr: "server/main.ts",
    outDir: "build/node",
    target: "node20",
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
