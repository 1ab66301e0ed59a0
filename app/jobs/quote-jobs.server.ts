import type { Db } from "~/db/database.server";
import { addDays, localDate } from "~/lib/uk-time";
import { paymentSchedule } from "~/written-quotes/payment-schedule";
import type { QuoteJobs } from "~/written-quotes/quote-services.server";
import type { WrittenQuote } from "~/written-quotes/written-quote-store.server";
import { linkOfJob } from "./job-links.server";
import { paymentDueDays } from "./job-payments.server";
import { type StartingStage, startJob } from "./job-store.server";

/** The payments of an accepted quote, as the job's stages: deposit, stages, balance. */
export function stagesOfQuote(quote: WrittenQuote, acceptedOn: string): StartingStage[] {
  const schedule = paymentSchedule(quote.content, quote.grossPence);
  if (!schedule) throw new Error(`Quote ${quote.id} has payments above its total`);
  return [
    ...(schedule.depositPence > 0
      ? [
          {
            label: "Deposit",
            pence: schedule.depositPence,
            isBalance: false,
            dueOn: addDays(acceptedOn, paymentDueDays),
          },
        ]
      : []),
    ...schedule.stages.map((stage) => ({
      label: stage.label,
      pence: stage.pence,
      isBalance: false,
      dueOn: null,
    })),
    { label: "Balance on completion", pence: schedule.balancePence, isBalance: true, dueOn: null },
  ];
}

/** What the written quotes ask of jobs: the job an acceptance starts, and its page. */
export const quoteJobs = (db: Db, secret: Buffer): Omit<QuoteJobs, "cancelled"> => ({
  start(quote, now) {
    const { id } = startJob(db, secret, {
      leadId: quote.leadId,
      quoteId: quote.id,
      title: quote.content.title,
      agreedPence: quote.grossPence,
      stages: stagesOfQuote(quote, localDate(now)),
      by: "the customer, online",
      now,
    });
    return linkOfJob(db, secret, id) as string;
  },
  pageOf(quoteId) {
    const id = db.prepare("SELECT id FROM jobs WHERE written_quote_id = ?").pluck().get(quoteId) as
      | number
      | undefined;
    return id === undefined ? null : linkOfJob(db, secret, id);
  },
});
