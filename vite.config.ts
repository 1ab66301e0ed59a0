import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteContentPlugin } from "./scripts/lib/vite-site-content-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), siteContentPlugin(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
