import { data } from "react-router";
import { ownerRequestContext, requireUser } from "~/accounts/signed-in.server";
import { leadsContext } from "~/leads/lead-forms.server";
import { leadIdFrom } from "~/leads/lead-page.server";
import { photoAnswer, storedPhoto } from "~/photos/photo-answer.server";
import { photosOf } from "~/photos/photo-store.server";
import { referenceFor } from "~/quote-requests/sqlite-quote-store.server";
import type { Route } from "./+types/lead-photo";

/**
 * `/owner/leads/42/photos/7` (`?size=thumb` for the thumbnail): a photo sent with a request,
 * to a signed-in user only, never kept by the browser or a proxy (`private, no-store`, as every
 * answer under /owner: `server/security/owner-area-guard.ts`; `nosniff` is on every answer), and
 * named after the request when saved (`MC-00042-photo-1.jpg`), never after the visitor's file.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context);
  const { db } = context.get(ownerRequestContext);
  const { photosDir } = context.get(leadsContext);
  const leadId = leadIdFrom(params.id);
  const photoId = leadIdFrom(params.photoId);
  const photo = photosOf(db, leadId).find((row) => row.id === photoId);
  if (!photo) throw data(null, { status: 404 });
  const thumb = new URL(request.url).searchParams.get("size") === "thumb";
  const bytes = await storedPhoto(photosDir, thumb ? photo.thumbFileName : photo.fileName);
  const name = `${referenceFor(leadId)}-photo-${photo.position}${thumb ? "-small" : ""}.jpg`;
  return photoAnswer(bytes, name, photo.contentType);
}
