import { data } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { publishingContext } from "~/publishing/site-publishing.server";
import { previewAnswer, previewPolicy } from "~/site/preview-pages.server";
import type { Route } from "./+types/preview";

/**
 * `/owner/preview/...`: the owner's preview of their unpublished changes, each page rendered
 * from the drafts when asked for (`preview-pages.server.ts`). Owners only; `private, no-store`
 * and noindex as every answer under /owner (`server/security/owner-area-guard.ts`).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const publishing = context.get(publishingContext);
  const { renderPage } = context.get(publishingContext);
  const answer = await previewAnswer(
    { previewer: publishing.previewer, renderPage },
    params["*"] ?? "",
  );
  if (answer.kind === "missing") throw data(null, { status: 404 });
  if (answer.kind === "file")
    return new Response(new Uint8Array(answer.bytes), {
      headers: { "Content-Type": answer.type, "Content-Length": String(answer.bytes.length) },
    });
  return new Response(answer.html, {
    // Drafts that cannot be published: the page says what to change instead.
    status: answer.kind === "problems" ? 422 : 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": previewPolicy,
    },
  });
}
