import { MapPin, UserRoundCheck } from "lucide-react";
import type { ReviewOnSite } from "~/reviews/published-review";
import { Reviewer, ReviewFrame } from "./review-card";
import { ReviewPhotos } from "./review-photos";

/**
 * A review a customer wrote on the site, asked for after their job: the only kind marked
 * "Verified customer". Their words are shown as they wrote them, as text; the firm's reply,
 * if any, below.
 */
export function VerifiedReviewCard({
  review,
  firmName,
  className,
}: {
  review: ReviewOnSite;
  /** Who replies: the firm's trading name. */
  firmName: string;
  className?: string;
}) {
  return (
    <ReviewFrame rating={review.rating} className={className}>
      <div className="mt-4 flex-1">
        <blockquote className="space-y-3 text-ink">
          {paragraphsOf(review.text).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </blockquote>
        {review.photos.length > 0 ? <ReviewPhotos review={review} className="mt-5" /> : null}
      </div>
      <Reviewer name={review.name}>
        <p className="font-semibold text-navy-900">{review.name}</p>
        <p className="flex items-center gap-1 font-semibold text-sm text-success">
          <UserRoundCheck aria-hidden="true" className="size-4 shrink-0" />
          Verified customer
        </p>
        <p className="flex items-center gap-1 text-muted text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {`${review.job}, ${review.town}`}
        </p>
        <p className="text-muted text-sm">
          <time dateTime={review.month}>{review.monthText}</time>
        </p>
      </Reviewer>
      {review.reply ? (
        <div className="mt-5 rounded-md border-navy-200 border-l-4 bg-sand-50 px-4 py-3 text-sm">
          <p className="font-semibold text-navy-900">{`Reply from ${firmName}`}</p>
          {paragraphsOf(review.reply).map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
            <p key={index} className="mt-1 whitespace-pre-line text-ink">
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
    </ReviewFrame>
  );
}

/** Text as a customer typed it, in paragraphs (split at blank lines); shown as text, never as HTML. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}
