import { recordAudit } from "~/accounts/audit-log.server";
import type { Db } from "~/db/database.server";
import { writeTransaction } from "~/db/write-transaction.server";
import { leadContact } from "~/leads/lead-contact.server";
import type { ActingUser } from "~/leads/lead-deletion.server";
import type { MailContext } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import { linkToken } from "~/private-links/private-links.server";
import { reviewRequestEmail } from "./review-emails.server";
import { type ReviewJob, reviewLinkDays } from "./review-job";
import { reviewLinks, writeReviewPath } from "./review-links.server";

export interface ReviewSecrets {
  secret: Buffer;
  mail: MailContext;
}

/** Why a request for a review was not sent, in the owner's words. */
export class ReviewRequestError extends Error {}

/**
 * Asks the customer of a lead for a review: a personal link, by email now and on the owner's
 * page to send by text. One request per lead; the link works once, for 60 days.
 */
export function askForReview(
  db: Db,
  {
    leadId,
    job,
    by,
    now = Date.now(),
  }: { leadId: number; job: ReviewJob; by: ActingUser; now?: number },
  { secret, mail }: ReviewSecrets,
): { link: string } {
  return writeTransaction(db, () => {
    const lead = leadContact(db, leadId);
    if (!lead) throw new ReviewRequestError("This lead no longer exists.");
    if (reviewRequestOf(db, leadId, { secret, mail }, now))
      throw new ReviewRequestError("A review was already asked for on this lead.");
    const expiresAt = new Date(now + reviewLinkDays * 24 * 60 * 60 * 1000);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO review_requests (quote_request_id, service_slug, job, project_slug, town,
           asked_at, asked_by, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        leadId,
        job.serviceSlug,
        job.job,
        job.projectSlug,
        job.town,
        new Date(now).toISOString(),
        by.email,
        expiresAt.toISOString(),
      );
    const token = linkToken(
      db,
      secret,
      { purpose: reviewLinks.write, opens: Number(lastInsertRowid), leadId },
      now,
    );
    const link = new URL(writeReviewPath(token), mail.siteUrl).href;
    queueEmail(db, {
      leadId,
      kind: "review-request",
      about: `lead ${leadId}`,
      message: reviewRequestEmail(lead, { link, expiresAt, job: job.job }, mail),
      now,
    });
    recordAudit(
      db,
      { event: "review-asked", userId: by.id, email: by.email, detail: lead.reference },
      now,
    );
    return { link };
  });
}

/** The one reminder: the same link again, while it is unused and unexpired. */
export function remindAboutReview(
  db: Db,
  { leadId, by, now = Date.now() }: { leadId: number; by: ActingUser; now?: number },
  secrets: ReviewSecrets,
): void {
  writeTransaction(db, () => {
    const request = reviewRequestOf(db, leadId, secrets, now);
    const lead = leadContact(db, leadId);
    if (!request || !lead) throw new ReviewRequestError("No review was asked for on this lead.");
    if (request.state !== "waiting")
      throw new ReviewRequestError(
        request.state === "written"
          ? "The customer has already written their review."
          : "The link has expired: it worked for 60 days.",
      );
    if (request.remindedAt) throw new ReviewRequestError("A reminder was already sent.");
    db.prepare("UPDATE review_requests SET reminded_at = ? WHERE quote_request_id = ?").run(
      new Date(now).toISOString(),
      leadId,
    );
    queueEmail(db, {
      leadId,
      kind: "review-reminder",
      about: `lead ${leadId}`,
      message: reviewRequestEmail(
        lead,
        {
          link: request.link,
          expiresAt: new Date(request.expiresAt),
          job: request.job,
          reminder: { askedAt: new Date(request.askedAt), now: new Date(now) },
        },
        secrets.mail,
      ),
      now,
    });
    recordAudit(
      db,
      { event: "review-reminded", userId: by.id, email: by.email, detail: lead.reference },
      now,
    );
  });
}

/** A lead's review request as its page shows it, with the link to send again by text. */
export function reviewRequestOf(
  db: Db,
  leadId: number,
  { secret, mail }: ReviewSecrets,
  now = Date.now(),
) {
  const row = db
    .prepare(
      `SELECT id, job, town, asked_at AS askedAt, asked_by AS askedBy, expires_at AS expiresAt,
         reminded_at AS remindedAt, used_at AS usedAt
       FROM review_requests WHERE quote_request_id = ?`,
    )
    .get(leadId) as
    | {
        id: number;
        job: string;
        town: string;
        askedAt: string;
        askedBy: string;
        expiresAt: string;
        remindedAt: string | null;
        usedAt: string | null;
      }
    | undefined;
  if (!row) return undefined;
  const { id, ...request } = row;
  const token = linkToken(db, secret, { purpose: reviewLinks.write, opens: id, leadId }, now);
  const state = request.usedAt
    ? ("written" as const)
    : Date.parse(request.expiresAt) <= now
      ? ("expired" as const)
      : ("waiting" as const);
  return {
    ...request,
    state,
    link: new URL(writeReviewPath(token), mail.siteUrl).href,
  };
}

/**
 * Who the review request a link opened is for (`requestId`, from `openLink` or `openedBy`), if
 * the link still works: the customer's names and the job.
 */
export function openReviewLink(db: Db, requestId: number | null, now = Date.now()) {
  const row = db
    .prepare(
      `SELECT r.id, r.service_slug AS serviceSlug, r.job, r.project_slug AS projectSlug,
         r.town, r.expires_at AS expiresAt, r.used_at AS usedAt, q.id AS leadId,
         q.first_name AS firstName, q.last_name AS lastName, q.email, v.shown_name AS shownName
       FROM review_requests r LEFT JOIN quote_requests q ON q.id = r.quote_request_id
         LEFT JOIN reviews v ON v.review_request_id = r.id
       WHERE r.id = ?`,
    )
    .get(requestId) as OpenRow | undefined;
  if (row?.usedAt) return { problem: "used" as const, shownName: row.shownName };
  if (!row || row.leadId === null) return { problem: "unknown" as const };
  if (Date.parse(row.expiresAt) <= now) return { problem: "expired" as const };
  return {
    request: row as OpenRow & {
      leadId: number;
      firstName: string;
      lastName: string;
      email: string;
    },
  };
}

interface OpenRow extends ReviewJob {
  id: number;
  expiresAt: string;
  usedAt: string | null;
  leadId: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** The review written with the link, if it was (and is still there). */
  shownName: string | null;
}
