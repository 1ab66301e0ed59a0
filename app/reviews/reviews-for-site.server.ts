import type { Db } from "~/db/database.server";
import type { PublishedReview } from "./published-review";
import { reviewsToPublish } from "./review-store.server";

/** Where a review's photos are on the site: copied into each release by the publish. */
export const reviewPhotoUrl = (fileName: string) => `/img/reviews/${fileName}`;

/** The reviews a publish puts on the site (none withheld), newest first, as the pages read them. */
export function reviewsForSite(db: Db): PublishedReview[] {
  return reviewsToPublish(db).map((review) => ({
    id: review.id,
    rating: review.rating,
    text: review.text,
    name: review.shownName,
    town: review.town,
    job: review.job,
    serviceSlug: review.serviceSlug,
    projectSlug: review.projectSlug,
    month: review.receivedAt.slice(0, 7),
    reply: review.reply,
    photos: review.photos.map((photo) => ({
      src: reviewPhotoUrl(photo.fileName),
      thumb: reviewPhotoUrl(photo.thumbFileName),
      width: photo.width,
      height: photo.height,
      thumbWidth: photo.thumbWidth,
      thumbHeight: photo.thumbHeight,
    })),
  }));
}
