import { data } from "react-router";
import { siteContent } from "~/content/site-content.server";
import type { OwnerArea } from "~/server-context";
import { AccountError, addUser, listUsers, removeUser, resetUser } from "./accounts.server";
import { roles } from "./roles";
import type { SignedInUser } from "./sessions.server";
import { setUpEmail, setUpUrl } from "./set-up-email.server";

export function teamPage(
  services: Pick<OwnerArea, "db" | "siteUrl" | "sendEmail">,
  me: SignedInUser,
) {
  return {
    me: me.email,
    canEmail: Boolean(services.sendEmail),
    users: listUsers(services.db).map((user) => ({
      email: user.email,
      role: user.role,
      passwordSet: user.passwordSet,
      passkeys: user.passkeys,
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    })),
  };
}

export type TeamOutcome =
  | { ok: true; message: string; link?: string; linkFor?: string }
  | { ok: false; field: "email" | "form"; message: string };

/** Invite, send a new link, or remove: the owner's changes to who may sign in. */
export async function changeTeam(
  services: Pick<OwnerArea, "db" | "siteUrl" | "sendEmail">,
  me: SignedInUser,
  form: FormData,
): Promise<TeamOutcome> {
  const intent = form.get("intent");
  const email = String(form.get("email") ?? "");
  try {
    if (intent === "remove") {
      if (email === me.email)
        return { ok: false, field: "form", message: "You cannot remove yourself." };
      const { user } = removeUser(services.db, email);
      return { ok: true, message: `${user.email} can no longer sign in.` };
    }
    if (intent !== "invite" && intent !== "new-link")
      return { ok: false, field: "form", message: "That is not something this page can do." };
    const role = roles.find((known) => known === form.get("role")) ?? "staff";
    const { user, setUp } =
      intent === "invite" ? addUser(services.db, { email, role }) : resetUser(services.db, email);
    const link = setUpUrl(services.siteUrl, setUp.token);
    const emailed = services.sendEmail
      ? await services.sendEmail(
          setUpEmail({
            to: user.email,
            setUp,
            siteUrl: services.siteUrl,
            companyName: siteContent().company.tradingName,
            reason: "invited",
          }),
        )
      : false;
    return {
      ok: true,
      message: emailed
        ? `A set-up link is on its way to ${user.email}. You can also send them the link below.`
        : `Send ${user.email} the link below, by text or WhatsApp. It works once, for 24 hours.`,
      link,
      linkFor: user.email,
    };
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    if (error.problem === "unknown-user") throw data({ message: error.message }, { status: 404 });
    return {
      ok: false,
      field: error.problem === "last-owner" ? "form" : "email",
      message: error.message,
    };
  }
}
