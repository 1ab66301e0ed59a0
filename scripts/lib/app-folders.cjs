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
  /**
   * One folder per feature, named as the owner or a visitor would name it, in the order they may
   * use each other: each only those listed before it (a lead comes from a quote request, a visit
   * is booked for a lead, a quote follows the visit, a job the quote, its invoices the job, and
   * Results read them all).
   * A feature that needs one listed after it is handed it by the server or its page (`QuoteJobs`,
   * `JobPhotos`).
   */
  features: [
    // Nothing of another feature.
    "accounts",
    "company",
    "traffic",
    "price-guide",
    "projects",
    "services",
    "faqs",
    "blog",
    "credentials",
    "disk-space",
    // The site's words and places.
    "legal",
    "pages",
    "town-pages",
    // The loop a lead goes round.
    "quote-requests",
    "leads",
    "reviews",
    "visits",
    "written-quotes",
    "jobs",
    "invoices",
    // Reads them all.
    "results",
  ],
  /** Puts the features together: the site's content, its pages, the owner's Website page. */
  composition: ["site"],
  /** What people see: pages and their parts. */
  ui: ["components", "owner", "routes", "styles"],
};

module.exports = { folders };
