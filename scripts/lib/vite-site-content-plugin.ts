import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Puts the content that `npm run build:content` wrote (`.generated/site-content.json`) beside
 * the server build, as `build/server/site-content.json`: the server reads it when it starts
 * (`app/content/site-content.server.ts`), so a build carries its own content and none of it is
 * compiled into the code.
 */
export function siteContentPlugin(): Plugin {
  const file = path.resolve(".generated", "site-content.json");
  return {
    name: "marram:site-content",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      if (!existsSync(file))
        this.error(
          `${path.relative(process.cwd(), file)} is missing: run \`npm run build:content\` first`,
        );
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "site-content.json", source: readFileSync(file) });
    },
  };
}
