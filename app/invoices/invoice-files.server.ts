import type { RouterContextProvider } from "react-router";
import { jobOfLink, openJobLink, privateFile } from "~/jobs/job-files.server";
import type { JobServices } from "~/jobs/job-services.server";
import type { Job } from "~/jobs/job-store.server";
import { ownerJob } from "~/jobs/owner-job.server";
import { formatMoney } from "~/lib/pounds";
import { localDate } from "~/lib/uk-time";
import { jobLedger } from "./invoice-ledger.server";
import { invoicePdf, invoicePdfFilename } from "./invoice-pdf.server";
import { invoiceOfJobByNumber } from "./invoice-store.server";
import { pdfName, standing, stateWords } from "./owner-invoices.server";

/**
 * A job's invoices for its customer: the list on their page, and each PDF, only through the
 * job's link (`/job/{token}/invoices/INV-0001.pdf`) or to an owner signed in.
 */

type Context = Readonly<RouterContextProvider>;

/** "INV-0001.pdf" or "CN-0001.pdf": the address's last part (`server/security` checks its shape). */
export const isInvoiceFile = (file: string) => /^(INV|CN)-\d{4,9}\.pdf$/.test(file);

/**
 * Every invoice and credit note of the job a link opens, with what is paid and what is due of
 * each: for its page, once the page has opened the link.
 */
export function customerInvoices(context: Context, token: string | undefined) {
  const opened = openJobLink(context, token);
  if (opened.problem) return [];
  const { services, job } = opened;
  const { entries } = jobLedger(services.db, job.id, localDate(services.now()));
  return entries.map((entry) => ({
    number: entry.invoice.number,
    heading: entry.invoice.document.heading,
    title: entry.invoice.document.title,
    issuedOn: entry.invoice.document.issuedOn,
    total: formatMoney(entry.invoice.grossPence),
    state: entry.state,
    stateWords: stateWords[entry.state],
    standing: standing(entry, entries),
    file: pdfName(entry.invoice.number),
  }));
}

async function pdfAnswer(services: JobServices, job: Job, file: string | undefined) {
  const invoice =
    file && isInvoiceFile(file)
      ? invoiceOfJobByNumber(services.db, job.id, file.replace(/\.pdf$/, ""))
      : null;
  if (!invoice) return new Response("Not found", { status: 404, headers: privateFile });
  const pdf = await invoicePdf(invoice.document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...privateFile,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${invoicePdfFilename(invoice.document)}"`,
    },
  });
}

/** The customer's PDF: through their job's link only (404 for a stranger, 429 for a guesser). */
export function customerInvoicePdf(context: Context, token: string | undefined, file?: string) {
  const opened = jobOfLink(context, token);
  if (opened.refused) return opened.refused;
  return pdfAnswer(opened.services, opened.job, file);
}

/** The owner's copy (staff: 403). */
export function ownerInvoicePdf(request: Request, context: Context, id?: string, file?: string) {
  const { services, job } = ownerJob(request, context, id, "price work and record money");
  return pdfAnswer(services, job, file);
}
