import { createHash } from "node:crypto";
import { writeTransaction } from "~/db/write-transaction.server";
import { changeStatus } from "~/leads/lead-actions.server";
import { leadContact } from "~/leads/lead-contact.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { addDays, localDate } from "~/lib/uk-time";
import { isLargeDeposit, paymentSchedule } from "./payment-schedule";
import type { QuoteDocument } from "./quote-document";
import { quoteDocument } from "./quote-document.server";
import { type QuoteEmail, queueQuoteSent } from "./quote-emails.server";
import { newQuoteLink } from "./quote-links.server";
import { quotePdf, quotePdfFilename } from "./quote-pdf.server";
import type { QuoteServices } from "./quote-services.server";
import { quoteTotals } from "./quote-totals";
import {
  currentQuoteOf,
  draftOf,
  quoteAccepted,
  type WrittenQuote,
} from "./written-quote-store.server";

/** The record of exactly what the customer was shown: a hash of the document. */
export const documentHash = (document: QuoteDocument) =>
  createHash("sha256").update(JSON.stringify(document)).digest("base64url");

export type SendRefusal =
  | "no-draft"
  | "changed"
  | "no-address"
  | "payments-over-total"
  | "large-deposit";

export const sendRefusals: Record<SendRefusal, string> = {
  "no-draft": "There is no quote being written for this lead: write one first.",
  changed:
    "The quote was changed since this preview (in another tab, or by someone else): check it again before sending.",
  "no-address": "Give the address of the work before sending: the contract names it.",
  "payments-over-total":
    "The deposit and stage payments come to more than the total: lower them before sending.",
  "large-deposit":
    "The deposit is more than a quarter of the price. Customers are rightly wary of large deposits: tick the box to send it anyway, or lower it.",
};

/** The draft as it would be sent now: its document, or why it cannot go. */
export function previewOf(services: QuoteServices, draft: WrittenQuote, customerName: string) {
  const issuedOn = localDate(services.now());
  const document = quoteDocument(services.mail().company, {
    number: draft.number,
    version: draft.version,
    content: draft.content,
    issuedOn,
    validUntil: addDays(issuedOn, draft.content.validDays),
    customerName,
    terms: services.terms(),
  });
  const { grossPence } = quoteTotals(draft.content.lines);
  const schedule = paymentSchedule(draft.content, grossPence);
  const problem: SendRefusal | null = !draft.content.siteAddress
    ? "no-address"
    : !schedule
      ? "payments-over-total"
      : null;
  return {
    document,
    problem,
    largeDeposit: schedule !== null && isLargeDeposit(schedule, grossPence),
    validUntil: addDays(issuedOn, draft.content.validDays),
  };
}

/**
 * Sends the lead's draft as it was previewed (`writtenAt` says which): freezes it with its
 * document and a new private link, marks the versions it replaces, moves the lead to Quoted and
 * queues the customer's email with the PDF. The PDF is made first, outside the transaction.
 */
export async function sendQuote(
  services: QuoteServices,
  {
    leadId,
    writtenAt,
    largeDepositOk,
    user,
  }: { leadId: number; writtenAt: string; largeDepositOk: boolean; user: ActingUser },
): Promise<{ ok: true; quote: WrittenQuote } | { ok: false; problem: SendRefusal }> {
  const { db } = services;
  const lead = leadContact(db, leadId);
  const draft = draftOf(db, leadId);
  if (!lead || !draft) return { ok: false, problem: "no-draft" };
  if (draft.writtenAt.toISOString() !== writtenAt) return { ok: false, problem: "changed" };
  const preview = previewOf(services, draft, `${lead.firstName} ${lead.lastName}`);
  if (preview.problem) return { ok: false, problem: preview.problem };
  if (preview.largeDeposit && !largeDepositOk) return { ok: false, problem: "large-deposit" };
  const { document } = preview;
  const pdf = await quotePdf(document);
  const now = services.now();
  const mail = services.mail();
  const sent = writeTransaction(db, () => {
    const still = draftOf(db, leadId);
    if (!still || still.writtenAt.getTime() !== draft.writtenAt.getTime()) return null;
    const current = currentQuoteOf(db, leadId);
    if (current?.acceptedAt && !current.cancelledAt) throw quoteAccepted();
    const at = new Date(now).toISOString();
    const link = newQuoteLink(db, services.secret, { id: draft.id, leadId }, now);
    db.prepare(
      `UPDATE written_quotes SET replaced_at = ? WHERE quote_request_id = ? AND number = ?
         AND sent_at IS NOT NULL AND replaced_at IS NULL AND accepted_at IS NULL`,
    ).run(at, leadId, draft.number);
    db.prepare(
      `UPDATE written_quotes SET sent_at = ?, document = ?, document_hash = ?, valid_until = ?
       WHERE id = ?`,
    ).run(at, JSON.stringify(document), documentHash(document), preview.validUntil, draft.id);
    changeStatus(db, { leadId, status: "quoted", user, now });
    const email: QuoteEmail = {
      db,
      lead,
      quoteId: draft.id,
      document,
      link: new URL(link, mail.siteUrl).href,
      mail,
      now,
    };
    queueQuoteSent(email, { filename: quotePdfFilename(document, false), bytes: pdf });
    return draft.id;
  });
  if (sent === null) return { ok: false, problem: "changed" };
  services.wakeOutbox();
  const quote = currentQuoteOf(db, leadId);
  if (!quote) throw new Error("The quote just sent could not be read back.");
  return { ok: true, quote };
}
