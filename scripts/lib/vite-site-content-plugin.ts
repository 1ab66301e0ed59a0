import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const moduleId = "virtual:site-content";
const resolvedId = `\0${moduleId}`;

/**
 * Serves `.generated/site-content.json` (written by `npm run build:content`) as
 * `virtual:site-content`, to server code only: the whole site's content must never end up in
 * a browser bundle.
 */
export function siteContentPlugin(): Plugin {
  const file = path.resolve(".generated", "site-content.json");
  return {
    name: "marram:site-content",
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    load(id, options) {
      if (id !== resolvedId) return undefined;
      if (!options?.ssr && this.environment?.config.consumer !== "server") {
        this.error(`${moduleId} is server-only: import it from a *.server.ts module`);
      }
      if (!existsSync(file)) {
        this.error(
          `${path.relative(process.cwd(), file)} is missing: run \`npm run build:content\` first`,
        );
      }
      this.addWatchFile(file);
      return `export default ${readFileSync(file, "utf8")};`;
    },
  };
}
