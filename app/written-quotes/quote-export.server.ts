import type { Db } from "~/db/database.server";
import type { MoreLeadColumns } from "~/leads/leads-csv.server";
import { amountForCsv } from "~/lib/pounds";
import { localDate, localDateTime } from "~/lib/uk-time";
import { quoteNumber } from "./quote-document.server";
import { quoteState, quotesOfLead, type WrittenQuote } from "./written-quote-store.server";

/**
 * A lead's written quotes in the leads' CSV, the name it was signed with and the questions
 * being personal data: one column per detail, one line per version sent (newest first) in each,
 * so the lines of a row match up.
 */
const columns: [name: string, cell: (quote: WrittenQuote, db: Db, today: string) => string][] = [
  ["Quote", (quote) => `${quoteNumber(quote.number)} v${quote.version}`],
  ["Quote stands", (quote, _, today) => quoteState(quote, today)],
  ["Quote total (£)", (quote) => amountForCsv(quote.grossPence)],
  ["Quote before VAT (£)", (quote) => amountForCsv(quote.netPence)],
  ["Quote sent", (quote) => (quote.sentAt ? localDateTime(quote.sentAt) : "")],
  [
    "Quote accepted",
    (quote) =>
      quote.acceptedAt ? `${localDateTime(quote.acceptedAt)}, signed "${quote.acceptedName}"` : "",
  ],
  [
    "Start within the 14 days",
    (quote) =>
      !quote.acceptedAt
        ? ""
        : quote.startEarly === null
          ? "Not applicable"
          : quote.startEarly
            ? "Yes"
            : "No",
  ],
  ["Contract cancelled", (quote) => (quote.cancelledAt ? localDateTime(quote.cancelledAt) : "")],
  [
    "Questions on the quote",
    (quote, db) =>
      (
        db
          .prepare(
            "SELECT text FROM written_quote_questions WHERE written_quote_id = ? ORDER BY id",
          )
          .pluck()
          .all(quote.id) as string[]
      )
        .map((text) => text.replace(/\s+/g, " ").trim())
        .join(" / "),
  ],
];

/** The columns the leads' export adds for the written quotes, read lead by lead. */
export function quoteCsvColumns(db: Db, now = Date.now()): MoreLeadColumns {
  const today = localDate(now);
  return {
    names: columns.map(([name]) => name),
    cellsOf: (leadId) => {
      const sent = quotesOfLead(db, leadId).filter((quote) => quote.sentAt);
      return columns.map(([, cell]) => {
        const lines = sent.map((quote) => cell(quote, db, today));
        return lines.every((line) => line === "")
          ? ""
          : lines.map((line) => line || "–").join("\n");
      });
    },
  };
}
