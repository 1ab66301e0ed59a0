import type { SignedInUser } from "~/accounts/sessions.server";
import { customerReviews } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { PublishRecords } from "~/publishing/publish-records.server";
import { isWithholdReason, withholdReasons } from "./review-job";
import {
  publishesReviewsAsTheyArrive,
  type ReviewServices,
  setPublishReviewsAsTheyArrive,
} from "./review-services.server";
import {
  allReviews,
  markReviewsSeen,
  maxReplyLength,
  ReviewActionError,
  replyToReview,
  type StoredReview,
  withholdReview,
} from "./review-store.server";

export { maxReplyLength };

/** The reasons a review can be kept off the site, in the order the form offers them. */
export const withholdChoices = Object.entries(withholdReasons).map(([value, label]) => ({
  value,
  label,
}));

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

/** A review's photos by their position (1 to 3), as the owner's photo address names them. */
const photoPositions = (db: Db) => {
  const rows = db
    .prepare(
      `SELECT review_id AS reviewId, position, thumb_width AS thumbWidth,
         thumb_height AS thumbHeight FROM review_photos ORDER BY review_id, position`,
    )
    .all() as { reviewId: number; position: number; thumbWidth: number; thumbHeight: number }[];
  const byReview = new Map<number, Omit<(typeof rows)[number], "reviewId">[]>();
  for (const { reviewId, ...photo } of rows)
    byReview.set(reviewId, [...(byReview.get(reviewId) ?? []), photo]);
  return byReview;
};

/**
 * `/owner/reviews`: every customer's review, newest first, with where it stands with the site.
 * Opening it marks them all seen (the menu's "new" count goes); `isNew` says which were new.
 */
export function reviewsPage(services: Pick<ReviewServices, "db">, now = Date.now()) {
  const { db } = services;
  const live = new Map(customerReviews().map((review) => [review.id, review]));
  const photos = photoPositions(db);
  const reviews = allReviews(db).map((review) => ({
    id: review.id,
    isNew: review.seenAt === null,
    rating: review.rating,
    text: review.text,
    shownName: review.shownName,
    job: review.job,
    town: review.town,
    receivedAt: review.receivedAt,
    photos: photos.get(review.id) ?? [],
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
    /** Something is waiting for a publish: a review, a reply, or one to take down. */
    waiting: reviews.some(
      (review) => review.state === "waiting" || review.state === "leaving" || review.replyWaiting,
    ),
    publishing: new PublishRecords(db).inProgress() !== undefined,
    reasons: withholdChoices,
    maxReplyLength,
  };
}

export type ReviewsPage = ReturnType<typeof reviewsPage>;

/** What a form of the reviews screen did; a refusal carries its 4xx. */
export type ReviewsOutcome =
  | { ok: true; field: string; reviewId?: number; message: string }
  | {
      ok: false;
      /** `reply` or `withhold` (beside that review's form), `publishing`, or `form` (at the top). */
      field: string;
      reviewId?: number;
      message: string;
      status: 400 | 404 | 409;
      /** The reply as typed, to show again. */
      reply?: string;
    };

/** `42` names review 42; anything else names none. */
const reviewIdFrom = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

const reviewExists = (db: Db, id: number) =>
  db.prepare("SELECT withheld_reason AS withheld FROM reviews WHERE id = ?").get(id) as
    | { withheld: string | null }
    | undefined;

/** Puts the reviews as they are now on the site, if anything of them waits for it. */
function publishIfWaiting(services: ReviewServices, by: string, summary: string) {
  const live = new Map(customerReviews().map((review) => [review.id, review]));
  const waiting = allReviews(services.db).some((review) => {
    const { state, replyWaiting } = siteStateOf(review, live);
    return state === "waiting" || state === "leaving" || replyWaiting;
  });
  if (waiting) services.publishNow(by, summary);
  return waiting;
}

/**
 * Carries out one of the reviews screen's forms: a reply, keeping a review off the site (for a
 * listed reason only), the "as they arrive" setting, or a publish of what waits. There is no
 * form, and no intent, that changes a customer's words or stars: a post trying is refused.
 */
export function actOnReviews(
  services: ReviewServices,
  { user, form, now = Date.now() }: { user: SignedInUser; form: FormData; now?: number },
): ReviewsOutcome {
  const { db } = services;
  const by = { id: user.id, email: user.email };
  const intent = String(form.get("intent") ?? "");
  if (intent === "publishing") {
    const choice = form.get("publish");
    if (choice !== "on" && choice !== "off")
      return {
        ok: false,
        field: "publishing",
        message: "Choose whether reviews go on the site as they arrive.",
        status: 400,
      };
    setPublishReviewsAsTheyArrive(db, { on: choice === "on", by, now });
    if (choice === "off")
      return {
        ok: true,
        field: "publishing",
        message: "New reviews and replies now wait for your next publish of the website.",
      };
    const publishing = publishIfWaiting(services, user.email, "Reviews waiting to go on the site");
    return {
      ok: true,
      field: "publishing",
      message: `New reviews and replies now go on the site as they arrive.${publishing ? " The ones waiting are going on now." : ""}`,
    };
  }
  if (intent === "publish-waiting") {
    const publishing = publishIfWaiting(services, user.email, "Reviews waiting to go on the site");
    return {
      ok: true,
      field: "form",
      message: publishing
        ? "The site is being updated with your reviews: it takes a minute or two."
        : "The site already shows your reviews as they are.",
    };
  }
  if (intent !== "reply" && intent !== "withhold")
    return {
      ok: false,
      field: "form",
      message:
        "That is not something this page can do. A customer's words and stars are theirs: they cannot be changed here.",
      status: 400,
    };
  const id = reviewIdFrom(form.get("id"));
  const review = id === null ? undefined : reviewExists(db, id);
  if (id === null || !review)
    return {
      ok: false,
      field: "form",
      message: "That review is no longer there: the list below is up to date.",
      status: 404,
    };
  try {
    if (intent === "reply") {
      const text = form.get("reply");
      if (typeof text !== "string")
        return {
          ok: false,
          field: "reply",
          reviewId: id,
          message: "Write your reply (or leave it empty to take the reply away).",
          status: 400,
        };
      if (text.trim().length > maxReplyLength)
        return {
          ok: false,
          field: "reply",
          reviewId: id,
          message: `A reply can be at most ${maxReplyLength.toLocaleString("en-GB")} characters: this one has ${text.trim().length.toLocaleString("en-GB")}.`,
          status: 400,
          reply: text,
        };
      replyToReview(db, { id, text, by, now });
      const goesLive = publishesReviewsAsTheyArrive(db) && !review.withheld;
      if (goesLive) services.publishNow(user.email, "A reply to a review");
      const done = text.trim() ? "Reply saved." : "Reply taken away.";
      return {
        ok: true,
        field: "reply",
        reviewId: id,
        message: review.withheld
          ? done
          : `${done} ${goesLive ? "The site is being updated now." : "It changes on the site with your next publish."}`,
      };
    }
    const reason = form.get("reason");
    if (!isWithholdReason(reason))
      return {
        ok: false,
        field: "withhold",
        reviewId: id,
        message:
          "Choose one of the reasons. A review cannot be kept off the site for being negative.",
        status: 400,
      };
    if (review.withheld)
      return {
        ok: false,
        field: "withhold",
        reviewId: id,
        message: "This review is already kept off the site.",
        status: 409,
      };
    withholdReview(db, { id, reason, by, now });
    // Always, so that it leaves the site at once (and a publish under way could have it).
    services.publishNow(user.email, "A review kept off the site");
    const wasOnSite = customerReviews().some((onSite) => onSite.id === id);
    return {
      ok: true,
      field: "withhold",
      reviewId: id,
      message: `Kept off the site (${withholdReasons[reason]}). ${wasOnSite ? "It is being taken off the site now." : "It will not go on the site."}`,
    };
  } catch (error) {
    if (!(error instanceof ReviewActionError)) throw error;
    return { ok: false, field: "form", message: error.message, status: 404 };
  }
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
