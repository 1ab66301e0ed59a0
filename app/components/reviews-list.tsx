import { cn } from "~/lib/cn";
import type { ReviewsRating, ShownReviews } from "~/reviews/shown-reviews";
import { useCompany } from "~/site/use-company";
import { ReviewCard } from "./review-card";
import { ReviewsSummary } from "./reviews-summary";
import { VerifiedReviewCard } from "./verified-review-card";

/** The reviews as cards: verified customers' first, then those the owner typed in. */
export function ReviewsList({ verified, typed, className }: ShownReviews & { className?: string }) {
  const { tradingName } = useCompany();
  return (
    <ul className={cn(className, "grid gap-6 lg:grid-cols-3")}>
      {verified.map((review) => (
        <li key={review.id}>
          <VerifiedReviewCard review={review} firmName={tradingName} />
        </li>
      ))}
      {typed.map((review) => (
        <li key={review.name}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

/** Real reviews with their average rating above them: the Reviews page's list. */
export function RatedReviews({ rating, ...reviews }: ShownReviews & { rating: ReviewsRating }) {
  return (
    <>
      <ReviewsSummary rating={rating} />
      <ReviewsList {...reviews} />
    </>
  );
}
