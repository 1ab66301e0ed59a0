import type { QuoteDocument } from "./quote-document";
import type { Acceptance } from "./quote-pdf-parts.server";

export type { Acceptance };

/**
 * The quote as a PDF file; with `acceptance`, the copy the customer accepted. The PDF engine
 * (`quote-pdf-document.server.tsx`) is loaded the first time a PDF is made, not when the server
 * starts: it costs about 250 ms and 58 MB, for a few quotes a week.
 */
export async function quotePdf(document: QuoteDocument, acceptance?: Acceptance): Promise<Buffer> {
  const { renderQuotePdf } = await import("./quote-pdf-document.server");
  return renderQuotePdf(document, acceptance);
}

/** "Quote Q-0007 v2.pdf", "Quote Q-0007 v2 (accepted).pdf": letters, digits, spaces and -. */
export const quotePdfFilename = (document: QuoteDocument, accepted: boolean) => {
  const number = document.number.replace(/[^A-Za-z0-9-]/g, "") || "quote";
  const version = Number.isSafeInteger(document.version) ? document.version : 0;
  return `Quote ${number} v${version}${accepted ? " (accepted)" : ""}.pdf`;
};
