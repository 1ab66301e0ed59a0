import type { Db } from "~/db/database.server";
import { formatMoney } from "~/lib/pounds";
import { formatDate, formatDateTime, localDate } from "~/lib/uk-time";
import { cancellationRight } from "./cancellation-rights";
import { quoteNumber } from "./quote-document.server";
import { linkOfQuote } from "./quote-links.server";
import {
  type QuoteState,
  quoteState,
  quotesOfLead,
  type WrittenQuote,
} from "./written-quote-store.server";

/** A lead's "Quote" section: where its quote stands, what happened to it, and what to do next. */

const quoteStateLabels: Record<QuoteState, string> = {
  draft: "Draft, not sent",
  sent: "Sent, not opened yet",
  opened: "Opened by the customer",
  accepted: "Accepted",
  cancelled: "Cancelled by the customer",
  replaced: "Replaced by a newer version",
  expired: "Expired without an answer",
};

const questionsOf = (db: Db, quoteId: number) =>
  db
    .prepare(
      "SELECT text, asked_at AS at FROM written_quote_questions WHERE written_quote_id = ? ORDER BY id",
    )
    .all(quoteId) as { text: string; at: string }[];

/** When the customer said the work may start, or why they were not asked. */
function startInWords(quote: WrittenQuote): string {
  if (quote.startEarly !== null)
    return quote.startEarly ? "asked to start within the 14 days" : "to start after the 14 days";
  const right = cancellationRight(quote.content);
  const why = right.applies
    ? ""
    : right.reason === "business"
      ? ": a business"
      : ": a new building";
  return `no 14 days to cancel${why}`;
}

function historyOf(db: Db, quote: WrittenQuote) {
  const events: { what: string; at: Date }[] = [];
  if (quote.sentAt) events.push({ what: "Sent", at: quote.sentAt });
  if (quote.openedAt) events.push({ what: "Opened", at: quote.openedAt });
  for (const question of questionsOf(db, quote.id))
    events.push({ what: `Question: ${question.text}`, at: new Date(question.at) });
  if (quote.acceptedAt)
    events.push({
      what: `Accepted, signed “${quote.acceptedName}”, ${startInWords(quote)}`,
      at: quote.acceptedAt,
    });
  if (quote.cancelledAt) events.push({ what: "Cancelled by the customer", at: quote.cancelledAt });
  return events
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map(({ what, at }) => ({ what, at: formatDateTime(at), key: `${what}-${at.toISOString()}` }));
}

export function leadQuoteSection(
  db: Db,
  {
    leadId,
    secret,
    now,
    canPrice,
  }: { leadId: number; secret: Buffer; now: number; canPrice: boolean },
) {
  const today = localDate(now);
  const [latest, ...older] = quotesOfLead(db, leadId);
  const shown = latest && {
    id: latest.id,
    name: `${quoteNumber(latest.number)} v${latest.version}`,
    title: latest.content.title,
    total: formatMoney(latest.grossPence),
    net: formatMoney(latest.netPence),
    state: quoteStateLabels[quoteState(latest, today)],
    validUntil: latest.validUntil ? formatDate(latest.validUntil) : null,
    customerPage: latest.sentAt ? linkOfQuote(db, secret, latest.id) : null,
    history: historyOf(db, latest),
  };
  const accepted = latest?.acceptedAt && !latest.cancelledAt;
  return {
    quote: shown ?? null,
    earlier: older
      .filter((quote) => quote.sentAt)
      .map((quote) => ({
        key: quote.id,
        name: `${quoteNumber(quote.number)} v${quote.version}`,
        state: quoteStateLabels[quoteState(quote, today)],
        total: formatMoney(quote.grossPence),
      })),
    write: canPrice && !accepted ? `/owner/leads/${leadId}/quote` : null,
    writeLabel: !latest
      ? "Write a quote"
      : latest.sentAt
        ? "Revise the quote"
        : "Go on with the draft",
  };
}

export type LeadQuoteSection = ReturnType<typeof leadQuoteSection>;
