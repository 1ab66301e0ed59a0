import { MapPin, Quote } from "lucide-react";
import { Card } from "~/components/ui/card";
import type { Testimonial } from "~/content/testimonial";
import { cn } from "~/lib/cn";
import { StarRating } from "./star-rating";

/** A customer's review. Samples say so: invented reviews must never pass for real ones. */
export function ReviewCard({ review, className }: { review: Testimonial; className?: string }) {
  const initials = review.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
  return (
    <Card className={cn("relative flex h-full flex-col p-6 sm:p-8", className)}>
      <Quote aria-hidden="true" className="absolute top-6 right-6 size-10 text-sand-200" />
      <StarRating rating={review.rating} />
      <blockquote className="mt-4 flex-1 text-ink">
        <p>{review.text}</p>
      </blockquote>
      <div className="mt-6 flex items-center gap-3 border-navy-100 border-t pt-5">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-800 font-display text-white text-xl"
        >
          {initials}
        </span>
        <div className="min-w-0">
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
        </div>
      </div>
      {review.sample ? (
        <p className="mt-4 rounded-md bg-sand-100 px-3 py-1.5 text-muted text-xs">
          Sample review shown until the firm publishes its customers' own words.
        </p>
      ) : null}
    </Card>
  );
}
