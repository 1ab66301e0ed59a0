import type { Db } from "~/db/database.server";
import type { SitePublishing } from "~/publishing/site-publishing.server";
import type { PushAlerts } from "~/push/push-alerts.server";
import type { ReviewServices } from "~/reviews/review-services.server";

/**
 * What the server hands a request under /owner (server/app.ts, getLoadContext). Public
 * pages get none of it: their requests never reach the owner's code.
 */
export interface OwnerServices {
  db: Db;
  /** On https the session cookie is Secure with the `__Host-` prefix. */
  https: boolean;
  /** Keyed hash of the visitor's address, for sign-in throttling and the audit log. */
  ipHash: string;
  /** Words a password must not be made of, besides the person's own email. */
  companyName: string;
  /** SITE_URL: the address in links sent by email, and the passkeys' relying party. */
  siteUrl: string;
  /** DATA_DIR/photos: the quote requests' photos. */
  photosDir: string;
  /** Sends what the outbox has due now (after "send again"), instead of at its next round. */
  wakeOutbox: () => void;
  /** Phone alerts: the key a browser subscribes with, and its subscriptions. */
  push: Pick<PushAlerts, "publicKey" | "subscribe" | "unsubscribe" | "list">;
  /** The owner's drafts of the site's content, and publishing them. */
  publishing: SitePublishing;
  /** Customers' reviews: asking for them, replying, withholding. */
  reviews: ReviewServices;
  /**
   * Renders a public page (a path such as `/faqs`) afresh with the site's routes, as a visitor
   * would get it; `withContent` around it decides which content it shows (the owner's preview).
   */
  renderPage: (path: string) => Promise<Response>;
  /** Only when SMTP_URL is set: sends an email now (set-up links). Without it, say so instead. */
  sendEmail?: (message: {
    to: string;
    subject: string;
    text: string;
    html: string;
  }) => Promise<boolean>;
}
