import { ArrowRight } from "lucide-react";
import { SeeAllLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { cn } from "~/lib/cn";
import type { ReviewsExcerpt, ReviewsRating } from "~/reviews/shown-reviews";
import { useCompany } from "~/site/use-company";
import { ReviewsSummary } from "./reviews-summary";
import { VerifiedReviewCard } from "./verified-review-card";

/** The columns for one, two or three reviews: one review is not left in a third of the width. */
const grids = ["mx-auto max-w-2xl", "grid gap-6 md:grid-cols-2", "grid gap-6 lg:grid-cols-3"];

/**
 * "What customers said" on a service's, a project's or a town's page: its verified customers'
 * reviews, newest first, with their average if given, and a link to every review when there
 * are more than these.
 */
export function CustomerReviewsSection({
  excerpt: { reviews, total },
  tone = "sand",
  title = "What customers said",
  rating,
}: {
  excerpt: ReviewsExcerpt;
  tone?: "white" | "sand";
  title?: string;
  rating?: ReviewsRating;
}) {
  const { tradingName } = useCompany();
  return (
    <Section tone={tone} aria-labelledby="customer-reviews-heading">
      <SectionHeading id="customer-reviews-heading" eyebrow="Verified reviews" title={title} />
      {rating ? (
        <div className="mt-8">
          <ReviewsSummary rating={rating} />
        </div>
      ) : null}
      <ul className={cn("mt-12", grids[Math.min(reviews.length, 3) - 1])}>
        {reviews.map((review) => (
          <li key={review.id}>
            <VerifiedReviewCard review={review} firmName={tradingName} />
          </li>
        ))}
      </ul>
      {total > reviews.length ? (
        <SeeAllLink to="/testimonials">
          Read All Reviews
          <ArrowRight aria-hidden="true" />
        </SeeAllLink>
      ) : null}
    </Section>
  );
}
