import type { OwnerServices } from "./owner/owner-services";
import type { PhotoPosts, QuoteGuard, QuoteStore } from "./quotes/quote-store";

/** What the Express server hands every request (server/app.ts, getLoadContext). */
declare module "react-router" {
  interface AppLoadContext {
    quoteStore?: QuoteStore;
    /** Reads a quote form posted with photos (multipart/form-data). */
    photoPosts?: PhotoPosts;
    /** Set for POST requests outside the owner's area: the quote form's bot defences. */
    quoteGuard?: QuoteGuard;
    /** Whether the site is served over HTTPS (SITE_URL), for the security headers. */
    https?: boolean;
    /** Requests under /owner only: the database and what sign-in needs. */
    owner?: OwnerServices;
  }
}
