import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import type { OutgoingMessage } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import { type LeadSource, leadSource } from "~/traffic/arrival-source.server";
import {
  customerAcknowledgement,
  ownerNotification,
  type QuoteEmailContext,
} from "./quote-emails.server";
import type { QuoteRequest } from "./quote-request";
import type { QuotePhotos, QuoteReceipt, QuoteStore, Sender } from "./quote-store";

/** Errors that mean "the database cannot take a write just now", not "this request is bad". */
const transientCodes = new Set([
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_FULL",
  "SQLITE_IOERR",
  "SQLITE_CANTOPEN",
  "SQLITE_READONLY",
]);

export function isTransientDatabaseError(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? "";
  return [...transientCodes].some((transient) => code.startsWith(transient));
}

/** A lead's source as its columns; all NULL when unknown. */
const sourceColumns = (source: LeadSource | null | undefined) => ({
  visitSource: source?.source ?? null,
  visitMedium: source?.medium ?? null,
  visitCampaign: source?.campaign ?? null,
  landingPage: source?.landingPage ?? null,
});

/** "MC-00042": short enough to read out over the phone. */
export function referenceFor(id: number): string {
  return `MC-${String(id).padStart(5, "0")}`;
}

/** Same key and same answers: the same request, however many times it arrives. */
export function dedupeKey(request: QuoteRequest, idempotencyKey: string): string {
  const canonical = JSON.stringify([
    idempotencyKey,
    request.firstName,
    request.lastName,
    request.email.toLowerCase(),
    request.phone,
    request.projectType,
    request.budget ?? "",
    request.message,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/**
 * What a new request sets off, once stored (never for a duplicate): its emails go at once, and
 * the owner's phones are alerted. A request that cannot be stored just now is logged (the
 * visitor is told to try again or call).
 */
export interface QuoteStoreHooks {
  /** The customer's private link to book a survey visit, made with the request (a path). */
  visitLink?: (requestId: number) => string;
  sendEmails?: () => void;
  alertPhones?: (requestId: number) => void;
  logger?: Pick<Logger, "error">;
}

/**
 * Stores a quote request, ties its photos to it and queues its two emails in one transaction,
 * so that once `receive` returns, the request, its photos and the duty to tell both parties
 * are on disk together. A duplicate keeps the photos of the first (the caller discards these).
 */
export function createQuoteStore(
  db: Db,
  emails: QuoteEmailContext,
  { visitLink, sendEmails, alertPhones, logger }: QuoteStoreHooks = {},
): QuoteStore {
  const insertRequest = db.prepare(`
    INSERT INTO quote_requests
      (dedupe_key, received_at, first_name, last_name, email, phone, project_type, budget, message, ip_hash, user_agent, form_age_ms,
       visit_source, visit_medium, visit_campaign, landing_page, price_guide, price_guide_job)
    VALUES
      (@dedupeKey, @receivedAt, @firstName, @lastName, @email, @phone, @projectType, @budget, @message, @ipHash, @userAgent, @formAgeMs,
       @visitSource, @visitMedium, @visitCampaign, @landingPage, @priceGuide, @priceGuideJob)
    ON CONFLICT (dedupe_key) DO NOTHING`);
  const findByDedupeKey = db
    .prepare("SELECT reference FROM quote_requests WHERE dedupe_key = ?")
    .pluck();
  const setReference = db.prepare("UPDATE quote_requests SET reference = ? WHERE id = ?");

  const store = (
    request: QuoteRequest,
    idempotencyKey: string,
    sender: Sender,
    photos: QuotePhotos | undefined,
  ): { receipt: QuoteReceipt; id?: number } =>
    writeTransaction(db, () => {
      const key = dedupeKey(request, idempotencyKey);
      const receivedAt = new Date();
      const result = insertRequest.run({
        dedupeKey: key,
        receivedAt: receivedAt.toISOString(),
        ...request,
        budget: request.budget ?? null,
        priceGuide: sender.priceGuide?.seen ?? null,
        priceGuideJob: sender.priceGuide?.job ?? null,
        ipHash: sender.ipHash,
        userAgent: sender.userAgent?.slice(0, 300) ?? null,
        formAgeMs: sender.formAgeMs,
        ...sourceColumns(sender.arrival && leadSource(sender.arrival, emails.siteUrl)),
      });
      if (result.changes === 0) {
        return { receipt: { status: "duplicate", reference: findByDedupeKey.get(key) as string } };
      }
      const id = Number(result.lastInsertRowid);
      const reference = referenceFor(id);
      setReference.run(reference, id);
      photos?.commitTo(id);
      const quote = {
        reference,
        receivedAt,
        request,
        photos: photos?.count ?? 0,
        priceGuide: sender.priceGuide?.seen,
        visitLink: visitLink?.(id),
      };
      const messages: [string, OutgoingMessage][] = [
        ["owner-notification", ownerNotification(quote, emails)],
        ["customer-acknowledgement", customerAcknowledgement(quote, emails)],
      ];
      for (const [kind, message] of messages)
        queueEmail(db, {
          kind,
          about: `lead ${id}`,
          message,
          leadId: id,
          now: receivedAt.getTime(),
        });
      return { receipt: { status: "stored", reference, visitLink: quote.visitLink }, id };
    });

  return {
    save(request, idempotencyKey, sender, photos) {
      let receipt: QuoteReceipt;
      let id: number | undefined;
      try {
        ({ receipt, id } = store(request, idempotencyKey, sender, photos));
      } catch (error) {
        if (isTransientDatabaseError(error)) {
          logger?.error(
            { err: error },
            "a quote request could not be stored: the visitor was asked to retry",
          );
          return { status: "unavailable" };
        }
        throw error;
      }
      if (id !== undefined) {
        sendEmails?.();
        alertPhones?.(id);
      }
      return receipt;
    },
  };
}
