/**
 * Every folder of app/, by what it is: the dependency rules (.dependency-cruiser.cjs) and
 * docs/architecture.md name each, and `scripts/architecture.test.ts` holds both to the tree.
 */
const folders = {
  /** Knows no feature: content files, drafts and publishing, forms, photos, private links, mail, push, db, calendars. */
  infrastructure: [
    "calendars",
    "content",
    "db",
    "forms",
    "lib",
    "mail",
    "photos",
    "private-links",
    "publishing",
    "push",
    "site-editing",
  ],
  /** One folder per feature, named as the owner or a visitor would name it. */
  features: [
    "accounts",
    "blog",
    "company",
    "credentials",
    "disk-space",
    "faqs",
    "jobs",
    "leads",
    "legal",
    "pages",
    "price-guide",
    "projects",
    "quote-requests",
    "results",
    "reviews",
    "services",
    "town-pages",
    "traffic",
    "visits",
    "written-quotes",
  ],
  /** Puts the features together: the site's content, its pages, the owner's Website page. */
  composition: ["site"],
  /** What people see: pages and their parts. */
  ui: ["components", "owner", "routes", "styles"],
};

module.exports = { folders };
