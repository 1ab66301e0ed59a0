import { describe, expect, it } from "vitest";
import { type BuiltContent, liveContent, withContent } from "~/content/site-content.server";
import { openDatabase } from "~/db/database.server";
import { fixtureContent } from "../../tests/support/page-render";
import { pdfPages } from "../../tests/support/pdf-text";
import { threeLineQuote } from "../../tests/support/test-quotes";
import { noRightBecause } from "./cancellation-rights";
import { quoteDocument } from "./quote-document.server";
import { quotePdf } from "./quote-pdf.server";
import { createQuoteServices } from "./quote-services.server";

/**
 * The firm's terms as a written quote carries them, on its page and in its PDF: with the firm's
 * details where the website's page has placeholders, and saying about cancelling what the quote
 * says for its customer.
 */

const services = createQuoteServices({
  db: openDatabase(":memory:"),
  secret: Buffer.alloc(32, 3),
  wakeOutbox: () => {},
  alert: () => {},
  jobs: { start: () => "", pageOf: () => null, cancelled: () => {} },
  mailFrom: "site@example.com",
  siteUrl: "https://example.com",
});

/** A terms page of the test's own: placeholders, and a part on cancelling for every customer. */
const termsPage = `<p>These terms are the firm's.</p>
<h2>Part B: Our quotations and work</h2>
<h3>7. Quotations</h3><p>A quotation holds for 30 days.</p>
<h3>14. Your right to cancel (consumers)</h3>
<p>If you are a consumer, you have the right to cancel within 14 days, without giving a reason.</p>
<p>To cancel, tell us by email to {email} or by post to our registered office.</p>
<h3>15. Cancellation for other reasons</h3><p>Either of us may end it for a serious breach.</p>
<h3>18. Complaints</h3><p>Email us at {email}, or call us on {phone}.</p>`;

const fixtures = fixtureContent();
const withTerms: BuiltContent = {
  ...fixtures,
  content: {
    ...fixtures.content,
    legalPages: fixtures.content.legalPages.map((page) =>
      page.slug === "terms-conditions" ? { ...page, html: termsPage } : page,
    ),
  },
};
const { company } = withTerms.content;

const variants = {
  consumer: { customerIsBusiness: false, newBuilding: false },
  business: { customerIsBusiness: true, newBuilding: false },
  "new building": { customerIsBusiness: false, newBuilding: true },
} as const;

/** The quote of each kind of customer as it would be sent now, with the content's terms. */
const documentFor = (variant: keyof typeof variants, content: BuiltContent = withTerms) =>
  withContent(content, () =>
    quoteDocument(content.content.company, {
      number: 7,
      version: 1,
      content: { ...threeLineQuote(), ...variants[variant] },
      issuedOn: "2027-03-03",
      validUntil: "2027-04-02",
      customerName: "Nadia Shah",
      terms: services.terms(),
    }),
  );

const placeholder = /\{[a-z]+\}/i;
const rightToCancelSection = (variant: keyof typeof variants) =>
  documentFor(variant).terms.find((section) => section.heading.includes("right to cancel"));

describe("the terms a written quote carries", () => {
  it("have the firm's email and phone where the website's page has placeholders", () => {
    const terms = JSON.stringify(withContent(withTerms, () => services.terms()));
    expect(terms).not.toMatch(placeholder);
    expect(terms).toContain(`by email to ${company.email} or by post`);
    expect(terms).toContain(`call us on ${company.phone}`);
  });

  it("say about cancelling what the quote says: the right for a consumer, and why there is none for a business or a new building", () => {
    const consumer = documentFor("consumer");
    expect(rightToCancelSection("consumer")?.paragraphs).toEqual([
      expect.stringMatching(/^You have the right to cancel this contract within 14 days/),
    ]);
    expect(rightToCancelSection("consumer")?.paragraphs[0]).toContain(
      `“${consumer.cancellation.information[0]?.heading}”`,
    );
    expect(rightToCancelSection("business")?.paragraphs).toEqual([noRightBecause.business]);
    expect(rightToCancelSection("new building")?.paragraphs).toEqual([
      noRightBecause["new-building"],
    ]);
    for (const variant of ["business", "new building"] as const) {
      const { terms, cancellation } = documentFor(variant);
      expect(cancellation.applies).toBe(false);
      expect(JSON.stringify(terms)).not.toMatch(/have the right to cancel/i);
    }
    // The rest of the terms as the page has them (a heading with nothing under it goes).
    expect(consumer.terms.map((section) => section.heading)).toEqual([
      "7. Quotations",
      "14. Your right to cancel (consumers)",
      "15. Cancellation for other reasons",
      "18. Complaints",
    ]);
    expect(consumer.terms[2]?.paragraphs).toEqual([
      "Either of us may end it for a serious breach.",
    ]);
  });

  it("read the same in the PDF: no placeholder, the firm's email, and no right to cancel for a business", async () => {
    for (const variant of ["consumer", "business"] as const) {
      const text = (await pdfPages(await quotePdf(documentFor(variant)))).join(" ");
      expect(text).not.toMatch(placeholder);
      expect(text).toContain(company.email);
      if (variant === "business") expect(text).not.toMatch(/have the right to cancel/i);
      else expect(text).toMatch(/have the right to cancel this contract within 14 days/i);
    }
  });

  it("have no placeholder with the site's own content, for any customer", () => {
    for (const variant of Object.keys(variants) as (keyof typeof variants)[]) {
      const document = documentFor(variant, liveContent());
      expect(document.terms.length).toBeGreaterThan(0);
      expect(JSON.stringify(document)).not.toMatch(placeholder);
      if (variant !== "consumer")
        expect(JSON.stringify(document.terms)).not.toMatch(/have the right to cancel/i);
    }
  });
});
