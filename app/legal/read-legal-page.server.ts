import type { ContentReader } from "../content/content-reader.server";
import { type LegalPage, legalPageFrontMatterSchema, legalSlugs } from "./legal-page";

/** A legal page's file (`content/legal/<slug>.md`), one of the pages the footer links to. */
export function readLegalPage(reader: ContentReader, file: string, slug: string): LegalPage {
  const page = reader.readMarkdown(file, legalPageFrontMatterSchema);
  if (!page) return undefined as unknown as LegalPage;
  const known = legalSlugs.find((legal) => legal === slug);
  if (!known)
    return reader.fail(file, [
      `legal pages are ${legalSlugs.map((legal) => `${legal}.md`).join(", ")}`,
    ]);
  return { ...page.fields, slug: known, html: page.html };
}
