import { redirect } from "react-router";
import { signOutForm } from "~/accounts/account-forms";
import { recordAudit } from "~/accounts/audit-log.server";
import { clearSessionCookieHeader } from "~/accounts/session-cookie.server";
import { revokeAllSessions, revokeSession } from "~/accounts/sessions.server";
import { ownerRequestContext, signedIn } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import type { Route } from "./+types/sign-out";

/** Signing out is a POST (a link or an image could otherwise sign someone out). */
export const handle = { scripts: true };

export function loader() {
  throw redirect("/owner/account");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, ipHash, https } = context.get(ownerRequestContext);
  const found = signedIn(request, context);
  return answerForm(await readForm(request, signOutForm), ({ intent }) => {
    if (found) {
      const { user, sessionId } = found;
      const event = intent === "everywhere" ? "sign-out-everywhere" : "sign-out";
      if (event === "sign-out") revokeSession(db, sessionId);
      else revokeAllSessions(db, user.id);
      recordAudit(db, { event, userId: user.id, email: user.email, ipHash });
    }
    throw redirect("/owner/sign-in", {
      headers: { "Set-Cookie": clearSessionCookieHeader(https) },
    });
  });
}
