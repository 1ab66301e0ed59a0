import type { Db } from "~/db/database.server";
import { takeNumber } from "~/db/number-sequences.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import { leadNotFound } from "~/leads/lead-error";
import type { QuoteContent } from "./quote-content";
import type { QuoteDocument } from "./quote-document";
import { QuoteError } from "./quote-error";
import { quoteTotals } from "./quote-totals";

/**
 * Written quotes as stored (`db/migrations/027-written-quotes.sql`): each version a row, a
 * draft until it is sent, then frozen with what the customer is shown. Where a quote stands is
 * read from its row's times, in this order: cancelled, accepted, replaced, expired, sent, draft.
 */

export type QuoteState =
  | "draft"
  | "sent"
  | "opened"
  | "accepted"
  | "cancelled"
  | "replaced"
  | "expired";

export interface WrittenQuote {
  id: number;
  leadId: number;
  number: number;
  version: number;
  content: QuoteContent;
  netPence: number;
  grossPence: number;
  writtenAt: Date;
  writtenBy: string;
  sentAt: Date | null;
  /** What the customer was shown, from sending on. */
  document: QuoteDocument | null;
  documentHash: string | null;
  /** The last UK day the price holds. */
  validUntil: string | null;
  openedAt: Date | null;
  replacedAt: Date | null;
  acceptedAt: Date | null;
  acceptedName: string | null;
  /** Asked to start within the 14 days; null when not accepted, or no right to cancel applies. */
  startEarly: boolean | null;
  cancelledAt: Date | null;
}

interface Row {
  id: number;
  leadId: number;
  number: number;
  version: number;
  content: string;
  netPence: number;
  grossPence: number;
  writtenAt: string;
  writtenBy: string;
  sentAt: string | null;
  document: string | null;
  documentHash: string | null;
  validUntil: string | null;
  openedAt: string | null;
  replacedAt: string | null;
  acceptedAt: string | null;
  acceptedName: string | null;
  startEarly: number | null;
  cancelledAt: string | null;
}

const quoteColumns = `id, quote_request_id AS leadId, number, version, content,
  net_pence AS netPence, gross_pence AS grossPence, written_at AS writtenAt,
  written_by AS writtenBy, sent_at AS sentAt, document, document_hash AS documentHash,
  valid_until AS validUntil, opened_at AS openedAt, replaced_at AS replacedAt,
  accepted_at AS acceptedAt, accepted_name AS acceptedName, start_early AS startEarly,
  cancelled_at AS cancelledAt`;

const instant = (at: string | null) => (at === null ? null : new Date(at));

function quoteOfRow(row: Row): WrittenQuote {
  return {
    ...row,
    content: JSON.parse(row.content) as QuoteContent,
    writtenAt: new Date(row.writtenAt),
    sentAt: instant(row.sentAt),
    document: row.document === null ? null : (JSON.parse(row.document) as QuoteDocument),
    openedAt: instant(row.openedAt),
    replacedAt: instant(row.replacedAt),
    acceptedAt: instant(row.acceptedAt),
    startEarly: row.startEarly === null ? null : row.startEarly === 1,
    cancelledAt: instant(row.cancelledAt),
  };
}

/** Where a quote stands on a UK day (`today`, YYYY-MM-DD). */
export function quoteState(quote: WrittenQuote, today: string): QuoteState {
  if (quote.cancelledAt) return "cancelled";
  if (quote.acceptedAt) return "accepted";
  if (quote.replacedAt) return "replaced";
  if (!quote.sentAt) return "draft";
  if (quote.validUntil !== null && today > quote.validUntil) return "expired";
  return quote.openedAt ? "opened" : "sent";
}

export const quoteById = (db: Db, id: number) => {
  const row = db.prepare(`SELECT ${quoteColumns} FROM written_quotes WHERE id = ?`).get(id);
  return row ? quoteOfRow(row as Row) : null;
};

/** Every version of a lead's quotes, newest first. */
export const quotesOfLead = (db: Db, leadId: number) =>
  (
    db
      .prepare(
        `SELECT ${quoteColumns} FROM written_quotes WHERE quote_request_id = ?
         ORDER BY number DESC, version DESC`,
      )
      .all(leadId) as Row[]
  ).map(quoteOfRow);

/** The customer opened the quote's page: the first time is kept. */
export const markOpened = (db: Db, id: number, now: number) =>
  db
    .prepare("UPDATE written_quotes SET opened_at = ? WHERE id = ? AND opened_at IS NULL")
    .run(new Date(now).toISOString(), id);

/** The lead's draft, if one is being written. */
export const draftOf = (db: Db, leadId: number) =>
  quotesOfLead(db, leadId).find((quote) => quote.sentAt === null) ?? null;

/** The lead's quote that counts: the latest version sent (accepted, cancelled or not). */
export const currentQuoteOf = (db: Db, leadId: number) =>
  quotesOfLead(db, leadId).find((quote) => quote.sentAt !== null) ?? null;

export const quoteAccepted = () =>
  new QuoteError(
    "accepted",
    "The customer has accepted this quote: it cannot be changed now. Agree a change with them and note it on the lead.",
  );

/**
 * Saves the lead's draft (made the first time): a revision of the quote already sent keeps its
 * number with the next version; a lead's first quote takes the firm's next number.
 */
export function saveDraft(
  db: Db,
  {
    leadId,
    content,
    user,
    now = Date.now(),
  }: { leadId: number; content: QuoteContent; user: ActingUser; now?: number },
): WrittenQuote {
  const totals = quoteTotals(content.lines);
  return writeTransaction(db, () => {
    const lead = db.prepare("SELECT id FROM quote_requests WHERE id = ?").get(leadId);
    if (!lead) throw leadNotFound(leadId);
    const current = currentQuoteOf(db, leadId);
    if (current?.acceptedAt && !current.cancelledAt) throw quoteAccepted();
    const at = new Date(now).toISOString();
    const json = JSON.stringify(content);
    const draft = draftOf(db, leadId);
    if (draft) {
      db.prepare(
        `UPDATE written_quotes SET content = ?, net_pence = ?, gross_pence = ?, written_at = ?,
           written_by = ? WHERE id = ?`,
      ).run(json, totals.netPence, totals.grossPence, at, user.email, draft.id);
      return quoteById(db, draft.id) as WrittenQuote;
    }
    const number = current && !current.acceptedAt ? current.number : takeNumber(db, "quote");
    const version = current && !current.acceptedAt ? current.version + 1 : 1;
    const { id } = db
      .prepare(
        `INSERT INTO written_quotes (quote_request_id, number, version, content, net_pence,
           gross_pence, written_at, written_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(leadId, number, version, json, totals.netPence, totals.grossPence, at, user.email) as {
      id: number;
    };
    return quoteById(db, id) as WrittenQuote;
  });
}
