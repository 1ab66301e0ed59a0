import { redirect } from "react-router";
import { ownerArea, signedIn } from "~/owner/signed-in.server";
import { recordAudit } from "../../../server/owner/audit-log";
import { clearSessionCookieHeader } from "../../../server/owner/session-cookie";
import { revokeAllSessions, revokeSession } from "../../../server/owner/sessions";
import type { Route } from "./+types/sign-out";

/** Signing out is a POST (a link or an image could otherwise sign someone out). */
export function loader() {
  throw redirect("/owner/account");
}

export async function action({ request, context }: Route.ActionArgs) {
  const area = ownerArea(context);
  const found = signedIn(request, context);
  if (found) {
    const everywhere = (await request.formData()).get("intent") === "everywhere";
    if (everywhere) revokeAllSessions(area.db, found.user.id);
    else revokeSession(area.db, found.sessionId);
    recordAudit(area.db, {
      event: everywhere ? "sign-out-everywhere" : "sign-out",
      userId: found.user.id,
      email: found.user.email,
      ipHash: area.ipHash,
    });
  }
  throw redirect("/owner/sign-in", {
    headers: { "Set-Cookie": clearSessionCookieHeader(area.https) },
  });
}
