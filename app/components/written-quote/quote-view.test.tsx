import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { quoteDocument } from "~/written-quotes/quote-document.server";
import { quotePdf } from "~/written-quotes/quote-pdf.server";
import { wordsOf } from "../../../tests/support/page-render";
import { pdfPages } from "../../../tests/support/pdf-text";
import { firm, threeLineQuote } from "../../../tests/support/test-quotes";
import { QuoteView } from "./quote-view";

/** The text a reader sees of the page's markup. */
const decoded = (html: string) =>
  html
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The customer's page and the PDF render one document: every figure and word of it in both. */
describe("the quote's page and its PDF", () => {
  it.each([
    ["VAT registered", true],
    ["not VAT registered", false],
  ])("say the same, %s", async (_, registered) => {
    const document = quoteDocument(firm(registered), {
      number: 7,
      version: 2,
      content: threeLineQuote(registered),
      issuedOn: "2027-03-01",
      validUntil: "2027-03-31",
      customerName: "Ann O'Hara <b>",
      terms: [
        { heading: "7. Quotations", paragraphs: ["A quotation holds for the days it says."] },
      ],
    });
    const page = decoded(wordsOf(renderToStaticMarkup(<QuoteView document={document} />)));
    const pdf = (await pdfPages(await quotePdf(document))).join(" ");
    const said = [
      document.title,
      document.customer.name,
      document.validUntil,
      document.vatNote,
      document.included,
      document.excluded,
      document.startWindow,
      ...document.lines.flatMap((line) => [line.description, line.amount, line.unitPrice]),
      ...document.totals.flatMap((total) => [total.label, total.amount]),
      ...document.payments.flatMap((payment) => [payment.label, payment.amount]),
      ...(document.firm.vatNumber ? [document.firm.vatNumber] : []),
    ];
    for (const words of said) {
      expect(page, `the page says ${words}`).toContain(words);
      expect(pdf, `the PDF says ${words}`).toContain(words);
    }
    expect(document.totals.at(-1)).toEqual({
      label: "Total to pay",
      amount: registered ? "£7,601.20" : "£6,340.59",
    });
  });
});
