import { recordAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { queueEmail } from "~/mail/outbox.server";
import { type PreparedPhoto, placePhotos, removePhotoFiles } from "~/photos/photo-store.server";
import { newLinkToken, openedBy } from "~/private-links/private-links.server";
import { reviewThanksEmail } from "./review-emails.server";
import type { CustomerReview } from "./review-form";
import { type WithholdReason, withholdReasons } from "./review-job";
import { removeReviewPath, reviewLinks } from "./review-links.server";
import { openReviewLink, type ReviewSecrets } from "./review-requests.server";

/** A review as stored: the customer's words, the job, and the owner's reply or decision. */
export interface StoredReview {
  id: number;
  receivedAt: string;
  rating: number;
  text: string;
  shownName: string;
  town: string;
  job: string;
  serviceSlug: string;
  projectSlug: string | null;
  reply: string | null;
  repliedAt: string | null;
  repliedBy: string | null;
  withheldReason: WithholdReason | null;
  withheldAt: string | null;
  withheldBy: string | null;
  seenAt: string | null;
  photos: ReviewPhoto[];
}

export interface ReviewPhoto {
  fileName: string;
  thumbFileName: string;
  width: number;
  height: number;
  thumbWidth: number;
  thumbHeight: number;
}

/** The name as the customer chose to show it: "Sarah M." or "Sarah Mills". */
export function shownName(firstName: string, lastName: string, shownAs: "initial" | "full") {
  const first = firstName.trim();
  const last = lastName.trim();
  if (shownAs === "full" || last === "") return `${first} ${last}`.trim();
  return `${first} ${[...last][0]?.toUpperCase()}.`;
}

/**
 * Stores a customer's review, with its photos (already checked and re-encoded), and uses the
 * link up, in one transaction: two tabs posting the same link store one review. The thank-you
 * email with the removal link is queued with it. Null when the link stopped working meanwhile.
 */
export function storeReview(
  db: Db,
  {
    token,
    review,
    photos,
    now = Date.now(),
  }: { token: string; review: CustomerReview; photos: readonly PreparedPhoto[]; now?: number },
  { secret, mail }: ReviewSecrets,
): { id: number; shownName: string } | null {
  return writeTransaction(db, () => {
    const opened = openReviewLink(db, openedBy(db, reviewLinks.write, token), now);
    if (!("request" in opened) || !opened.request) return null;
    const { request } = opened;
    const at = new Date(now).toISOString();
    const used = db
      .prepare("UPDATE review_requests SET used_at = ? WHERE id = ? AND used_at IS NULL")
      .run(at, request.id);
    if (used.changes !== 1) return null;
    // Kept when the lead is erased: the review stays, and its customer may still take it down.
    const removeToken = newLinkToken(
      db,
      secret,
      { purpose: reviewLinks.remove, opens: request.id },
      now,
    );
    const name = shownName(request.firstName, request.lastName, review.shownAs);
    const { id } = db
      .prepare(
        `INSERT INTO reviews (review_request_id, received_at, rating, text, shown_name, town)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(request.id, at, review.rating, review.text, name, review.town) as {
      id: number;
    };
    placePhotos(photos);
    const insertPhoto = db.prepare(
      `INSERT INTO review_photos (review_id, position, file_name, thumb_file_name, width, height,
         thumb_width, thumb_height) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const photo of photos)
      insertPhoto.run(
        id,
        photo.position,
        photo.fileName,
        photo.thumbFileName,
        photo.width,
        photo.height,
        photo.thumbWidth,
        photo.thumbHeight,
      );
    const removeLink = new URL(removeReviewPath(removeToken), mail.siteUrl).href;
    queueEmail(db, {
      kind: "review-thanks",
      about: `review ${id}`,
      message: reviewThanksEmail(request, { removeLink }, mail),
      leadId: request.leadId,
      now: Date.parse(at),
    });
    return { id, shownName: name };
  });
}

const selectReviews = `
  SELECT v.id, v.received_at AS receivedAt, v.rating, v.text, v.shown_name AS shownName, v.town,
    r.job, r.service_slug AS serviceSlug, r.project_slug AS projectSlug, v.reply,
    v.replied_at AS repliedAt, v.replied_by AS repliedBy, v.withheld_reason AS withheldReason,
    v.withheld_at AS withheldAt, v.withheld_by AS withheldBy, v.seen_at AS seenAt
  FROM reviews v JOIN review_requests r ON r.id = v.review_request_id`;

function withPhotos(db: Db, rows: Omit<StoredReview, "photos">[]): StoredReview[] {
  const photosOf = db.prepare(
    `SELECT file_name AS fileName, thumb_file_name AS thumbFileName, width, height,
       thumb_width AS thumbWidth, thumb_height AS thumbHeight
     FROM review_photos WHERE review_id = ? ORDER BY position`,
  );
  return rows.map((row) => ({ ...row, photos: photosOf.all(row.id) as ReviewPhoto[] }));
}

/** Every review, newest first: the owner's list. */
export const allReviews = (db: Db): StoredReview[] =>
  withPhotos(
    db,
    db.prepare(`${selectReviews} ORDER BY v.received_at DESC, v.id DESC`).all() as never,
  );

/** The reviews the site shows (none withheld), newest first. */
export const reviewsToPublish = (db: Db): StoredReview[] =>
  withPhotos(
    db,
    db
      .prepare(
        `${selectReviews} WHERE v.withheld_reason IS NULL ORDER BY v.received_at DESC, v.id DESC`,
      )
      .all() as never,
  );

/** How many reviews arrived that the owner has not looked at yet. */
export const unseenReviews = (db: Db): number =>
  db.prepare("SELECT COUNT(*) FROM reviews WHERE seen_at IS NULL").pluck().get() as number;

export function markReviewsSeen(db: Db, now = Date.now()) {
  db.prepare("UPDATE reviews SET seen_at = ? WHERE seen_at IS NULL").run(
    new Date(now).toISOString(),
  );
}

/** Why an owner's action on a review was refused, in the owner's words. */
export class ReviewActionError extends Error {}

const reviewRef = (db: Db, id: number) => {
  const row = db.prepare("SELECT shown_name AS name FROM reviews WHERE id = ?").get(id) as
    | { name: string }
    | undefined;
  if (!row) throw new ReviewActionError("That review is no longer there.");
  return `review ${id} (${row.name})`;
};

export const maxReplyLength = 1000;

/** The owner's public answer below a review; empty text takes it away. Never the customer's words. */
export function replyToReview(
  db: Db,
  { id, text, by, now = Date.now() }: { id: number; text: string; by: ActingUser; now?: number },
) {
  const reply = text.trim();
  if (reply.length > maxReplyLength)
    throw new ReviewActionError(`A reply can be at most ${maxReplyLength} characters.`);
  writeTransaction(db, () => {
    const ref = reviewRef(db, id);
    db.prepare("UPDATE reviews SET reply = ?, replied_at = ?, replied_by = ? WHERE id = ?").run(
      reply || null,
      reply ? new Date(now).toISOString() : null,
      reply ? by.email : null,
      id,
    );
    recordAudit(
      db,
      {
        event: "review-replied",
        userId: by.id,
        email: by.email,
        detail: reply ? ref : `${ref}: reply taken away`,
      },
      now,
    );
  });
}

/** Keeps a review off the site for one of the fixed reasons, saying who and why in the audit log. */
export function withholdReview(
  db: Db,
  {
    id,
    reason,
    by,
    now = Date.now(),
  }: { id: number; reason: WithholdReason; by: ActingUser; now?: number },
) {
  if (!Object.hasOwn(withholdReasons, reason))
    throw new ReviewActionError(
      "Choose one of the reasons: a review can be kept off the site only for one of them.",
    );
  writeTransaction(db, () => {
    const ref = reviewRef(db, id);
    db.prepare(
      "UPDATE reviews SET withheld_reason = ?, withheld_at = ?, withheld_by = ? WHERE id = ?",
    ).run(reason, new Date(now).toISOString(), by.email, id);
    recordAudit(
      db,
      {
        event: "review-withheld",
        userId: by.id,
        email: by.email,
        detail: `${ref}: ${withholdReasons[reason]}`,
      },
      now,
    );
  });
}

/**
 * The customer's removal link: the review, its photos and its reply go for good; the link's
 * request keeps only when. The audit log keeps that it happened, not the words. Null when the
 * link names no review (any more).
 */
export function removeReviewByCustomer(
  db: Db,
  { token, photosDir, now = Date.now() }: { token: string; photosDir: string; now?: number },
): { removed: true } | null {
  const files = writeTransaction(db, () => {
    const review = removalOf(db, openedBy(db, reviewLinks.remove, token));
    if (!review?.reviewId) return null;
    const photos = db
      .prepare("SELECT file_name AS f, thumb_file_name AS t FROM review_photos WHERE review_id = ?")
      .all(review.reviewId) as { f: string; t: string }[];
    db.prepare("DELETE FROM reviews WHERE id = ?").run(review.reviewId);
    db.prepare("UPDATE review_requests SET removed_at = ? WHERE id = ?").run(
      new Date(now).toISOString(),
      review.requestId,
    );
    recordAudit(
      db,
      { event: "review-removed-by-customer", detail: `review ${review.reviewId}` },
      now,
    );
    return photos.flatMap((photo) => [photo.f, photo.t]);
  });
  if (!files) return null;
  removePhotoFiles(photosDir, files);
  return { removed: true };
}

/**
 * What a removal link names (`requestId`, from `openLink` or `openedBy`): the review still
 * there, or when it was removed.
 */
export const removalOf = (db: Db, requestId: number | null) =>
  db
    .prepare(
      `SELECT r.id AS requestId, r.removed_at AS removedAt, v.id AS reviewId, v.shown_name AS shownName
       FROM review_requests r LEFT JOIN reviews v ON v.review_request_id = r.id
       WHERE r.id = ?`,
    )
    .get(requestId) as
    | {
        requestId: number;
        removedAt: string | null;
        reviewId: number | null;
        shownName: string | null;
      }
    | undefined;
