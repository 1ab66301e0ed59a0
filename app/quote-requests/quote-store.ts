import { createContext } from "react-router";
import type { PostedArrival } from "~/traffic/arrival-source.server";
import type { QuoteRequest } from "./quote-request";

/** Who sent a request, as far as the server can tell; the address only ever as a keyed hash. */
export interface Sender {
  ipHash: string;
  userAgent?: string;
  /** Milliseconds between the form being served and this post; null when the timing cookie did not come back. */
  formAgeMs: number | null;
  /** Where the visit came from, as the form said (none without JavaScript). */
  arrival?: PostedArrival;
  /** Sent from the price guide: the priced job, and its answer as the visitor saw it. */
  priceGuide?: { job: string; seen: string };
}

/**
 * What became of a request. `duplicate`: the same request was already stored (a double click
 * or a resend). `unavailable`: it could not be stored just now (e.g. the database stayed
 * busy) and the visitor must be told so: an answer the action expects, not an exception.
 */
export type QuoteReceipt =
  | { status: "stored"; reference: string; visitLink?: string }
  | { status: "duplicate"; reference: string }
  | { status: "unavailable" };

/** Where accepted quote requests go: stored, and both emails queued, before it returns. */
export interface QuoteStore {
  /** With `photos` (prepared): they are tied to the request in the same transaction, or not at all. */
  save(
    quote: QuoteRequest,
    idempotencyKey: string,
    sender: Sender,
    photos?: QuotePhotos,
  ): QuoteReceipt;
}

/** The photos sent with one request, in temporary files until the store ties them to it. */
export interface QuotePhotos {
  readonly count: number;
  /** Checks each photo by decoding it and re-encodes it; one message per photo refused. */
  prepare(): Promise<string[]>;
  /** Inside the transaction that stores request `requestId`: the prepared photos become its. */
  commitTo(requestId: number): void;
  /** Deletes every file not committed. Call it once the post is answered, whatever happened. */
  discard(): Promise<void>;
}

/** A form posted as multipart/form-data, read with its photos streamed to disk within limits. */
export type PhotoPost =
  | { ok: true; form: FormData; photos: QuotePhotos }
  | {
      ok: false;
      /** The answers read before the refusal, to show the form again with them. */
      form: FormData;
      status: number;
      message: string;
      /** The rest of the body was not read: the connection must close. */
      stopped: boolean;
      /** About the photos (too many, too large, empty), else about the form as a whole. */
      aboutPhotos: boolean;
    };

export interface PhotoPosts {
  read(request: Request): Promise<PhotoPost>;
}

/**
 * What the bot defences make of a post (decision 005): a person's request to check and store;
 * a bot's, to thank calmly and keep nothing (the honeypot was filled in, or the form was sent
 * sooner than a person could fill it in); or one post too many from the same address.
 */
export type GuardVerdict =
  | { kind: "person"; sender: Sender }
  | { kind: "bot" }
  | { kind: "rate-limited"; retryAfterSeconds: number };

/** The bot defences for one post, all decided in `app/quote-requests/quote-guard.server.ts`. */
export interface QuoteGuard {
  verdict(form: FormData): GuardVerdict;
}

/** The store and photo reader the quote form's posts are handed (server/app.ts); none while the build prerenders. */
export const quoteRequestsContext = createContext<{
  store: QuoteStore;
  photoPosts: PhotoPosts;
} | null>(null);

/** The bot defences' verdict on a visitor's post (a quote request, a customer's review). */
export const quoteGuardContext = createContext<QuoteGuard | null>(null);
