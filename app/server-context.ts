import { createContext, RouterContextProvider } from "react-router";
import type { OwnerServices } from "./owner/owner-services";
import type { PhotoPosts, QuoteGuard, QuoteStore } from "./quotes/quote-store";
import type { ReviewServices } from "./reviews/review-services.server";

/** What the Express server hands a request (server/app.ts): `context.get(serverContext)`. */
export interface ServerContext {
  /** Whether the site is served over HTTPS (SITE_URL), for the security headers. */
  https?: boolean;
  quoteStore?: QuoteStore;
  /** Reads a quote form posted with photos (multipart/form-data). */
  photoPosts?: PhotoPosts;
  /** Set for POST requests outside the owner's area: the quote form's bot defences. */
  quoteGuard?: QuoteGuard;
  /** Requests under /owner only: the database and what sign-in needs. */
  owner?: OwnerServices;
  /** Requests for a customer's review page (`/review/…`) only. */
  reviews?: ReviewServices;
}

/** Empty while the build prerenders pages: no server is there. */
export const serverContext = createContext<ServerContext>({});

/** A request's context holding what the server hands it. */
export const withServerContext = (value: ServerContext) =>
  new RouterContextProvider(new Map([[serverContext, value]]));
