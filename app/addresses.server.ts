import { matchPath, type ServerBuild } from "react-router";
import { maxCertificatePostBytes, takesCertificates } from "~/credentials/certificates.server";
import { isJobPath } from "~/jobs/job-links.server";
import { jobUploadLimits, maxJobUploadBytes, takesJobFiles } from "~/jobs/job-uploads.server";
import { pageOfDataPath, routesOf } from "~/lib/react-router-internals";
import { maxUploadBodyBytes } from "~/photos/multipart.server";
import { costGuidePath } from "~/price-guide/price-answer";
import { maxProjectUploadBytes, takesProjectPhotos } from "~/projects/project-upload-limits.server";
import type { QuoteFormHandle } from "~/quote-requests/quote-page";
import { quoteUploadLimits } from "~/quote-requests/quote-photo-posts.server";
import { isReviewPath } from "~/reviews/review-links.server";
import { reviewUploadLimits } from "~/reviews/review-uploads.server";
import { contactTapPath } from "~/traffic/contact-taps";
import { isVisitFeedPath } from "~/visits/visit-feed.server";
import { isVisitPath } from "~/visits/visit-links.server";
import { isQuotePath } from "~/written-quotes/quote-links.server";

/**
 * What each address of the site is, as the server (server/app.ts) needs to know it: which take
 * posts and how large, which are the owner's area or a customer's review page (and get those
 * parts of the request context). The server asks; the features say. Visitors post the quote
 * form (on every page whose route says it carries it) and a customer their review, both with
 * photos, and their browsers report taps on Call and WhatsApp; the owner's area takes its own forms, and a project's photos from the owner only.
 */

/** `/owner`, anything under it, and their data twins (`/owner.data`, `/owner/team.data`). */
export const isOwnerPath = (path: string) => /^\/owner(\/|$)/.test(pageOfDataPath(path) ?? path);

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
  const queries = new Map<string, readonly string[]>();
  return {
    /** The pages stamped with the quote form's timing cookie when served. */
    quotePages,
    isOwnerArea: isOwnerPath,
    isReviewPage: isReviewPath,
    /** A customer's page to book, move or cancel their survey visit. */
    isVisitPage: isVisitPath,
    /** A customer's written quote (and its PDF), to read, ask about, accept or cancel. */
    isWrittenQuotePage: isQuotePath,
    /** A customer's job (its photos, documents and calendar): to read, ask, approve a change. */
    isJobPage: isJobPath,
    /** The feed of booked visits the owner's calendar subscribes to: read only, never posted to. */
    isVisitFeed: isVisitFeedPath,
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
      isReviewPath(path) ||
      isVisitPath(path) ||
      isQuotePath(path) ||
      isJobPath(path) ||
      path === contactTapPath,
    /** Posts a visitor sends: the bot defences (rate limit, timing, honeypot) look at these. */
    fromVisitors: (path: string) => !isOwnerPath(path),
    /**
     * How large a post may be. A multipart post to a quote page or a review page carries
     * photos; so may the signed-in owner's to a project (`isOwner` asks the session only then).
     */
    limitFor(
      path: string,
      {
        multipart,
        isOwner,
        isTeam,
      }: { multipart: boolean; isOwner: () => boolean; isTeam: () => boolean },
    ) {
      if (multipart && isQuotePage(path))
        return photos(maxUploadBodyBytes(quoteUploadLimits), "a quote request");
      if (multipart && isReviewPath(path))
        return photos(maxUploadBodyBytes(reviewUploadLimits), "a review");
      if (multipart && takesCertificates(path))
        return isOwner()
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
        return isTeam()
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
        return isOwner()
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
