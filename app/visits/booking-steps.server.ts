import type { FormOutcome } from "~/forms/read-form.server";
import { customerOnline } from "~/leads/lead-actions.server";
import type { LeadContact } from "~/leads/lead-contact.server";
import { formatCalendarDate, formatClockTime, formatFullDateTime } from "~/lib/uk-time";
import { freeTimes } from "./free-times";
import { readPostcode } from "./postcode";
import { queueVisitEmails } from "./visit-emails.server";
import type { TimesOnDay, VisitAddressAnswers, VisitTimes } from "./visit-form";
import { visitLinkOf } from "./visit-links.server";
import type { VisitServices } from "./visit-services.server";
import { bookingPlan, bookVisit, cancelVisit, type VisitActor } from "./visit-store.server";

/**
 * The steps of booking a visit, the same whoever books: the customer on their page, or someone
 * signed in on the lead's behalf (after a phone call). The customer is emailed either way;
 * the firm is emailed and alerted only when the customer did it.
 */

/**
 * The settings times are offered and booked with. The customer is offered only times they can
 * still change online; someone signed in, on the phone to them, has no cut-off for changes.
 */
const settingsFor = (services: VisitServices, by: VisitActor) =>
  by === "customer"
    ? services.settings()
    : { ...services.settings(), changeUpToWorkingDaysBefore: 0 };

/** The free times for a postcode, by day, as the pages list them. */
function timesFor(
  services: VisitServices,
  { leadId, postcode, by }: { leadId: number; postcode: string; by: VisitActor },
): VisitTimes {
  const customer = services.placeOf(postcode);
  if (!customer) return { kind: "call-to-arrange" };
  const plan = bookingPlan(services.db, {
    leadId,
    settings: settingsFor(services, by),
    placeOf: services.placeOf,
    now: services.now(),
  });
  const days: TimesOnDay[] = freeTimes({ ...plan, customer }).map(({ day, starts }) => ({
    day,
    label: formatCalendarDate(day),
    times: starts.map((start) => ({ start, label: formatClockTime(start) })),
  }));
  if (by !== "customer") return { kind: "times", days };
  return {
    kind: "times",
    days,
    changes: changesInWords(plan.settings.changeUpToWorkingDaysBefore),
  };
}

/** The cut-off for changes online, as the customer reads it before choosing a time. */
function changesInWords(workingDaysBefore: number): string {
  const until =
    workingDaysBefore === 0
      ? "until it starts"
      : workingDaysBefore === 1
        ? "until we close on the working day before"
        : `until we close ${workingDaysBefore} working days before`;
  return `You can move or cancel the visit here ${until}; after that, please call us.`;
}

/** The free times for an address; one outside the areas is noted on the lead, once. */
export function timesForAddress(
  services: VisitServices,
  { leadId, address, by }: { leadId: number; address: VisitAddressAnswers; by: VisitActor },
): VisitTimes {
  const postcode = readPostcode(address.postcode)?.postcode ?? address.postcode;
  const times = timesFor(services, { leadId, postcode, by });
  if (times.kind === "call-to-arrange") {
    const text = `Asked to book a survey visit online for ${postcode}, outside the areas visits can be booked in: call to arrange it.`;
    services.db
      .prepare(
        `INSERT INTO lead_notes (quote_request_id, text, at, by_user_id, by_email)
         SELECT ?, ?, ?, NULL, ? WHERE NOT EXISTS
           (SELECT 1 FROM lead_notes WHERE quote_request_id = ? AND text = ?)`,
      )
      .run(leadId, text, new Date(services.now()).toISOString(), customerOnline, leadId, text);
  }
  return times;
}

const linkTokenOf = (services: VisitServices, leadId: number) =>
  visitLinkOf(services.db, services.secret, leadId, services.now()).split("/").at(-1) ?? "";

function tellTheFirm(
  services: VisitServices,
  lead: LeadContact,
  title: string,
  when: Date,
  by: VisitActor,
) {
  if (by !== "customer") return;
  services.alert({
    title,
    body: `${lead.firstName} ${lead.lastName} · ${formatFullDateTime(when)}`,
    url: `/owner/leads/${lead.id}`,
    tag: `visit-${lead.id}`,
  });
}

/**
 * Books (or moves) the lead's visit at the time chosen, if it is still free: the emails are
 * queued in the booking's transaction. Taken: 409, with the times still free to choose from.
 */
export function bookChosenTime(
  services: VisitServices,
  {
    lead,
    choice,
    by,
  }: { lead: LeadContact; choice: VisitAddressAnswers & { start: number }; by: VisitActor },
): FormOutcome<VisitTimes> & { booked?: "booked" | "moved" } {
  const postcode = readPostcode(choice.postcode)?.postcode ?? choice.postcode;
  const address = { postcode, addressLine: choice.addressLine, accessNotes: choice.accessNotes };
  const mail = services.mail();
  const outcome = bookVisit(
    services.db,
    {
      leadId: lead.id,
      start: choice.start,
      address,
      by,
      settings: settingsFor(services, by),
      placeOf: services.placeOf,
      now: services.now(),
    },
    (visit, moved) =>
      queueVisitEmails(
        services.db,
        { visit, lead, change: moved ? "moved" : "booked", token: linkTokenOf(services, lead.id) },
        mail,
        { toTheFirm: by === "customer", now: services.now() },
      ),
  );
  if (!outcome.ok) {
    if (outcome.problem === "closed")
      return {
        ok: false,
        status: 410,
        message: "This request is closed: visits can no longer be booked for it.",
      };
    return {
      ok: false,
      status: 409,
      message:
        "Sorry, that time has just gone. Here are the times still free: please choose another.",
      fieldErrors: { start: ["That time has just gone: choose another"] },
      done: timesFor(services, { leadId: lead.id, postcode, by }),
    };
  }
  if (outcome.unchanged) return { ok: true, booked: "booked" };
  services.wakeOutbox();
  const change = outcome.moved ? "moved" : "booked";
  tellTheFirm(services, lead, `Survey visit ${change}`, outcome.visit.start, by);
  return { ok: true, booked: change };
}

/** Cancels the lead's visit, emailing the customer (and the firm, when the customer did it). */
export function cancelTheVisit(
  services: VisitServices,
  lead: LeadContact,
  by: VisitActor,
): boolean {
  const mail = services.mail();
  let start: Date | null = null;
  const cancelled = cancelVisit(
    services.db,
    { leadId: lead.id, by, now: services.now() },
    (visit) => {
      start = visit.start;
      queueVisitEmails(
        services.db,
        { visit, lead, change: "cancelled", token: linkTokenOf(services, lead.id) },
        mail,
        { toTheFirm: by === "customer", now: services.now() },
      );
    },
  );
  if (!cancelled || !start) return false;
  services.wakeOutbox();
  tellTheFirm(services, lead, "Survey visit cancelled", start, by);
  return true;
}
