declare module "virtual:site-content" {
  /** `.generated/site-content.json`, written by `npm run build:content`; validated on import. */
  const generated: unknown;
  export default generated;
}

declare module "virtual:site-chrome" {
  import type { Company } from "~/content/company";

  /** What every page's header and footer show, from the same validated content. */
  const chrome: {
    company: Company;
    services: { slug: string; title: string }[];
    /** The year of the build, corrected in the browser if it has since turned. */
    builtIn: number;
    /** SITE_URL at build time: canonical links, share images and structured data use it. */
    siteUrl: string;
  };
  export default chrome;
}
