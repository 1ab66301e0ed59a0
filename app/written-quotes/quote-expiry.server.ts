import type { Logger } from "pino";
import { writeTransaction } from "~/db/write-transaction.server";
import { leadContact } from "~/leads/lead-contact.server";
import { repeatEvery } from "~/lib/repeat.server";
import { localDate } from "~/lib/uk-time";
import { queueExpired } from "./quote-emails.server";
import { linkOfQuote } from "./quote-links.server";
import type { QuoteServices } from "./quote-services.server";
import { quoteById } from "./written-quote-store.server";

/**
 * Tells both sides once when a quote's price stops holding: the customer (call us for a fresh
 * one) and the firm. The row's `expiry_told_at` is set in the transaction that queues the
 * emails, so a restart or a second process never tells twice. Returns the quotes told of.
 */
export function tellOfExpiredQuotes(services: QuoteServices): number[] {
  const { db } = services;
  const now = services.now();
  const due = db
    .prepare(
      `SELECT id FROM written_quotes WHERE sent_at IS NOT NULL AND accepted_at IS NULL
       AND replaced_at IS NULL AND cancelled_at IS NULL AND expiry_told_at IS NULL
       AND valid_until < ?`,
    )
    .pluck()
    .all(localDate(now)) as number[];
  const told: number[] = [];
  for (const id of due) {
    const done = writeTransaction(db, () => {
      const claimed = db
        .prepare(
          "UPDATE written_quotes SET expiry_told_at = ? WHERE id = ? AND expiry_told_at IS NULL AND accepted_at IS NULL",
        )
        .run(new Date(now).toISOString(), id).changes;
      const quote = quoteById(db, id);
      const lead = quote && leadContact(db, quote.leadId);
      const link = linkOfQuote(db, services.secret, id);
      if (claimed === 0 || !quote?.document || !lead || !link) return false;
      const mail = services.mail();
      queueExpired({
        db,
        lead,
        quoteId: id,
        document: quote.document,
        link: new URL(link, mail.siteUrl).href,
        mail,
        now,
      });
      return true;
    });
    if (done) told.push(id);
  }
  if (told.length > 0) services.wakeOutbox();
  return told;
}

/** Looks for quotes that expired every 15 minutes, the first a minute after the start. */
export function startQuoteExpiry(services: QuoteServices, logger: Logger) {
  return repeatEvery(() => tellOfExpiredQuotes(services), {
    intervalMs: 15 * 60_000,
    firstRunDelayMs: 60_000,
    logger,
    failed: "quotes: could not tell of expired quotes",
  });
}
