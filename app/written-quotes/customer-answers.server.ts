import { writeTransaction } from "~/db/write-transaction.server";
import { changeStatus } from "~/leads/lead-actions.server";
import { leadContact } from "~/leads/lead-contact.server";
import { formatFullDateTime, localDate } from "~/lib/uk-time";
import { lastDayToCancel, withinCancellationPeriod } from "./cancellation-rights";
import {
  type QuoteEmail,
  queueAccepted,
  queueCancelled,
  queueQuestion,
} from "./quote-emails.server";
import { QuoteError } from "./quote-error";
import { linkOfQuote } from "./quote-links.server";
import { quotePdf, quotePdfFilename } from "./quote-pdf.server";
import type { QuoteServices } from "./quote-services.server";
import { quoteById, quoteState, type WrittenQuote } from "./written-quote-store.server";

/**
 * What the customer does on their quote's page: ask a question, accept, cancel. Each is checked
 * again inside BEGIN IMMEDIATE against the stored quote, so a second press, a second tab or a
 * replay changes nothing, and a post for a version replaced meanwhile is refused.
 */

const stateProblems = {
  replaced: () =>
    new QuoteError(
      "replaced",
      "This quote has been replaced by a newer version: see the current one.",
    ),
  expired: () =>
    new QuoteError(
      "expired",
      "This quote has expired: call us and we will send you a fresh one.",
      410,
    ),
  cancelled: () => new QuoteError("cancelled", "This contract was cancelled.", 410),
  accepted: (quote: WrittenQuote) =>
    new QuoteError(
      "already-accepted",
      `This quote was already accepted${quote.acceptedAt ? ` on ${formatFullDateTime(quote.acceptedAt)}` : ""}: nothing more to do.`,
    ),
};

function emailOf(services: QuoteServices, quote: WrittenQuote, now: number): QuoteEmail {
  const lead = leadContact(services.db, quote.leadId);
  const mail = services.mail();
  const link = linkOfQuote(services.db, services.secret, quote.id);
  if (!lead || !quote.document || !link) throw new Error(`Quote ${quote.id} is not a sent quote`);
  return {
    db: services.db,
    lead,
    quoteId: quote.id,
    document: quote.document,
    link: new URL(link, mail.siteUrl).href,
    mail,
    now,
  };
}

/** Reads the quote inside the transaction; refuses it unless it can still be answered. */
function openQuote(services: QuoteServices, quoteId: number, now: number) {
  const quote = quoteById(services.db, quoteId);
  if (!quote?.sentAt) throw new QuoteError("not-sent", "There is no such quote.", 404);
  const state = quoteState(quote, localDate(now));
  if (state === "replaced" || state === "expired" || state === "cancelled")
    throw stateProblems[state]();
  return { quote, state };
}

const mostQuestionsAnHour = 5;

export function askQuestion(services: QuoteServices, quoteId: number, text: string) {
  const { db } = services;
  const now = services.now();
  const asked = writeTransaction(db, () => {
    const { quote } = openQuote(services, quoteId, now);
    const lately = db
      .prepare(
        "SELECT count(*) FROM written_quote_questions WHERE written_quote_id = ? AND asked_at > ?",
      )
      .pluck()
      .get(quoteId, new Date(now - 3_600_000).toISOString()) as number;
    if (lately >= mostQuestionsAnHour)
      throw new QuoteError(
        "too-many-questions",
        "You have sent us several questions in the last hour: we will answer them soon. If it is urgent, please call us.",
        429,
      );
    const id = db
      .prepare(
        "INSERT INTO written_quote_questions (written_quote_id, text, asked_at) VALUES (?, ?, ?) RETURNING id",
      )
      .pluck()
      .get(quoteId, text, new Date(now).toISOString()) as number;
    queueQuestion(emailOf(services, quote, now), text, id);
    return quote;
  });
  services.wakeOutbox();
  const name = asked.document?.customer.name ?? "The customer";
  services.alert({
    title: "Question on a quote",
    body: `${name}: ${text.slice(0, 100)}`,
    url: `/owner/leads/${asked.leadId}`,
    tag: `quote-question-${quoteId}`,
  });
}

export interface Accepting {
  quoteId: number;
  /** The hash of the document the page showed: a version changed meanwhile is refused. */
  shownHash: string;
  name: string;
  startEarly: boolean;
  ipHash: string;
  userAgent: string;
}

export async function acceptQuote(services: QuoteServices, accepting: Accepting) {
  const { db } = services;
  const now = services.now();
  const { quote: before } = openQuote(services, accepting.quoteId, now);
  if (before.acceptedAt) throw stateProblems.accepted(before);
  if (!before.document) throw new QuoteError("not-sent", "There is no such quote.", 404);
  const applies = before.document.cancellation.applies;
  const startEarly = applies && accepting.startEarly;
  const when = formatFullDateTime(now);
  const signed = await quotePdf(before.document, { name: accepting.name, at: when, startEarly });
  writeTransaction(db, () => {
    const { quote } = openQuote(services, accepting.quoteId, now);
    if (quote.acceptedAt) throw stateProblems.accepted(quote);
    if (quote.documentHash !== accepting.shownHash)
      throw new QuoteError(
        "changed",
        "This quote changed while you were reading it: please read the current version before accepting.",
      );
    db.prepare(
      `UPDATE written_quotes SET accepted_at = ?, accepted_name = ?, accepted_hash = ?,
       accepted_ip_hash = ?, accepted_user_agent = ?, start_early = ? WHERE id = ? AND accepted_at IS NULL`,
    ).run(
      new Date(now).toISOString(),
      accepting.name,
      accepting.shownHash,
      accepting.ipHash,
      accepting.userAgent.slice(0, 300),
      // Not applicable (NULL) where there is no right to cancel: nothing was asked.
      applies ? Number(startEarly) : null,
      quote.id,
    );
    changeStatus(db, {
      leadId: quote.leadId,
      status: "won",
      wonValuePence: quote.netPence,
      user: null,
      now,
    });
    const jobPage = services.jobs.start(quote, now);
    queueAccepted(
      { ...emailOf(services, quote, now), link: new URL(jobPage, services.mail().siteUrl).href },
      {
        name: accepting.name,
        when,
        startEarly,
        lastDayToCancel: applies ? lastDayToCancel(now) : null,
      },
      {
        filename: quotePdfFilename(before.document as NonNullable<typeof before.document>, true),
        bytes: signed,
      },
    );
  });
  services.wakeOutbox();
  services.alert({
    title: "Quote accepted",
    body: `${accepting.name} · ${before.document.totals.at(-1)?.amount ?? ""}`,
    url: `/owner/leads/${before.leadId}`,
    tag: `quote-accepted-${before.id}`,
  });
}

/** Whether an accepted quote can still be cancelled online now, and until when. */
export function cancellableUntil(quote: WrittenQuote, now: number): string | null {
  if (!quote.acceptedAt || quote.cancelledAt || !quote.document?.cancellation.applies) return null;
  return withinCancellationPeriod(quote.acceptedAt, now) ? lastDayToCancel(quote.acceptedAt) : null;
}

export function cancelContract(services: QuoteServices, quoteId: number) {
  const { db } = services;
  const now = services.now();
  const cancelled = writeTransaction(db, () => {
    const quote = quoteById(db, quoteId);
    if (!quote?.sentAt) throw new QuoteError("not-sent", "There is no such quote.", 404);
    if (quote.cancelledAt) throw stateProblems.cancelled();
    if (!quote.acceptedAt)
      throw new QuoteError(
        "not-accepted",
        "This quote has not been accepted, so there is no contract to cancel.",
      );
    if (!quote.document?.cancellation.applies)
      throw new QuoteError("no-right", "This contract has no 14-day cancellation period.", 403);
    if (!withinCancellationPeriod(quote.acceptedAt, now))
      throw new QuoteError(
        "period-over",
        "The 14-day cancellation period is over, so the contract can no longer be cancelled here. Please call us.",
        403,
      );
    db.prepare("UPDATE written_quotes SET cancelled_at = ? WHERE id = ?").run(
      new Date(now).toISOString(),
      quote.id,
    );
    changeStatus(db, { leadId: quote.leadId, status: "lost", user: null, now });
    queueCancelled(emailOf(services, quote, now), formatFullDateTime(now));
    services.jobs.cancelled(quote.id);
    return quote;
  });
  services.wakeOutbox();
  services.alert({
    title: "Contract cancelled",
    body: `${cancelled.document?.customer.name ?? "A customer"} cancelled quote ${cancelled.document?.number ?? ""}`,
    url: `/owner/leads/${cancelled.leadId}`,
    tag: `quote-cancelled-${quoteId}`,
  });
}
