import { createContext, data, RouterContextProvider } from "react-router";
import type { DatedCredential } from "./credentials/credential-reminders.server";
import type { Db } from "./db/database.server";
import type { DiskSpace } from "./disk-space/disk-space.server";
import type { PricedJob, TrackRecord } from "./leads/track-record.server";
import type { SitePublishing } from "./publishing/site-publishing.server";
import type { PushAlerts } from "./push/push-alerts.server";
import type { PhotoPosts, QuoteGuard, QuoteStore } from "./quotes/quote-store";
import type { ReviewServices } from "./reviews/review-services.server";

/**
 * What the Express server hands a request (server/app.ts), the one way a loader or an action
 * gets what it works with: `context.get(serverContext)`, or `ownerArea(context)` under /owner.
 * Each part is there only for the requests that need it.
 */
export interface ServerContext {
  /** Whether the site is served over HTTPS (SITE_URL), for the security headers. */
  https?: boolean;
  quoteStore?: QuoteStore;
  /** Reads a quote form posted with photos (multipart/form-data). */
  photoPosts?: PhotoPosts;
  /** Set for POST requests outside the owner's area: the quote form's bot defences. */
  quoteGuard?: QuoteGuard;
  /** Requests under /owner only. Public pages get none of it: they never reach the owner's code. */
  owner?: OwnerArea;
  /** Requests for a customer's review page (`/review/…`) only. */
  reviews?: ReviewServices;
  /** Requests for the price guide only: what the firm's won jobs of each priced job cost. */
  trackRecords?: (jobs: readonly PricedJob[]) => Record<string, TrackRecord>;
}

/** What a request under /owner works with. */
export interface OwnerArea {
  db: Db;
  /** On https the session cookie is Secure with the `__Host-` prefix. */
  https: boolean;
  /** Keyed hash of the visitor's address, for sign-in throttling and the audit log. */
  ipHash: string;
  /** SITE_URL: the address in links sent by email, and the passkeys' relying party. */
  siteUrl: string;
  /** DATA_DIR/photos: the quote requests' photos. */
  photosDir: string;
  /** DATA_DIR: the certificates behind the credentials are kept under it. */
  dataDir: string;
  /** Sends what the outbox has due now (after "send again"), instead of at its next round. */
  wakeOutbox: () => void;
  /** Writes the page views and taps counted since the last round, so Results shows them now. */
  writeCounts: () => void;
  /** The credentials the live site holds, each with the day it runs out (expired ones too). */
  credentials: () => DatedCredential[];
  /** The data folder's disk and the database's size, read now; null if it cannot be read. */
  diskSpace: () => DiskSpace | null;
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

/** Empty while the build prerenders pages: no server is there. */
export const serverContext = createContext<ServerContext>({});

/** A request's context holding what the server hands it. */
export const withServerContext = (value: ServerContext) =>
  new RouterContextProvider(new Map([[serverContext, value]]));

/** The owner's area as the server set it up; a request without it is not ours to answer. */
export function ownerArea(context: Readonly<RouterContextProvider>): OwnerArea {
  const { owner } = context.get(serverContext);
  if (!owner) throw data(null, { status: 404 });
  return owner;
}
