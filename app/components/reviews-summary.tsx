import type { ReviewsRating } from "~/reviews/shown-reviews";
import { StarRating } from "./star-rating";

/** "4.6 out of 5 from 12 reviews, 9 from verified customers": real reviews only. */
export function ratingInWords({ average, count, verified }: ReviewsRating): string {
  const overall = `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`;
  if (verified === 0) return overall;
  if (verified === count)
    return `${overall}, ${count === 1 ? "from a verified customer" : "all from verified customers"}`;
  return `${overall}, ${verified} from ${verified === 1 ? "a verified customer" : "verified customers"}`;
}

/** The average rating above the reviews, in stars (for the eye) and in words. */
export function ReviewsSummary({ rating }: { rating: ReviewsRating }) {
  return (
    <div className="mb-10 flex flex-col items-center gap-2 text-center">
      <div aria-hidden="true">
        <StarRating rating={Math.round(rating.average)} className="[&_svg]:size-7" />
      </div>
      <p className="font-semibold text-lg text-navy-900">{ratingInWords(rating)}</p>
      {rating.verified > 0 ? (
        <p className="max-w-2xl text-muted text-sm">
          A review marked “Verified customer” was written on this site by a customer we asked for
          one after their job, through a link sent to them alone.
        </p>
      ) : null}
    </div>
  );
}
