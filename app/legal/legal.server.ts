import { siteContent } from "../content/site-content.server";
import type { LegalPage } from "./legal-page";

/** A legal page with `{email}` in its text turned into the firm's email link. */
export function legalPage(slug: LegalPage["slug"]): LegalPage {
  const page = siteContent().legalPages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`content/legal/${slug}.md is missing`);
  const { email } = siteContent().company;
  return {
    ...page,
    html: page.html.replaceAll("{email}", `<a href="mailto:${email}">${email}</a>`),
  };
}
