import { data } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { photoAnswer, storedPhoto } from "~/photos/photo-answer.server";
import { reviewsContext } from "~/reviews/review-services.server";
import { reviewPhotoFiles } from "~/reviews/reviews-page.server";
import type { Route } from "./+types/review-photo";

/**
 * `/owner/reviews/42/photos/1` (`?size=thumb` for the thumbnail): a photo a customer sent with
 * their review, to the owner only (as the reviews screen), whether or not the review is on the
 * site. The file is the one the database names for that review and position, looked up in
 * DATA_DIR/review-photos: nothing of the address is ever part of a path. Never kept by a cache
 * (`private, no-store`, as every answer under /owner).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, "answer reviews");
  const reviews = context.get(reviewsContext);
  if (!/^[1-9]\d{0,9}$/.test(params.id) || !/^[1-3]$/.test(params.position))
    throw data(null, { status: 404 });
  const reviewId = Number(params.id);
  const position = Number(params.position);
  const photo = reviewPhotoFiles(reviews.db, reviewId, position);
  if (!photo) throw data(null, { status: 404 });
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  const bytes = await storedPhoto(reviews.photosDir, thumb ? photo.thumbFileName : photo.fileName);
  return photoAnswer(bytes, `review-${reviewId}-photo-${position}${thumb ? "-small" : ""}.jpg`);
}
