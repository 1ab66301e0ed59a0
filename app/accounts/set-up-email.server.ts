import { siteContent } from "~/content/site-content.server";
import { formatFullDateTime } from "~/lib/uk-time";
import { escapeHtml } from "~/mail/message.server";
import type { IssuedToken } from "./one-time-tokens.server";
import type { OwnerRequest } from "./signed-in.server";

export function setUpUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/owner/set-up/${token}`;
}

/**
 * Emails a set-up link: to a new user, or to someone who forgot a password. False when the
 * site has no mail server, or the email could not be sent.
 */
export async function emailSetUpLink(
  { siteUrl, sendEmail }: Pick<OwnerRequest, "siteUrl" | "sendEmail">,
  { to, setUp, reason }: { to: string; setUp: IssuedToken; reason: "invited" | "forgot" },
): Promise<boolean> {
  if (!sendEmail) return false;
  const companyName = siteContent().company.tradingName;
  const link = setUpUrl(siteUrl, setUp.token);
  const opening =
    reason === "invited"
      ? `You have been given access to the owner's area of the ${companyName} website.`
      : `Someone (we hope you) asked to reset the password for the ${companyName} website's owner area. If it was not you, ignore this email: your password has not changed.`;
  const until = formatFullDateTime(setUp.expiresAt);
  const text = `${opening}\n\nChoose a password here (the link works once, until ${until}):\n${link}\n`;
  const html = `<p>${escapeHtml(opening)}</p><p><a href="${escapeHtml(link)}">Choose a password</a> (the link works once, until ${escapeHtml(until)}).</p>`;
  return sendEmail({
    to,
    subject:
      reason === "invited"
        ? `Your access to the ${companyName} website`
        : `Reset your password for the ${companyName} website`,
    text,
    html,
  });
}
