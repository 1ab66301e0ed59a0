import { Document, Font, Page, renderToBuffer } from "@react-pdf/renderer";
import type { QuoteDocument } from "./quote-document";
import { printable } from "./quote-pdf-characters.server";
import { CancellationFormPage } from "./quote-pdf-form.server";
import {
  type Acceptance,
  AcceptedBox,
  FirmBlock,
  Footer,
  Payments,
  Prose,
  QuoteHeading,
  Sections,
} from "./quote-pdf-parts.server";
import { styles } from "./quote-pdf-styles.server";
import { LinesTable, Totals } from "./quote-pdf-table.server";

/**
 * A written quote as a PDF, from the same `QuoteDocument` the customer's page shows: A4, in the
 * PDF standard fonts (Helvetica), which every reader has, so nothing is embedded or fetched.
 */

export type { Acceptance };

/** Longer than this, a word (a pasted link, a run of letters) may break rather than leave its cell. */
const longestUnbrokenWord = 40;

// Words are never hyphenated (a quote's figures and names read as written), except one too long
// for a table cell, which is split into pieces the line breaker may end a line between.
Font.registerHyphenationCallback((word) =>
  word.length <= longestUnbrokenWord ? [word] : (word.match(/.{1,12}/gsu) ?? [word]),
);

function QuotePdf({ document, acceptance }: { document: QuoteDocument; acceptance?: Acceptance }) {
  const { cancellation } = document;
  return (
    <Document
      title={`Quote ${document.number} v${document.version}: ${document.title}`}
      author={document.firm.legalName}
      creator={document.firm.tradingName}
      producer={document.firm.tradingName}
      language="en-GB"
    >
      <Page size="A4" style={styles.page}>
        <FirmBlock firm={document.firm} />
        <QuoteHeading document={document} />
        {acceptance && (
          <AcceptedBox acceptance={acceptance} cancellationApplies={cancellation.applies} />
        )}
        <LinesTable lines={document.lines} />
        <Totals totals={document.totals} vatNote={document.vatNote} />
        <Payments payments={document.payments} />
        <Prose heading="What is included" text={document.included} />
        <Prose heading="What is not included" text={document.excluded} />
        <Prose heading="When we could start" text={document.startWindow} />
        <Sections heading="Terms" sections={document.terms} />
        <Sections heading="Cancellation" sections={cancellation.information} />
        <Footer document={document} />
      </Page>
      {cancellation.form.length > 0 && <CancellationFormPage document={document} />}
    </Document>
  );
}

/** The quote as a PDF file; with `acceptance`, the copy the customer accepted. */
export async function renderQuotePdf(
  document: QuoteDocument,
  acceptance?: Acceptance,
): Promise<Buffer> {
  return renderToBuffer(
    <QuotePdf document={printable(document)} acceptance={printable(acceptance)} />,
  );
}
