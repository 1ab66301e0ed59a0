import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/ui/section";
import type { LegalPage as LegalPageContent } from "~/legal/legal-page";

/** Privacy Policy and Terms & Conditions: the firm's own text, rendered from Markdown at build time. */
export function LegalPage({ page }: { page: LegalPageContent }) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={page.title}
        text={`Last updated ${page.lastUpdated}`}
        parent="/"
      />
      <Section>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted content from content/legal, built from Markdown */}
        <div className="prose-site mx-auto" dangerouslySetInnerHTML={{ __html: page.html }} />
      </Section>
    </>
  );
}
