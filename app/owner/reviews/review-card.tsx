import { replyTo } from "~/forms/form-reply";
import { formatDateTime, formatShortDate } from "~/lib/uk-time";
import { FormMessage } from "~/owner/fields";
import { ThumbnailLink } from "~/owner/owner-ui";
import type { ReviewsPage } from "~/reviews/reviews-page.server";
import { reviewsPageFormOf } from "~/reviews/reviews-page-forms";
import { ReplyForm, WithholdForm } from "./review-forms";

type Review = ReviewsPage["reviews"][number];

/** Where a review's photo is served (the owner only): the photo, or `?size=thumb`. */
const photoPath = (reviewId: number, position: number, thumb = false) =>
  `/owner/reviews/${reviewId}/photos/${position}${thumb ? "?size=thumb" : ""}`;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="text-navy-900 text-xl tracking-wider">
        {"★".repeat(rating)}
        {"☆".repeat(5 - rating)}
      </span>
      <span className="font-semibold">
        {rating} of 5<span className="sr-only"> stars</span>
      </span>
    </span>
  );
}

/** Where the review stands with the site, in a sentence. */
function SiteState({ review, publishing }: { review: Review; publishing: boolean }) {
  if (review.withheld)
    return (
      <p className="rounded-md border-danger border-l-4 bg-red-50 p-3 text-danger">
        <strong>Kept off the site</strong>: {review.withheld.reason}. By {review.withheld.by},{" "}
        {formatDateTime(review.withheld.at)}.
        {review.state === "leaving"
          ? publishing
            ? " It is being taken off the site now."
            : " It is still on the site until the next publish."
          : ""}
      </p>
    );
  if (review.state === "on-site")
    return (
      <p className="rounded-md border-success border-l-4 bg-green-50 p-3 text-success">
        <strong>On the site</strong>
        {review.replyWaiting
          ? publishing
            ? ". Your reply is going on the site now."
            : ". Your reply changes on the site with the next publish."
          : "."}
      </p>
    );
  return (
    <p className="rounded-md border-navy-500 border-l-4 bg-navy-50 p-3 text-navy-900">
      <strong>Waiting for the next publish</strong>
      {publishing ? ": the site is being updated now." : " to go on the site."}
    </p>
  );
}

function ReviewPhotos({ review }: { review: Review }) {
  return (
    <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-[repeat(3,9rem)]">
      {review.photos.map((photo) => (
        <li key={photo.position}>
          <ThumbnailLink
            href={photoPath(review.id, photo.position)}
            thumb={photoPath(review.id, photo.position, true)}
            width={photo.thumbWidth}
            height={photo.thumbHeight}
            alt={`${photo.position} of ${review.photos.length} sent by ${review.shownName}, open at full size`}
            className="aspect-square"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A customer's review as they wrote it, where it stands with the site, the owner's reply, and
 * the forms: a reply and keeping it off the site, while it is not kept off already. Once it is,
 * the answer to "Keep off the site" takes the forms' place, as a status a screen reader reads.
 */
export function ReviewCard({
  review,
  page,
  reply,
}: {
  review: Review;
  page: ReviewsPage;
  reply: unknown;
}) {
  const headingId = `review-${review.id}-heading`;
  return (
    <li id={`review-${review.id}`}>
      <article aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {review.isNew ? (
            <span className="inline-flex items-center rounded-full bg-hivis-400 px-2.5 py-0.5 font-bold text-navy-950 text-sm">
              New
            </span>
          ) : null}
          <Stars rating={review.rating} />
          <span className="text-muted text-sm">{formatShortDate(review.receivedAt)}</span>
        </div>
        <h3 id={headingId} className="mt-2 font-sans text-xl">
          {review.shownName}
          <span className="block font-normal text-base text-muted">
            {review.job}, {review.town}
          </span>
        </h3>
        <p className="mt-3 whitespace-pre-wrap">{review.text}</p>
        {review.photos.length > 0 ? <ReviewPhotos review={review} /> : null}
        <div className="mt-3">
          <SiteState review={review} publishing={page.publishing} />
        </div>
        {review.reply ? (
          <div className="mt-3 border-navy-100 border-l-4 pl-3">
            <p className="font-semibold">Your reply</p>
            <p className="whitespace-pre-wrap">{review.reply}</p>
            {review.repliedBy && review.repliedAt ? (
              <p className="text-muted text-sm">
                {review.repliedBy}, {formatDateTime(review.repliedAt)}
              </p>
            ) : null}
          </div>
        ) : null}
        {review.withheld ? (
          <KeptOffAnswer
            reply={replyTo(reviewsPageFormOf({ intent: "withhold", id: review.id }), reply)}
          />
        ) : (
          <>
            <ReplyForm review={review} maxLength={page.maxReplyLength} reply={reply} />
            <WithholdForm review={review} reply={reply} />
          </>
        )}
      </article>
    </li>
  );
}

/** "Kept off the site" done: said where its form was (a refusal is said at the top of the page). */
function KeptOffAnswer({ reply }: { reply?: { ok: boolean; message?: string } }) {
  return reply?.ok ? (
    <div className="mt-3 [&>*]:mb-0">
      <FormMessage reply={reply} />
    </div>
  ) : null;
}
