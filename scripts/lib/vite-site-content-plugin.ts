import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { defaultSiteUrl, siteUrlSchema } from "../../app/lib/site-url.ts";

const contentId = "virtual:site-content";
const chromeId = "virtual:site-chrome";

/**
 * Serves `.generated/site-content.json` (written by `npm run build:content`) as two modules:
 * `virtual:site-content`, everything, to server code only (the whole site's content must
 * never end up in a browser bundle); and `virtual:site-chrome`, the few company facts and
 * service names every page's header and footer show, to any code.
 */
export function siteContentPlugin(): Plugin {
  const file = path.resolve(".generated", "site-content.json");
  const read = (context: {
    error: (message: string) => never;
    addWatchFile: (id: string) => void;
  }) => {
    if (!existsSync(file)) {
      context.error(
        `${path.relative(process.cwd(), file)} is missing: run \`npm run build:content\` first`,
      );
    }
    context.addWatchFile(file);
    return readFileSync(file, "utf8");
  };
  return {
    name: "marram:site-content",
    resolveId(id) {
      return id === contentId || id === chromeId ? `\0${id}` : undefined;
    },
    load(id, options) {
      if (id === `\0${contentId}`) {
        if (!options?.ssr && this.environment?.config.consumer !== "server") {
          this.error(`${contentId} is server-only: import it from a *.server.ts module`);
        }
        return `export default ${read(this)};`;
      }
      if (id === `\0${chromeId}`) {
        const { content } = JSON.parse(read(this));
        const chrome = {
          company: content.company,
          services: content.services.map(({ slug, title }: { slug: string; title: string }) => ({
            slug,
            title,
          })),
          builtIn: new Date().getFullYear(),
          siteUrl: siteUrlSchema.parse(process.env.SITE_URL || defaultSiteUrl),
        };
        return `export default ${JSON.stringify(chrome)};`;
      }
      return undefined;
    },
  };
}
