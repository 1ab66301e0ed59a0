import { siteContent } from "~/content/site-content.server";
import { formatFullDateTime } from "~/lib/uk-time";
import { linesAndButton } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import { hashToken, type IssuedToken } from "./one-time-tokens.server";
import type { OwnerRequest } from "./signed-in.server";

export function setUpUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/owner/set-up/${token}`;
}

/**
 * Emails a set-up link, to a new user or to someone who forgot a password, through the outbox
 * like every email. False when the site has no mail server: a link in an `.eml` file on the
 * server would reach nobody, and the owner is told to send it another way instead.
 */
export function emailSetUpLink(
  { db, siteUrl, mail }: Pick<OwnerRequest, "db" | "siteUrl" | "mail">,
  { to, setUp, reason }: { to: string; setUp: IssuedToken; reason: "invited" | "forgot" },
): boolean {
  if (!mail) return false;
  const { company } = siteContent();
  const name = company.tradingName;
  const link = setUpUrl(siteUrl, setUp.token);
  const opening =
    reason === "invited"
      ? `You have been given access to the owner's area of the ${name} website.`
      : `Someone (we hope you) asked to reset the password for the ${name} website's owner area. If it was not you, ignore this email: your password has not changed.`;
  const until = `The link works once, until ${formatFullDateTime(setUp.expiresAt)}.`;
  const subject =
    reason === "invited"
      ? `Your access to the ${name} website`
      : `Reset your password for the ${name} website`;
  queueEmail(db, {
    kind: "set-up-link",
    // The link is the event: each one made is emailed once.
    about: `link ${hashToken(setUp.token).slice(0, 16)}`,
    message: linesAndButton(
      { address: to },
      { subject, lines: [opening, until], button: [link, "Choose a password"] },
      { company, from: mail.from },
    ),
  });
  mail.queued();
  return true;
}
