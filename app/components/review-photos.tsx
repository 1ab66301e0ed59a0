import { cn } from "~/lib/cn";
import type { PublishedReview } from "~/reviews/published-review";

/** A customer's photos with their review: small copies, each a link to the photo full size. */
export function ReviewPhotos({
  review: { name, photos },
  className,
}: {
  review: Pick<PublishedReview, "name" | "photos">;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {photos.map((photo, index) => (
        <li key={photo.src}>
          <a
            href={photo.src}
            className="block size-20 overflow-hidden rounded-md border border-navy-100 sm:size-24"
          >
            <img
              src={photo.thumb}
              width={photo.thumbWidth}
              height={photo.thumbHeight}
              loading="lazy"
              decoding="async"
              alt={`The finished job, ${index + 1} of ${photos.length}, from ${name}`}
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
