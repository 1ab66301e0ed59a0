import { data } from "react-router";
import { ownerServices, requireUser } from "~/accounts/signed-in.server";
import { previewAnswer, previewPolicy } from "~/site-editing/preview-pages.server";
import type { Route } from "./+types/preview";

/**
 * `/owner/preview/...`: the owner's preview of their unpublished changes, page by page, as the
 * preview build made it (`preview-pages.server.ts`). Owners only; `private, no-store` and
 * noindex as every answer under /owner (`server/security/owner-area-guard.ts`).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  // Two levels cover every page (/projects/cart-lane) and file (/img/x.avif) of the site.
  const rest = [params.section, params.item].filter(Boolean).join("/");
  const answer = previewAnswer(ownerServices(context), rest);
  if (answer.kind === "missing") throw data(null, { status: 404 });
  if (answer.kind === "file")
    return new Response(new Uint8Array(answer.bytes), {
      headers: { "Content-Type": answer.type, "Content-Length": String(answer.bytes.length) },
    });
  return new Response(answer.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": previewPolicy,
    },
  });
}
