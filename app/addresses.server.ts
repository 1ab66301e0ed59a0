import { matchPath, type ServerBuild } from "react-router";
import type { Permission } from "~/accounts/permissions";
import { maxCertificatePostBytes, takesCertificates } from "~/credentials/certificates.server";
import { isInvoiceFile } from "~/invoices/invoice-files.server";
import { jobUploadLimits, maxJobUploadBytes, takesJobFiles } from "~/jobs/job-uploads.server";
import { pageOfDataPath, routesOf } from "~/lib/react-router-internals";
import { maxUploadBodyBytes } from "~/photos/multipart.server";
import { costGuidePath } from "~/price-guide/price-answer";
import { isTokenShaped } from "~/private-links/private-links.server";
import { maxProjectUploadBytes, takesProjectPhotos } from "~/projects/project-upload-limits.server";
import type { QuoteFormHandle } from "~/quote-requests/quote-page";
import { quoteUploadLimits } from "~/quote-requests/quote-photo-posts.server";
import { reviewUploadLimits } from "~/reviews/review-uploads.server";
import { contactTapPath } from "~/traffic/contact-taps";
import { tokenOfFeedFile } from "~/visits/visit-feed.server";

/**
 * What each address of the site is, as the server (server/app.ts) needs to know it: which take
 * posts and how large, which are the owner's area or a customer's review page (and get those
 * parts of the request context). The server asks; the features say. Visitors post the quote
 * form (on every page whose route says it carries it) and a customer their review, both with
 * photos, and their browsers report taps on Call and WhatsApp; the owner's area takes its own forms, and a project's photos from the owner only.
 */

/** `/owner`, anything under it, and their data twins (`/owner.data`, `/owner/team.data`). */
export const isOwnerPath = (path: string) => /^\/owner(\/|$)/.test(pageOfDataPath(path) ?? path);

/**
 * The private addresses, each opened by a secret token in it: a customer's review, survey
 * visit, written quote and job (with their files), and the owner's calendar of visits. Known
 * by their first part alone, in any case (the router ignores case), whatever follows it: the
 * server hands each its feature's part of the request's context on that alone, so that no
 * address a private route answers is ever without it (issue 60).
 */
const privateKinds = ["review", "visit", "quote", "job", "calendar"] as const;
type PrivateKind = (typeof privateKinds)[number];
const privateStart = new RegExp(`^/(${privateKinds.join("|")})/`, "i");
const privateKindOf = (path: string) =>
  privateStart.exec(path)?.[1]?.toLowerCase() as PrivateKind | undefined;

/**
 * A private link anywhere in an address (its path, or a query naming a page: a Call tap's
 * report), and the owner's set-up link (`/owner/set-up/TOKEN`), which opens an account.
 */
const privateLinkIn = new RegExp(
  `((?:/|%2F)(?:${[...privateKinds, "set-up"].join("|")})(?:/|%2F))(?:(?!%2F)[^/?#&])+`,
  "gi",
);

/**
 * An address as the server's logs may keep it: the token of any private link in it replaced
 * (`/job/:token/documents/12`), in its path or its query. Whoever reads a log must not be able
 * to open a customer's page from it.
 */
export const loggedAddress = (url: string) => url.replace(privateLinkIn, "$1:token");

const isId = (part: string) => /^\d{1,12}$/.test(part);

/** What each named part of a private route's address must look like; any other is never in shape. */
const privatePartShapes: Record<string, (part: string) => boolean> = {
  token: isTokenShaped,
  file: (file) => tokenOfFeedFile(file) !== null,
  photoId: isId,
  documentId: isId,
  invoiceFile: isInvoiceFile,
};

/** Far above any honest form without photos (5,000 characters of details is about 20 kB). */
const formBytes = 64 * 1024;

export interface PostLimit {
  maxBytes: number;
  /** What the person is told when their post is larger. */
  tooLarge: string;
  /** Photos: a phone on a weak signal may take minutes, and the upload reader stops a stall. */
  upload: boolean;
}

export function siteAddresses(build: ServerBuild) {
  /** The pages whose routes carry the quote form (`quoteFormHandle`). */
  const quotePages = routesOf(build)
    .filter((route) => (route.module.handle as Partial<QuoteFormHandle> | undefined)?.quoteForm)
    .map((route) => route.path);
  const isQuotePage = (path: string) => quotePages.includes(pageOfDataPath(path) ?? path);
  const pageRoutes = routesOf(build).filter((route) => route.path !== "/*");
  const privateRoutes = pageRoutes.filter((route) => privateKindOf(route.path) !== undefined);
  const queries = new Map<string, readonly string[]>();
  return {
    /** The pages stamped with the quote form's timing cookie when served. */
    quotePages,
    isOwnerArea: isOwnerPath,
    /** Any private address (below): never cached, never indexed, never logged with its token. */
    isPrivate: (path: string) => privateKindOf(path) !== undefined,
    /** A customer's page to write (or take down) their review. */
    isReviewPage: (path: string) => privateKindOf(path) === "review",
    /** A customer's page to book, move or cancel their survey visit. */
    isVisitPage: (path: string) => privateKindOf(path) === "visit",
    /** A customer's written quote (and its PDF), to read, ask about, accept or cancel. */
    isWrittenQuotePage: (path: string) => privateKindOf(path) === "quote",
    /** A customer's job (its photos, documents and calendar): to read, ask, approve a change. */
    isJobPage: (path: string) => privateKindOf(path) === "job",
    /** The feed of booked visits the owner's calendar subscribes to: read only, never posted to. */
    isVisitFeed: (path: string) => privateKindOf(path) === "calendar",
    /**
     * Whether a private address is one of its routes' with every part in shape: a token where a
     * token goes, a number where an id goes. Anything else (a part too long, a file that is not
     * a photo or a document) is not found, before any page runs; so is any percent sign (a NUL,
     * bad or any encoding), which no token, number or word of a private address ever needs.
     */
    isPrivateInShape(path: string): boolean {
      if (path.includes("%")) return false;
      const page = pageOfDataPath(path) ?? path;
      return privateRoutes.some((route) => {
        const match = matchPath({ path: route.path, caseSensitive: false, end: true }, page);
        return (
          match !== null &&
          Object.entries(match.params).every(
            ([name, part]) => privatePartShapes[name]?.(part ?? "") === true,
          )
        );
      });
    },
    /** The price guide's page and its data, which show the firm's track record. */
    isPriceGuide: (path: string) => (pageOfDataPath(path) ?? path) === costGuidePath,
    /**
     * The query parameters the page at `path` reads: its route's `handle.query`, none unless it
     * says. With none of them in its query, an address is the page as prerendered, and is
     * served from its file (campaign tags, a click id: decision 036). Asked for pages only.
     */
    queryReadBy(path: string): readonly string[] {
      let read = queries.get(path);
      if (!read) {
        const route = pageRoutes.find((each) => matchPath({ path: each.path, end: true }, path));
        read = (route?.module.handle as { query?: readonly string[] } | undefined)?.query ?? [];
        queries.set(path, read);
      }
      return read;
    },
    /** The addresses that answer POST besides GET. */
    takesPosts: (path: string) =>
      isQuotePage(path) ||
      isOwnerPath(path) ||
      ["review", "visit", "quote", "job"].includes(privateKindOf(path) ?? "") ||
      path === contactTapPath,
    /** The pages whose posts are quote requests: the bot defences (rate limit, timing, honeypot) look at these. */
    takesQuoteRequests: isQuotePage,
    /**
     * How large a post may be. A multipart post to a quote page or a review page carries
     * photos; so may the signed-in team's to a project or a job (`signedInMay` asks the session
     * only then).
     */
    limitFor(
      path: string,
      {
        multipart,
        signedInMay,
      }: { multipart: boolean; signedInMay: (permission: Permission) => boolean },
    ) {
      if (multipart && isQuotePage(path))
        return photos(maxUploadBodyBytes(quoteUploadLimits), "a quote request");
      if (multipart && privateKindOf(path) === "review")
        return photos(maxUploadBodyBytes(reviewUploadLimits), "a review");
      if (multipart && takesCertificates(path))
        return signedInMay("change the site")
          ? {
              // Past the certificate's limit, the page itself says so, beside the form.
              maxBytes: maxCertificatePostBytes,
              tooLarge: "That file is more than a certificate can be. Photograph it instead.",
              upload: true,
            }
          : {
              maxBytes: formBytes,
              tooLarge: "Sign in to the owner area as the owner to add a certificate.",
              upload: false,
            };
      if (multipart && takesJobFiles(path))
        return signedInMay("work leads")
          ? {
              maxBytes: maxJobUploadBytes,
              tooLarge:
                "These files come to more than 100 MB. Please go back and send fewer at a time.",
              upload: true,
            }
          : {
              maxBytes: formBytes,
              tooLarge: "Sign in to the owner area, then send the photos again.",
              upload: false,
            };
      if (multipart && takesProjectPhotos(path))
        return signedInMay("change the site")
          ? {
              maxBytes: maxProjectUploadBytes,
              tooLarge:
                "These photos come to more than 150 MB. Please go back and add fewer at a time.",
              upload: true,
            }
          : {
              maxBytes: formBytes,
              tooLarge:
                "The photos were not sent: sign in to the owner area as the owner, then add them again.",
              upload: false,
            };
      return {
        maxBytes: formBytes,
        tooLarge: "That was more than a quote request can hold. Please shorten it.",
        upload: false,
      };
    },
    /** The longest an upload may take, for the server's own deadline. */
    longestUploadMs: Math.max(
      quoteUploadLimits.maxDurationMs,
      reviewUploadLimits.maxDurationMs,
      jobUploadLimits.maxDurationMs,
    ),
  };
}

const photos = (maxBytes: number, what: string): PostLimit => ({
  maxBytes,
  tooLarge: `Your photos come to more than ${what} can carry (${Math.round(maxBytes / 1e6)} MB). Please go back and send fewer or smaller photos.`,
  upload: true,
});

export type SiteAddresses = ReturnType<typeof siteAddresses>;
