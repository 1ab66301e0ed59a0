import { Star } from "lucide-react";
import { cn } from "~/lib/cn";

const starIcons = (rating: number) =>
  Array.from({ length: 5 }, (_, index) => (
    <Star
      // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
      key={index}
      aria-hidden="true"
      className={cn("size-5", index < rating ? "fill-hivis-500 text-hivis-500" : "text-navy-200")}
    />
  ));

/** Five stars, read out as "Rated 5 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <p className={cn("flex gap-0.5", className)}>
      <span className="sr-only">Rated {rating} out of 5</span>
      {starIcons(rating)}
    </p>
  );
}

/** Five stars drawn, `rating` of them filled, where the words beside them say it. */
export function Stars({ rating }: { rating: number }) {
  return <span className="flex gap-0.5">{starIcons(rating)}</span>;
}
