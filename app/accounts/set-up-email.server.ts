import { formatFullDateTime } from "~/lib/uk-time";
import { escapeHtml } from "~/mail/message.server";
import type { IssuedToken } from "./one-time-tokens.server";

export function setUpUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/owner/set-up/${token}`;
}

/** The email that carries a set-up link: to a new user, or to someone who forgot a password. */
export function setUpEmail({
  to,
  setUp,
  siteUrl,
  companyName,
  reason,
}: {
  to: string;
  setUp: IssuedToken;
  siteUrl: string;
  companyName: string;
  reason: "invited" | "forgot";
}) {
  const link = setUpUrl(siteUrl, setUp.token);
  const opening =
    reason === "invited"
      ? `You have been given access to the owner's area of the ${companyName} website.`
      : `Someone (we hope you) asked to reset the password for the ${companyName} website's owner area. If it was not you, ignore this email: your password has not changed.`;
  const until = formatFullDateTime(setUp.expiresAt);
  const text = `${opening}\n\nChoose a password here (the link works once, until ${until}):\n${link}\n`;
  const html = `<p>${escapeHtml(opening)}</p><p><a href="${escapeHtml(link)}">Choose a password</a> (the link works once, until ${escapeHtml(until)}).</p>`;
  return {
    to,
    subject:
      reason === "invited"
        ? `Your access to the ${companyName} website`
        : `Reset your password for the ${companyName} website`,
    text,
    html,
  };
}
