import { data } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { photoAnswer } from "~/photos/photo-answer.server";
import { photoPreview } from "~/projects/photo-previews.server";
import { publishingContext } from "~/publishing/site-publishing.server";
import type { Route } from "./+types/site-project-photo";

/**
 * `/owner/site/projects/cart-lane/photo?src=gallery/photo-1.jpg&size=thumb`: a project's photo,
 * drafted or live, as a JPEG, to the owner only (`private, no-store` as every answer under
 * /owner: `server/security/owner-area-guard.ts`).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const query = new URL(request.url).searchParams;
  const size = query.get("size") === "full" ? "full" : "thumb";
  const src = query.get("src") ?? "";
  const preview = await photoPreview(publishing, {
    slug: params.slug,
    src,
    size,
  });
  if (!preview) throw data(null, { status: 404 });
  return photoAnswer(preview, `${params.slug}-${size}.jpg`);
}
