import { data } from "react-router";
import type { SignedInUser } from "~/accounts/sessions.server";
import { siteContent } from "~/content/site-content.server";
import type { OwnerServices } from "~/owner/owner-services";
import { photosOf } from "~/photos/photo-store.server";
import {
  askFromLead,
  leadReview,
  type ReviewOutcome,
  remindFromLead,
} from "~/reviews/lead-review.server";
import { statusOptions } from "./inbox.server";
import { addNote, changeStatus, sendEmailAgain, setFollowUp } from "./lead-actions.server";
import { deleteLead } from "./lead-deletion.server";
import { type EmailKind, emailKinds, getLead } from "./lead-detail.server";
import { LeadError } from "./lead-error";
import { correctLeadSource, leadSourceOf } from "./lead-source.server";
import { isLeadStatus, leadStatusLabels } from "./lead-statuses";
import { officeMinutesBetween } from "./office-hours";
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

/** Everything the lead page shows, as plain data for the browser. */
export function leadPage(services: OwnerServices, id: number, now = Date.now()) {
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
    followUpOn: lead.followUpOn,
    response:
      lead.firstResponseAt || lead.status === "new"
        ? { minutes: responseMinutes, waiting: !lead.firstResponseAt }
        : null,
    promisedMinutes: promisedReplyMinutes(),
    history: lead.history.map((change) => ({
      status: leadStatusLabels[change.status],
      at: change.at.toISOString(),
      by: change.byEmail ?? "a removed user",
    })),
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

/**
 * What a form on the lead page did; a refusal carries its HTTP status (400, 403 for staff, 409
 * when the lead's review request is not in a state for it).
 */
type Outcome = { ok: boolean; field: string; message: string; status?: 403 } | ReviewOutcome;

/** Carries out one of the lead page's forms; a LeadError becomes a message next to that form. */
export function actOnLead(
  services: OwnerServices,
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
        changeStatus(services.db, { leadId, status, user: acting });
        return {
          ok: true,
          field: "status",
          message: `Status changed to ${leadStatusLabels[status]}.`,
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
