import { readFile } from "node:fs/promises";
import path from "node:path";
import { data } from "react-router";
import { requireOwner } from "~/accounts/signed-in.server";
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
  const { reviews } = requireOwner(request, context);
  if (!/^[1-9]\d{0,9}$/.test(params.id) || !/^[1-3]$/.test(params.position))
    throw data(null, { status: 404 });
  const reviewId = Number(params.id);
  const position = Number(params.position);
  const photo = reviewPhotoFiles(reviews.db, reviewId, position);
  if (!photo) throw data(null, { status: 404 });
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  let bytes: Buffer;
  try {
    bytes = await readFile(
      path.join(reviews.photosDir, path.basename(thumb ? photo.thumbFileName : photo.fileName)),
    );
  } catch {
    throw data(null, { status: 404 });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `inline; filename="review-${reviewId}-photo-${position}${thumb ? "-small" : ""}.jpg"`,
    },
  });
}
