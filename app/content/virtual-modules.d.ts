declare module "virtual:site-content" {
  /** `.generated/site-content.json`, written by `npm run build:content`; validated on import. */
  const generated: unknown;
  export default generated;
}
