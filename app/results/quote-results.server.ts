import { median } from "~/company/office-hours";
import type { Db } from "~/db/database.server";
import type { LeadOutcome } from "~/leads/lead-figures.server";
import { quotesOfLeads } from "~/written-quotes/quote-figures.server";

/** Written quotes of a set of requests: sent, accepted online, and how soon accepted. */
export interface QuoteResult {
  quotesSent: number;
  quotesAccepted: number;
  /** Median calendar days from the first quote sent to its acceptance; null when none was. */
  medianDaysToAccept: number | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The period's requests' written quotes, in all and by source. */
export function quoteResults(db: Db, leads: readonly LeadOutcome[]) {
  const quotes = quotesOfLeads(
    db,
    leads.map((lead) => lead.id),
  );
  const tally = () => ({ quotesSent: 0, quotesAccepted: 0, days: [] as number[] });
  const all = tally();
  const bySource = new Map<string, ReturnType<typeof tally>>();
  for (const lead of leads) {
    const quote = quotes.get(lead.id);
    if (!quote) continue;
    const source = bySource.get(lead.source) ?? tally();
    bySource.set(lead.source, source);
    for (const row of [all, source]) {
      row.quotesSent++;
      if (quote.acceptedAt) {
        row.quotesAccepted++;
        row.days.push((quote.acceptedAt.getTime() - quote.firstSentAt.getTime()) / dayMs);
      }
    }
  }
  const result = ({ quotesSent, quotesAccepted, days }: ReturnType<typeof tally>): QuoteResult => ({
    quotesSent,
    quotesAccepted,
    medianDaysToAccept: median(days),
  });
  return {
    total: result(all),
    bySource: new Map(
      [...bySource].map(([source, row]): [string, QuoteResult] => [source, result(row)]),
    ),
  };
}
