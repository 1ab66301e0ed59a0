import { MapPin, Quote } from "lucide-react";
import type * as React from "react";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import type { Testimonial } from "~/reviews/testimonial";
import { StarRating } from "./star-rating";

/**
 * A review the owner typed in (from a letter, a card). Samples say so: invented reviews must
 * never pass for real ones. Only a verified customer's review (`VerifiedReviewCard`) is marked
 * as one.
 */
export function ReviewCard({ review, className }: { review: Testimonial; className?: string }) {
  return (
    <ReviewFrame rating={review.rating} className={className}>
      <blockquote className="mt-4 flex-1 text-ink">
        <p>{review.text}</p>
      </blockquote>
      <Reviewer name={review.name}>
        <p className="font-semibold text-navy-900">
          {review.name}
          {review.badge ? (
            <span className="ml-2 rounded-full bg-navy-50 px-2 py-0.5 align-middle font-semibold text-navy-700 text-xs">
              {review.badge}
            </span>
          ) : null}
        </p>
        <p className="flex items-center gap-1 text-muted text-sm">
          <MapPin aria-hidden="true" className="size-4" />
          {review.project}
        </p>
      </Reviewer>
      {review.sample ? (
        <p className="mt-4 rounded-md bg-sand-100 px-3 py-1.5 text-muted text-xs">
          Sample review shown until the firm publishes its customers' own words.
        </p>
      ) : null}
    </ReviewFrame>
  );
}

/** What every review's card has: the frame, a quotation mark and the stars; the review goes in it. */
export function ReviewFrame({
  rating,
  className,
  children,
}: {
  rating: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Card className={cn("relative flex h-full flex-col p-6 wrap-anywhere sm:p-8", className)}>
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-sand-200" />
      <StarRating rating={rating} />
      {children}
    </Card>
  );
}

/** Who wrote a review: their initials in a circle, then `children` (name and details). */
export function Reviewer({ name, children }: { name: string; children: React.ReactNode }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <div className="mt-6 flex items-center gap-3 border-navy-100 border-t pt-5">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-800 font-display text-white text-xl"
      >
        {initials}
      </span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
