import { data } from "react-router";
import type { z } from "zod";
import type { FormOutcome } from "~/forms/read-form.server";
import type { teamForm } from "./account-forms";
import { AccountError, addUser, listUsers, removeUser, resetUser } from "./accounts.server";
import type { SignedInUser } from "./sessions.server";
import { emailSetUpLink, setUpUrl } from "./set-up-email.server";
import type { OwnerRequest } from "./signed-in.server";

type Team = Pick<OwnerRequest, "db" | "siteUrl" | "mail">;

export function teamPage({ db, mail }: Pick<Team, "db" | "mail">, me: SignedInUser) {
  return { me: me.email, canEmail: Boolean(mail), users: listUsers(db) };
}

export const notInvited = "Nobody was invited: see the answer marked below.";

/**
 * Invite, send a new link, or remove: the owner's changes to who may sign in. A set-up link
 * made is put in `made.link`, to be shown once: it is stored only as a hash.
 */
export async function changeTeam(
  services: Team,
  me: SignedInUser,
  sent: z.output<typeof teamForm>,
  made: { link?: string },
): Promise<FormOutcome> {
  try {
    if (sent.intent === "remove") {
      if (sent.email === me.email) return { ok: false, message: "You cannot remove yourself." };
      const { user } = removeUser(services.db, sent.email);
      return { ok: true, message: `${user.email} can no longer sign in.` };
    }
    const { user, setUp } =
      sent.intent === "invite" ? addUser(services.db, sent) : resetUser(services.db, sent.email);
    made.link = setUpUrl(services.siteUrl, setUp.token);
    const emailed = emailSetUpLink(services, { to: user.email, setUp, reason: "invited" });
    return {
      ok: true,
      message: emailed
        ? `A set-up link is on its way to ${user.email}. You can also send them the link below.`
        : `Send ${user.email} the link below, by text or WhatsApp. It works once, for 24 hours.`,
    };
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    if (error.problem === "unknown-user") throw data({ message: error.message }, { status: 404 });
    return error.problem === "duplicate"
      ? { ok: false, message: notInvited, fieldErrors: { email: [error.message] } }
      : { ok: false, message: error.message };
  }
}
