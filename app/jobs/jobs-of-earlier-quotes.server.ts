import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { localDate } from "~/lib/uk-time";
import { quoteNumber } from "~/written-quotes/quote-document.server";
import { quoteById } from "~/written-quotes/written-quote-store.server";
import { startJob } from "./job-store.server";
import { stagesOfQuote } from "./quote-jobs.server";

/**
 * Quotes accepted before jobs existed get their job, once, at the server's start: its stages
 * from the quote, and a deposit the owner recorded on the quote then (written_quotes.deposit_*,
 * no longer written) as the job's first payment, its receipt already sent. Returns how many.
 */
export function startJobsOfEarlierQuotes(db: Db, secret: Buffer): number {
  const waiting = db
    .prepare(
      `SELECT q.id, q.deposit_pence AS depositPence, q.deposit_received_on AS receivedOn,
       q.deposit_recorded_by AS recordedBy FROM written_quotes q
       WHERE q.accepted_at IS NOT NULL AND q.cancelled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.quote_request_id = q.quote_request_id)`,
    )
    .all() as {
    id: number;
    depositPence: number | null;
    receivedOn: string | null;
    recordedBy: string | null;
  }[];
  writeTransaction(db, () => {
    for (const earlier of waiting) {
      const quote = quoteById(db, earlier.id);
      if (!quote?.acceptedAt) continue;
      const { id } = startJob(db, secret, {
        leadId: quote.leadId,
        quoteId: quote.id,
        title: quote.content.title,
        agreedPence: quote.grossPence,
        stages: stagesOfQuote(quote, localDate(quote.acceptedAt)),
        by: "the customer, online",
        now: quote.acceptedAt.getTime(),
      });
      if (earlier.depositPence && earlier.receivedOn)
        db.prepare(
          `INSERT INTO job_payments (job_id, job_stage_id, reference, pence, vat_pence, received_on,
           recorded_at, recorded_by, receipt)
           SELECT ?, s.id, ?, ?, 0, ?, ?, ?, 'Recorded on the quote before jobs; its receipt was emailed then.'
           FROM job_stages s WHERE s.job_id = ? AND s.position = 1`,
        ).run(
          id,
          `${quoteNumber(quote.number)}-D`,
          earlier.depositPence,
          earlier.receivedOn,
          new Date().toISOString(),
          earlier.recordedBy ?? "",
          id,
        );
    }
  });
  return waiting.length;
}
