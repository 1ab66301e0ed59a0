import { Document, Page, renderToBuffer, Text, View } from "@react-pdf/renderer";
import { printable } from "~/written-quotes/quote-pdf-characters.server";
import { FirmBlock } from "~/written-quotes/quote-pdf-parts.server";
import { styles } from "~/written-quotes/quote-pdf-styles.server";
import { LinesTable, Totals } from "~/written-quotes/quote-pdf-table.server";
import type { InvoiceDocument } from "./invoice-document";

/**
 * An invoice or credit note as a PDF, from the same `InvoiceDocument` the pages show, in the
 * quote's look and parts (A4, Helvetica, nothing embedded): the contents of a full VAT invoice
 * (VAT Notice 700/21, section 16), and HMRC's words when the reverse charge applies.
 */

function Fact({ label, lines }: { label: string; lines: (string | null)[] }) {
  return (
    <View style={styles.fact}>
      <Text style={styles.factLabel}>{label}</Text>
      {lines.map((line) =>
        line ? (
          <Text key={line} style={styles.factValue}>
            {line}
          </Text>
        ) : null,
      )}
    </View>
  );
}

/** Rows of a label and an amount under a heading: the job's account, how to pay. */
function Rows({ heading, rows }: { heading: string; rows: { label: string; amount: string }[] }) {
  if (rows.length === 0) return null;
  return (
    <View wrap={false}>
      <Text style={styles.heading}>{heading}</Text>
      {rows.map(({ label, amount }) => (
        <View key={label} style={styles.payment}>
          <Text style={styles.label}>{label}</Text>
          <Text>{amount}</Text>
        </View>
      ))}
    </View>
  );
}

function InvoicePdf({ document }: { document: InvoiceDocument }) {
  const { customer, pay } = document;
  return (
    <Document
      title={`${document.heading} ${document.number}: ${document.title}`}
      author={document.firm.legalName}
      creator={document.firm.tradingName}
      producer={document.firm.tradingName}
      language="en-GB"
    >
      <Page size="A4" style={styles.page}>
        <FirmBlock firm={document.firm} />
        <Text style={styles.reference}>
          {document.heading} {document.number}
        </Text>
        <Text style={styles.title}>{document.title}</Text>
        {document.credits ? <Text style={styles.paragraph}>{document.credits}</Text> : null}
        <View style={styles.facts}>
          <Fact label="To" lines={[customer.name, customer.address, customer.vatNumber]} />
          <Fact label="Date of issue" lines={[document.issuedOn]} />
          <Fact label="Tax point" lines={[document.taxPoint]} />
          {document.dueOn ? <Fact label="To pay by" lines={[document.dueOn]} /> : null}
        </View>
        <LinesTable lines={document.lines} />
        <Totals totals={document.totals} vatNote={document.vatNote} />
        <Rows heading="The job's account" rows={document.account} />
        {pay ? (
          <Rows
            heading="How to pay"
            rows={[
              { label: "Account name", amount: pay.accountName },
              { label: "Sort code", amount: pay.sortCode },
              { label: "Account number", amount: pay.accountNumber },
              { label: "Reference", amount: pay.reference },
            ]}
          />
        ) : null}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) =>
            `${document.firm.tradingName} · ${document.heading} ${document.number} · page ${pageNumber} of ${totalPages}`
          }
        />
      </Page>
    </Document>
  );
}

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return renderToBuffer(<InvoicePdf document={printable(document)} />);
}
