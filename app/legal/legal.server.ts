import { telHref } from "../company/contact-format";
import { siteIdentity } from "../company/site-identity.server";
import { siteContent } from "../content/site-content.server";
import { contactTapPath } from "../traffic/contact-taps";
import type { LegalPage } from "./legal-page";

/**
 * A legal page with `{email}` in its text turned into the firm's email link, and `{phone}`
 * into its phone number, a link that rings it (the tap counted as every Call link's is): both
 * as the company file says them now.
 */
export function legalPage(slug: LegalPage["slug"]): LegalPage {
  const page = siteContent().legalPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`content/legal/${slug}.md is missing`);
  const { email, phone } = siteContent().company;
  const ping = `${siteIdentity().url}${contactTapPath}?${new URLSearchParams({ kind: "call", page: `/${slug}` })}`;
  return {
    ...page,
    html: page.html
      .replaceAll("{email}", `<a href="mailto:${email}">${email}</a>`)
      .replaceAll(
        "{phone}",
        `<a href="${telHref(phone)}" ping="${ping.replaceAll("&", "&amp;")}">${phone}</a>`,
      ),
  };
}
