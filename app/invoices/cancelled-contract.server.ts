import type { JobServices } from "~/jobs/job-services.server";
import { leftToCreditAt } from "./credit-notes";
import { issueInvoice } from "./invoice-issue.server";
import { invoicesOfJob } from "./invoice-store.server";

/**
 * When a customer cancels their contract (within the 14 days), every invoice of its job is
 * credited in full by a credit note of its own, issued by itself in the cancellation's write
 * (written quotes are handed this by the server: `QuoteJobs.cancelled`). What was paid is then
 * the firm's to refund; a payment with only its receipt (no invoice) has nothing to credit.
 */
export function creditCancelledContract(services: JobServices, quoteId: number) {
  const jobId = services.db
    .prepare("SELECT id FROM jobs WHERE written_quote_id = ?")
    .pluck()
    .get(quoteId) as number | undefined;
  if (jobId === undefined) return;
  const documents = invoicesOfJob(services.db, jobId);
  for (const invoice of documents) {
    if (invoice.kind !== "invoice") continue;
    const credited = {
      ...invoice,
      credits: documents.filter((each) => each.creditsId === invoice.id).map((each) => each.totals),
    };
    if (invoice.totals.byRate.some(({ rate }) => leftToCreditAt(credited, rate) > 0))
      issueInvoice(
        services,
        jobId,
        { what: "cancelled", invoiceId: invoice.id },
        { by: "the customer, cancelling online" },
      );
  }
}
