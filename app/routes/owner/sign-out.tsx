import { redirect } from "react-router";
import { recordAudit } from "~/accounts/audit-log.server";
import { clearSessionCookieHeader } from "~/accounts/session-cookie.server";
import { revokeAllSessions, revokeSession } from "~/accounts/sessions.server";
import { signedIn } from "~/accounts/signed-in.server";
import { ownerArea } from "~/server-context";
import type { Route } from "./+types/sign-out";

/** Signing out is a POST (a link or an image could otherwise sign someone out). */
export function loader() {
  throw redirect("/owner/account");
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = ownerArea(context);
  const found = signedIn(request, context);
  if (found) {
    const everywhere = (await request.formData()).get("intent") === "everywhere";
    if (everywhere) revokeAllSessions(services.db, found.user.id);
    else revokeSession(services.db, found.sessionId);
    recordAudit(services.db, {
      event: everywhere ? "sign-out-everywhere" : "sign-out",
      userId: found.user.id,
      email: found.user.email,
      ipHash: services.ipHash,
    });
  }
  throw redirect("/owner/sign-in", {
    headers: { "Set-Cookie": clearSessionCookieHeader(services.https) },
  });
}
