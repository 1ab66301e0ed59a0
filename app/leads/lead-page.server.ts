import { data } from "react-router";
import { officeMinutesBetween } from "~/company/office-hours";
import { siteContent } from "~/content/site-content.server";
import type { Db } from "~/db/database.server";
import { amountForField, formatPounds } from "~/lib/pounds";
import { photosOf } from "~/photos/photo-store.server";
import { statusOptions } from "./inbox.server";
import { type EmailKind, getLead, type LeadDetail } from "./lead-detail.server";
import { leadSourceOf } from "./lead-source.server";
import { leadStatusLabels } from "./lead-statuses";
import { promisedReplyMinutes } from "./response-promise.server";

/** `/owner/leads/42`: only whole numbers name a lead; anything else is simply not found. */
export function leadIdFrom(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) throw data(null, { status: 404 });
  return Number(param);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The lead's emails as its page names them. */
function emailTitle(kind: EmailKind, firstName: string): string {
  const titles: Record<EmailKind, string> = {
    "owner-notification": "Your alert email",
    "customer-acknowledgement": `${firstName}'s confirmation email`,
    "visit-booked": `Survey visit booked: ${firstName}'s email`,
    "visit-booked-owner": "Survey visit booked online: your email",
    "visit-moved": `Survey visit moved: ${firstName}'s email`,
    "visit-moved-owner": "Survey visit moved online: your email",
    "visit-cancelled": `Survey visit cancelled: ${firstName}'s email`,
    "visit-cancelled-owner": "Survey visit cancelled online: your email",
    "visit-reminder": `Survey visit tomorrow: ${firstName}'s reminder`,
    "review-request": "Review request",
    "review-reminder": "Review reminder",
    "review-thanks": "Thank-you for the review",
    "escalation-owner": "Waiting: reminder to the owners",
    "escalation-team": "Due now: reminder to everyone",
    "chase-reminder": "To chase: reminder to the owners",
  };
  return titles[kind];
}

/**
 * Status changes and the job's value being set, newest first (a value given with Won comes
 * just above it).
 */
function history(lead: LeadDetail) {
  return [
    ...lead.valueHistory.map((change) => ({
      what:
        change.pence === null
          ? "Job value removed"
          : `Job value set to ${formatPounds(change.pence)}`,
      at: change.at,
      byEmail: change.byEmail,
    })),
    ...lead.history.map((change) => ({
      what: leadStatusLabels[change.status],
      at: change.at,
      byEmail: change.byEmail,
    })),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((entry) => ({
      what: entry.what,
      at: entry.at.toISOString(),
      by: entry.byEmail ?? "a removed user",
    }));
}

/** The lead page's 404, saying why. */
export const leadNotFound = (message: string) =>
  data({ title: "Lead not found", message }, { status: 404 });

/** The lead `id`, or the page's 404 (an address made up, or a lead deleted meanwhile). */
export function leadOrNotFound(db: Db, id: number): LeadDetail {
  const lead = getLead(db, id);
  if (!lead) throw leadNotFound("This quote request does not exist: it may have been deleted.");
  return lead;
}

/** Everything the lead page shows of the lead (its review is app/reviews'), as plain data. */
export function leadPage(db: Db, lead: LeadDetail, now = Date.now()) {
  const hours = siteContent().company.openingHours;
  const wonValuePence = lead.status === "won" ? lead.wonValuePence : null;
  const responseMinutes = officeMinutesBetween(
    lead.receivedAt,
    lead.firstResponseAt ?? new Date(now),
    hours,
  );
  return {
    id: lead.id,
    reference: lead.reference,
    receivedAt: lead.receivedAt.toISOString(),
    firstName: lead.firstName,
    name: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    phone: lead.phone,
    projectType: lead.projectTypeLabel,
    budget: lead.budgetLabel,
    priceGuide: lead.priceGuide,
    message: lead.message,
    photos: photosOf(db, lead.id).map((photo) => ({
      id: photo.id,
      position: photo.position,
      name: photo.originalName,
      thumbWidth: photo.thumbWidth,
      thumbHeight: photo.thumbHeight,
    })),
    status: lead.status,
    statusLabel: leadStatusLabels[lead.status],
    /** "£12,500" while the lead is won and its value given; a value kept from before is not shown. */
    wonValue: wonValuePence === null ? null : formatPounds(wonValuePence),
    /** The same, as its form shows it to change: "12,500"; empty when none. */
    wonValueField: wonValuePence === null ? "" : amountForField(wonValuePence),
    followUpOn: lead.followUpOn,
    response:
      lead.firstResponseAt || lead.status === "new"
        ? { minutes: responseMinutes, waiting: !lead.firstResponseAt }
        : null,
    promisedMinutes: promisedReplyMinutes(),
    history: history(lead),
    notes: lead.notes.map((note) => ({
      id: note.id,
      text: note.text,
      at: note.at.toISOString(),
      by: note.byEmail ?? "a removed user",
    })),
    emails: lead.emails.map((email) => ({
      kind: email.kind,
      title: emailTitle(email.kind, lead.firstName),
      to: email.to,
      state: email.state,
      retrying: email.retrying,
      sentAt: iso(email.sentAt),
      nextAttemptAt: iso(email.nextAttemptAt),
      problem: email.problem,
    })),
    statuses: statusOptions,
    companyName: siteContent().company.tradingName,
    source: leadSourceOf(db, lead.id),
  };
}

export type LeadPage = ReturnType<typeof leadPage>;
