import { data } from "react-router";
import type { SignedInUser } from "~/accounts/sessions.server";
import { siteContent } from "~/content/site-content.server";
import { photosOf } from "~/photos/photo-store.server";
import {
  askFromLead,
  leadReview,
  type ReviewOutcome,
  remindFromLead,
} from "~/reviews/lead-review.server";
import type { OwnerArea } from "~/server-context";
import { statusOptions } from "./inbox.server";
import {
  addNote,
  changeStatus,
  sendEmailAgain,
  setFollowUp,
  setWonValue,
} from "./lead-actions.server";
import { deleteLead } from "./lead-deletion.server";
import { type EmailKind, emailKinds, getLead, type LeadDetail } from "./lead-detail.server";
import { LeadError } from "./lead-error";
import { correctLeadSource, leadSourceOf } from "./lead-source.server";
import { isLeadStatus, type LeadStatus, leadStatusLabels } from "./lead-statuses";
import { officeMinutesBetween } from "./office-hours";
import { amountForField, formatPounds, parsePounds } from "./pounds";
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
    "review-request": "Review request",
    "review-reminder": "Review reminder",
    "review-thanks": "Thank-you for the review",
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

/** Everything the lead page shows, as plain data for the browser. */
export function leadPage(
  services: Pick<OwnerArea, "db" | "reviews">,
  id: number,
  now = Date.now(),
) {
  const lead = getLead(services.db, id);
  if (!lead)
    throw data(
      {
        title: "Lead not found",
        message: "This quote request does not exist: it may have been deleted.",
      },
      { status: 404 },
    );
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
    message: lead.message,
    photos: photosOf(services.db, lead.id).map((photo) => ({
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
    review: leadReview(services.reviews, lead, now),
    source: leadSourceOf(services.db, lead.id),
  };
}

export type LeadPage = ReturnType<typeof leadPage>;

/** What the status or job value form sent, to show again beside a refusal. */
interface ValueSent {
  status?: string;
  value: string;
}

/**
 * What a form on the lead page did; a refusal carries its HTTP status (400, 403 for staff, 409
 * when the lead's review request is not in a state for it). A refused job value says what is
 * wrong with it beside the field (`errors.value`) and gives back what was typed.
 */
type Outcome =
  | {
      ok: boolean;
      field: string;
      message: string;
      status?: 400 | 403;
      errors?: { value: string };
      sent?: ValueSent;
    }
  | ReviewOutcome;

const valueRefused = (field: "status" | "won-value", problem: string, sent: ValueSent) => ({
  ok: false,
  field,
  message:
    field === "status"
      ? "Nothing was saved: check the job's value."
      : "The job's value was not saved: check it.",
  status: 400 as const,
  errors: { value: problem },
  sent,
});

/** A job value refused, as the lead page's forms show it. */
export type ValueRefusal = ReturnType<typeof valueRefused>;

/** The success message of the status form: the value with Won, or that it is kept. */
function statusChanged(
  services: Pick<OwnerArea, "db">,
  leadId: number,
  status: LeadStatus,
): string {
  const changed = `Status changed to ${leadStatusLabels[status]}`;
  const pence = getLead(services.db, leadId)?.wonValuePence ?? null;
  if (pence === null) return `${changed}.`;
  return status === "won"
    ? `${changed}, job value ${formatPounds(pence)}.`
    : `${changed}. Its job value is kept, should it be marked Won again.`;
}

/** Carries out one of the lead page's forms; a LeadError becomes a message next to that form. */
export function actOnLead(
  services: Pick<OwnerArea, "db" | "reviews" | "wakeOutbox" | "photosDir">,
  { leadId, user, form }: { leadId: number; user: SignedInUser; form: FormData },
): Outcome | { deleted: string } {
  const intent = String(form.get("intent") ?? "");
  const acting = { id: user.id, email: user.email };
  try {
    switch (intent) {
      case "status": {
        const status = form.get("status");
        if (!isLeadStatus(status))
          return { ok: false, field: "status", message: "Choose a status from the list." };
        // The value field of the status form: empty leaves a value already stored as it is.
        const typed = String(form.get("value") ?? "");
        const value = parsePounds(typed);
        if (!value.ok) return valueRefused("status", value.message, { status, value: typed });
        if (value.pence !== null && status !== "won")
          return valueRefused(
            "status",
            "A job's value goes with Won: choose Won, or leave the value empty.",
            { status, value: typed },
          );
        changeStatus(services.db, {
          leadId,
          status,
          ...(value.pence === null ? {} : { wonValuePence: value.pence }),
          user: acting,
        });
        return { ok: true, field: "status", message: statusChanged(services, leadId, status) };
      }
      case "won-value": {
        // The Job value form of a won lead: empty removes the value.
        const typed = String(form.get("value") ?? "");
        const value = parsePounds(typed);
        if (!value.ok) return valueRefused("won-value", value.message, { value: typed });
        setWonValue(services.db, { leadId, pence: value.pence, user: acting });
        return {
          ok: true,
          field: "won-value",
          message:
            value.pence === null
              ? "Job value removed."
              : `Job value saved: ${formatPounds(value.pence)}.`,
        };
      }
      case "note":
        addNote(services.db, { leadId, text: String(form.get("note") ?? ""), user: acting });
        return { ok: true, field: "note", message: "Note added." };
      case "follow-up": {
        const date = String(form.get("date") ?? "").trim();
        if (!date) return { ok: false, field: "follow-up", message: "Choose a date first." };
        setFollowUp(services.db, { leadId, date });
        return { ok: true, field: "follow-up", message: "Follow-up date saved." };
      }
      case "clear-follow-up":
        setFollowUp(services.db, { leadId, date: null });
        return { ok: true, field: "follow-up", message: "Follow-up date cleared." };
      case "send-again": {
        const kind = emailKinds.find((known) => known === form.get("kind"));
        if (!kind || !sendEmailAgain(services.db, { leadId, kind }))
          return {
            ok: false,
            field: "emails",
            message: "That email cannot be sent again just now.",
          };
        services.wakeOutbox();
        return { ok: true, field: "emails", message: "The email is on its way again." };
      }
      case "ask-review": {
        const lead = getLead(services.db, leadId);
        if (!lead)
          throw data(
            { title: "Lead not found", message: "This quote request no longer exists." },
            { status: 404 },
          );
        return askFromLead(services.reviews, {
          leadId,
          status: lead.status,
          user,
          form,
        });
      }
      case "source":
        correctLeadSource(services.db, { leadId, text: String(form.get("source") ?? "") });
        return { ok: true, field: "source", message: "Saved." };
      case "remind-review":
        return remindFromLead(services.reviews, { leadId, user });
      case "delete": {
        if (user.role !== "owner")
          return {
            ok: false,
            field: "delete",
            message: "Only the owner can delete a lead.",
            status: 403,
          };
        if (form.get("confirm") !== "yes")
          return {
            ok: false,
            field: "delete",
            message: "Tick the box to confirm the lead should be deleted for good.",
          };
        const reference = deleteLead(services.db, {
          leadId,
          user: acting,
          photosDir: services.photosDir,
        });
        if (!reference) throw data(null, { status: 404 });
        return { deleted: reference };
      }
      default:
        return { ok: false, field: "form", message: "That is not something this page can do." };
    }
  } catch (error) {
    if (!(error instanceof LeadError)) throw error;
    if (error.problem === "not-found")
      throw data({ title: "Lead not found", message: error.message }, { status: 404 });
    // A value for a lead no longer won (changed meanwhile): the page no longer has its form.
    if (error.problem === "value-not-won" || error.problem === "invalid-value")
      return {
        ok: false,
        field: intent === "won-value" ? "form" : "status",
        message: error.message,
      };
    const field =
      error.problem === "invalid-date"
        ? "follow-up"
        : error.problem === "invalid-status"
          ? "status"
          : error.problem === "source-too-long"
            ? "source"
            : "note";
    return { ok: false, field, message: error.message };
  }
}
