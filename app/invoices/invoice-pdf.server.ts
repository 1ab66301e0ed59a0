import type { InvoiceDocument } from "./invoice-document";

/**
 * An invoice or credit note as a PDF file, from the document it was issued with. The PDF engine
 * (`invoice-pdf-document.server.tsx`) is loaded the first time one is made, as the quote's is.
 */
export async function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { renderInvoicePdf } = await import("./invoice-pdf-document.server");
  return renderInvoicePdf(document);
}

/** "VAT invoice INV-0007.pdf": letters, digits, spaces and -. */
export const invoicePdfFilename = (document: InvoiceDocument) =>
  `${document.heading} ${document.number}.pdf`.replace(/[^A-Za-z0-9 .-]/g, "");
