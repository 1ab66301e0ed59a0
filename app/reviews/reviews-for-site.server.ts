import path from "node:path";
import type { DatabaseContent } from "~/content/content-catalogue";
import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { type PublishedReview, publishedReviewSchema } from "./published-review";
import { reviewsToPublish } from "./review-store.server";

/** Where a review's photos are on the site: copied into each release by the publish. */
export const reviewPhotoUrl = (fileName: string) => `/img/reviews/${fileName}`;

/** Verified customers' reviews, newest first, as the pages read them (none in a build). */
export const customerReviews = () => siteContent().customerReviews;

/** The reviews a publish puts on the site (none withheld), newest first. */
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

/** The reviews as every publish takes them in, with their photos from `photosDir`. */
export const reviewsForRelease = (db: Db, photosDir: string) =>
  reviewsAsContent(reviewsForSite(db), photosDir);

export function reviewsAsContent(reviews: PublishedReview[], photosDir: string): DatabaseContent {
  return {
    content: { customerReviews: reviews.map((review) => publishedReviewSchema.parse(review)) },
    files: reviews
      .flatMap((review) => review.photos.flatMap((photo) => [photo.src, photo.thumb]))
      .map((url) => ({ from: path.join(photosDir, path.basename(url)), to: url.slice(1) })),
  };
}
