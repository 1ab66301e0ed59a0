import { Star } from "lucide-react";
import { cn } from "~/lib/cn";

/** Five stars, read out as "Rated 5 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <p className={cn("flex gap-0.5", className)}>
      <span className="sr-only">Rated {rating} out of 5</span>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          key={index}
          aria-hidden="true"
          className={cn(
            "size-5",
            index < rating ? "fill-hivis-500 text-hivis-500" : "text-navy-200",
          )}
        />
      ))}
    </p>
  );
}
