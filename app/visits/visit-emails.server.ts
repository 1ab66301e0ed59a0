import { type CalendarEvent, eventInvitation, invitationMediaType } from "~/calendars/ics";
import type { Company } from "~/company/company";
import type { Db } from "~/db/database.server";
import type { LeadContact } from "~/leads/lead-contact.server";
import { formatClockTime, formatFullDateTime, formatMinutes } from "~/lib/uk-time";
import type { MailContext, OutgoingMessage } from "~/mail/message.server";
import { linesAndButton } from "~/mail/message.server";
import { queueEmail } from "~/mail/outbox.server";
import { visitPath } from "./visit-links.server";
import type { SurveyVisit } from "./visit-store.server";

/**
 * The emails a booking sets off, queued in the transaction that books, moves or cancels: the
 * customer's (with the visit as an `.ics` invitation, or its cancellation) and the owner's.
 */

export type VisitChange = "booked" | "moved" | "cancelled";

/** "Wednesday 4 March 2026 at 10:00 to 10:45". */
export const visitTimeInWords = (visit: Pick<SurveyVisit, "start" | "end">) =>
  `${formatFullDateTime(visit.start)} to ${formatClockTime(visit.end)}`;

/** What the visit is for and who comes, the same on the page and in the email. */
export const visitPurpose = (company: Company, visit: Pick<SurveyVisit, "start" | "end">) =>
  `${company.tradingName} comes to see the work, measure up and talk it through with you, free and without obligation. It takes about ${formatMinutes((visit.end.getTime() - visit.start.getTime()) / 60_000)}.`;

/**
 * The visit as one calendar event; a lead keeps its uid through every move, and each version
 * has a higher sequence (2 a row: a booking, then its cancellation), so calendars update it.
 */
function visitEvent(
  db: Db,
  visit: SurveyVisit,
  lead: LeadContact,
  mail: MailContext<Company>,
  status: "CONFIRMED" | "CANCELLED",
): CalendarEvent {
  const rows = db
    .prepare("SELECT count(*) FROM survey_visits WHERE quote_request_id = ?")
    .pluck()
    .get(lead.id) as number;
  const { company } = mail;
  return {
    uid: `survey-visit-${lead.reference}@${new URL(mail.siteUrl).hostname}`,
    start: visit.start,
    end: visit.end,
    summary: `Survey visit: ${company.tradingName}`,
    description: `${visitPurpose(company, visit)} To move or cancel it: ${company.phone}.`,
    location: `${visit.addressLine}, ${visit.postcode}`,
    organizer: { name: company.tradingName, email: mail.from.address },
    attendee: { name: `${lead.firstName} ${lead.lastName}`, email: lead.email },
    sequence: status === "CONFIRMED" ? 2 * (rows - 1) : 2 * rows - 1,
    status,
  };
}

const subjects: Record<VisitChange, string> = {
  booked: "Your survey visit is booked",
  moved: "Your survey visit has moved",
  cancelled: "Your survey visit is cancelled",
};

/** To the customer: the visit and its invitation, or the cancellation; with their page's link. */
export function customerVisitEmail(
  db: Db,
  {
    visit,
    lead,
    change,
    token,
  }: { visit: SurveyVisit; lead: LeadContact; change: VisitChange; token: string },
  mail: MailContext<Company>,
  now = Date.now(),
): OutgoingMessage {
  const { company } = mail;
  const cancelled = change === "cancelled";
  const lines = cancelled
    ? [
        `Dear ${lead.firstName},`,
        `Your survey visit on ${visitTimeInWords(visit)} is cancelled. Your request (${lead.reference}) stays with us: choose another time whenever you like, or call us on ${company.phone}.`,
      ]
    : [
        `Dear ${lead.firstName},`,
        `We will visit on ${visitTimeInWords(visit)}, at ${visit.addressLine}, ${visit.postcode}.`,
        visitPurpose(company, visit),
        "The invitation attached puts it in your calendar. To move or cancel it, use the link below or call us.",
        `Your reference: ${lead.reference}`,
      ];
  const message = linesAndButton(
    { name: `${lead.firstName} ${lead.lastName}`, address: lead.email },
    {
      subject: `${subjects[change]} (${lead.reference})`,
      lines,
      button: [
        new URL(visitPath(token), mail.siteUrl).href,
        cancelled ? "Choose another time" : "See, move or cancel your visit",
      ],
    },
    mail,
  );
  const event = visitEvent(db, visit, lead, mail, cancelled ? "CANCELLED" : "CONFIRMED");
  return {
    ...message,
    replyTo: { name: company.tradingName, address: company.email },
    attachments: [
      {
        filename: cancelled ? "visit-cancelled.ics" : "visit.ics",
        content: eventInvitation(event, { stamp: new Date(now) }),
        contentType: invitationMediaType(event),
      },
    ],
  };
}

/** To the firm: a customer booked, moved or cancelled, with the link to the lead. */
export function ownerVisitEmail(
  { visit, lead, change }: { visit: SurveyVisit; lead: LeadContact; change: VisitChange },
  mail: MailContext<Company> & { notifyTo: string },
): OutgoingMessage {
  const who = `${lead.firstName} ${lead.lastName}`;
  return linesAndButton(
    { name: mail.company.tradingName, address: mail.notifyTo },
    {
      subject: `Survey visit ${change}: ${who}, ${formatFullDateTime(visit.start)}`,
      lines: [
        `${who} (${lead.reference}) ${change === "booked" ? "booked" : change === "moved" ? "moved" : "cancelled"} their survey visit online: ${visitTimeInWords(visit)}.`,
        `Address: ${visit.addressLine}, ${visit.postcode}${visit.accessNotes ? `. Access: ${visit.accessNotes}` : ""}`,
        `Phone: ${lead.phone}`,
      ],
      button: [new URL(`/owner/leads/${lead.id}`, mail.siteUrl).href, "Open the lead"],
    },
    mail,
  );
}

/** Queues the customer's email of a change, and the firm's copy when asked (inside its transaction). */
export function queueVisitEmails(
  db: Db,
  change: { visit: SurveyVisit; lead: LeadContact; change: VisitChange; token: string },
  mail: MailContext<Company> & { notifyTo: string },
  { toTheFirm, now = Date.now() }: { toTheFirm: boolean; now?: number },
) {
  const about = `visit ${change.visit.id}`;
  queueEmail(db, {
    kind: `visit-${change.change}`,
    about,
    message: customerVisitEmail(db, change, mail, now),
    leadId: change.lead.id,
    now,
  });
  if (toTheFirm)
    queueEmail(db, {
      kind: `visit-${change.change}-owner`,
      about,
      message: ownerVisitEmail(change, mail),
      leadId: change.lead.id,
      now,
    });
}
