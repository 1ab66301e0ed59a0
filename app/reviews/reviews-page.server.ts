import type { Db } from "~/db/database.server";
import { PublishRecords } from "~/publishing/publish-records.server";
import { withholdReasons } from "./review-job";
import { publishesReviewsAsTheyArrive } from "./review-services.server";
import {
  allReviews,
  markReviewsSeen,
  maxReplyLength,
  type StoredReview,
} from "./review-store.server";
import { customerReviews } from "./reviews-for-site.server";

/** The reviews the site shows now, by id. */
const liveReviews = () => new Map(customerReviews().map((review) => [review.id, review]));

/**
 * Where a review stands with the site: on it, kept off it (`leaving` while the publish that
 * takes it down is not live yet), or waiting for a publish to put it on.
 */
export type SiteState = "on-site" | "waiting" | "kept-off" | "leaving";

function siteStateOf(review: StoredReview, live: Map<number, { reply: string | null }>) {
  const onSite = live.get(review.id);
  const state: SiteState = review.withheldReason
    ? onSite
      ? "leaving"
      : "kept-off"
    : onSite
      ? "on-site"
      : "waiting";
  /** The reply as the owner has it now is not the one the site shows yet. */
  const replyWaiting = state === "on-site" && (onSite?.reply ?? null) !== review.reply;
  return { state, replyWaiting };
}

/**
 * `/owner/reviews`: every customer's review, newest first, with where it stands with the site.
 * Opening it marks them all seen (the menu's "new" count goes); `isNew` says which were new.
 */
export function customerReviewsPage(db: Db, now = Date.now()) {
  const live = liveReviews();
  const reviews = allReviews(db).map((review) => ({
    id: review.id,
    isNew: review.seenAt === null,
    rating: review.rating,
    text: review.text,
    shownName: review.shownName,
    job: review.job,
    town: review.town,
    receivedAt: review.receivedAt,
    // In order: a review's photos are at positions 1 to 3, as the owner's photo address names them.
    photos: review.photos.map(({ thumbWidth, thumbHeight }, index) => ({
      position: index + 1,
      thumbWidth,
      thumbHeight,
    })),
    reply: review.reply,
    repliedBy: review.repliedBy,
    repliedAt: review.repliedAt,
    withheld: review.withheldReason
      ? {
          reason: withholdReasons[review.withheldReason],
          by: review.withheldBy ?? "",
          at: review.withheldAt ?? "",
        }
      : null,
    ...siteStateOf(review, live),
  }));
  markReviewsSeen(db, now);
  return {
    reviews,
    publishesAsTheyArrive: publishesReviewsAsTheyArrive(db),
    /** What waits for a publish: reviews to go on the site, replies, reviews to come off it. */
    waiting: {
      reviews: reviews.filter((review) => review.state === "waiting").length,
      replies: reviews.filter((review) => review.replyWaiting).length,
      leaving: reviews.filter((review) => review.state === "leaving").length,
    },
    publishing: new PublishRecords(db).inProgress() !== undefined,
    maxReplyLength,
  };
}

export type ReviewsPage = ReturnType<typeof customerReviewsPage>;

/** Whether anything of the reviews waits for a publish: a review, a reply, or one to take down. */
export function anythingWaiting(db: Db) {
  const live = liveReviews();
  return allReviews(db).some((review) => {
    const { state, replyWaiting } = siteStateOf(review, live);
    return state === "waiting" || state === "leaving" || replyWaiting;
  });
}

/** A review's photo file names by its position (1 to 3), for the owner's photo address. */
export function reviewPhotoFiles(db: Db, reviewId: number, position: number) {
  return db
    .prepare(
      `SELECT file_name AS fileName, thumb_file_name AS thumbFileName
       FROM review_photos WHERE review_id = ? AND position = ?`,
    )
    .get(reviewId, position) as { fileName: string; thumbFileName: string } | undefined;
}
