import type { OwnerArea } from "./owner/owner-area";
import type { QuoteDesk, QuoteGuard } from "./quotes/quote-desk";

/** What the Express server hands every request (server/app.ts, getLoadContext). */
declare module "react-router" {
  interface AppLoadContext {
    quoteDesk?: QuoteDesk;
    /** Set for POST requests only: rate limit and form timing verdicts. */
    quoteGuard?: QuoteGuard;
    /** Whether the site is served over HTTPS (SITE_URL), for the security headers. */
    https?: boolean;
    /** Requests under /owner only: the database and what sign-in needs. */
    owner?: OwnerArea;
  }
}
