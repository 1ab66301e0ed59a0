import { data, type RouterContextProvider, redirect } from "react-router";
import { siteContent } from "~/content/site-content.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { customerOnline } from "~/leads/lead-actions.server";
import { formatCalendarDate, formatClockTime, formatFullDateTime } from "~/lib/uk-time";
import { quoteGuardContext } from "~/quote-requests/quote-store";
import { freeTimes } from "./free-times";
import { readPostcode } from "./postcode";
import {
  leadOfVisit,
  queueVisitEmails,
  visitPurpose,
  visitTimeInWords,
} from "./visit-emails.server";
import {
  type TimesOnDay,
  type VisitTimes,
  visitAddressSchema,
  visitChoiceSchema,
  visitFormId,
} from "./visit-form";
import { leadOfVisitToken } from "./visit-links.server";
import { type VisitServices, visitsContext } from "./visit-services.server";
import { changeDeadline } from "./visit-settings.server";
import {
  bookingPlan,
  bookVisit,
  cancelVisit,
  type SurveyVisit,
  takesVisits,
  visitOfLead,
} from "./visit-store.server";

/**
 * The customer's page to book their survey visit (`/visit/{token}`): the address, then the free
 * times for it, then one button; and, once booked, the visit with "move" and "cancel" until the
 * cut-off. Plain HTML forms: it works the same without JavaScript.
 */

type Context = Readonly<RouterContextProvider>;

/** 404 for a link that never was (or whose request was deleted), 410 for a closed request. */
const linkProblem = (problem: "unknown" | "closed") =>
  data({ problem, phone: siteContent().company.phone } as const, {
    status: problem === "unknown" ? 404 : 410,
  });

function openLink(services: VisitServices, token: string | undefined) {
  const leadId = leadOfVisitToken(services.db, token);
  if (leadId === null || !token) return { problem: "unknown" as const };
  const lead = leadOfVisit(services.db, leadId);
  if (!lead) return { problem: "unknown" as const };
  if (!takesVisits(services.db, leadId)) return { problem: "closed" as const };
  return { problem: null, lead, token };
}

/** The visit as the page shows it, with whether it can still be changed online. */
function visitShown(visit: SurveyVisit, services: VisitServices) {
  const { company } = siteContent();
  const deadline = changeDeadline(visit.start.getTime(), services.settings());
  return {
    when: visitTimeInWords(visit),
    address: `${visit.addressLine}, ${visit.postcode}`,
    accessNotes: visit.accessNotes,
    purpose: visitPurpose(company, visit),
    canChange: services.now() < deadline,
    changeUntil: formatFullDateTime(deadline),
  };
}

const changes = ["booked", "moved", "cancelled"] as const;

export function visitPage(token: string | undefined, request: Request, context: Context) {
  const services = context.get(visitsContext);
  const opened = openLink(services, token);
  if (opened.problem) return linkProblem(opened.problem);
  const { lead } = opened;
  const query = new URL(request.url).searchParams;
  const visit = visitOfLead(services.db, lead.id);
  const shown = visit ? visitShown(visit, services) : null;
  const { company } = siteContent();
  return {
    problem: null,
    firstName: lead.firstName,
    reference: lead.reference,
    phone: company.phone,
    tradingName: company.tradingName,
    visit: shown,
    /** What was just done, said at the top of the page it leads to. */
    done: changes.find((change) => query.has(change)) ?? null,
    choosing: !shown || (query.has("change") && shown.canChange),
    /** The address to start from: the visit's, when moving it. */
    address: visit
      ? { postcode: visit.postcode, addressLine: visit.addressLine, accessNotes: visit.accessNotes }
      : null,
  };
}

/** The free times for the customer's postcode, by day, as the page lists them. */
function timesFor(services: VisitServices, leadId: number, postcode: string): VisitTimes {
  const customer = services.placeOf(postcode);
  if (!customer) return { kind: "call-to-arrange" };
  const now = services.now();
  const plan = bookingPlan(services.db, {
    leadId,
    settings: services.settings(),
    placeOf: services.placeOf,
    now,
  });
  const days: TimesOnDay[] = freeTimes({ ...plan, customer }).map(({ day, starts }) => ({
    day,
    label: formatCalendarDate(day),
    times: starts.map((start) => ({ start, label: formatClockTime(start) })),
  }));
  return { kind: "times", days };
}

/** A postcode outside the areas: the lead says so, once, for the owner to call. */
function noteCallToArrange(services: VisitServices, leadId: number, postcode: string) {
  const text = `Asked to book a survey visit online for ${postcode}, outside the areas visits can be booked in: call to arrange it.`;
  services.db
    .prepare(
      `INSERT INTO lead_notes (quote_request_id, text, at, by_user_id, by_email)
       SELECT ?, ?, ?, NULL, ? WHERE NOT EXISTS
         (SELECT 1 FROM lead_notes WHERE quote_request_id = ? AND text = ?)`,
    )
    .run(leadId, text, new Date(services.now()).toISOString(), customerOnline, leadId, text);
}

/**
 * A post from the page: `times` (the address given: its free times), `book` (a time chosen:
 * booked if still free, else the nearest free ones with "that time has just gone") or `cancel`.
 * Bad answers: 400 beside each field; a time gone: 409; past the cut-off: 409; nothing kept.
 */
export async function changeVisit(token: string | undefined, request: Request, context: Context) {
  const services = context.get(visitsContext);
  const guard = context.get(quoteGuardContext);
  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const rateLimited = guard?.verdict(form).kind === "rate-limited";
  const opened = openLink(services, token);
  if (rateLimited)
    return data(
      { problem: "busy" as const, phone: siteContent().company.phone },
      { status: 429, headers: { "Retry-After": "60" } },
    );
  if (opened.problem) return linkProblem(opened.problem);
  const { lead } = opened;
  const current = visitOfLead(services.db, lead.id);
  const pastCutOff =
    current !== null &&
    services.now() >= changeDeadline(current.start.getTime(), services.settings());
  const tooLate = `It is too late to change the visit online. Please call us on ${siteContent().company.phone}.`;
  const { mail } = services;

  if (intent === "cancel") {
    if (!current) return redirect(`${new URL(request.url).pathname}`);
    if (pastCutOff) return data({ problem: null, cancelRefused: tooLate }, { status: 409 });
    cancelVisit(services.db, { leadId: lead.id, by: "customer", now: services.now() }, (visit) =>
      queueVisitEmails(
        services.db,
        { visit, lead, change: "cancelled", token: opened.token },
        mail(),
        services.now(),
      ),
    );
    services.wakeOutbox();
    services.alert({
      title: "Survey visit cancelled",
      body: `${lead.firstName} ${lead.lastName} · ${formatFullDateTime(current.start)}`,
      url: `/owner/leads/${lead.id}`,
      tag: `visit-${lead.id}`,
    });
    return redirect(`${new URL(request.url).pathname}?cancelled`);
  }

  if (intent === "book") {
    const submission = readForm(form, visitChoiceSchema);
    return answerForm(
      submission,
      (choice) => {
        if (pastCutOff) return { ok: false, status: 409, message: tooLate };
        const postcode = readPostcode(choice.postcode)?.postcode ?? choice.postcode;
        const address = {
          postcode,
          addressLine: choice.addressLine,
          accessNotes: choice.accessNotes,
        };
        const outcome = bookVisit(
          services.db,
          {
            leadId: lead.id,
            start: choice.start,
            address,
            by: "customer",
            settings: services.settings(),
            placeOf: services.placeOf,
            now: services.now(),
          },
          (visit, moved) =>
            queueVisitEmails(
              services.db,
              { visit, lead, change: moved ? "moved" : "booked", token: opened.token },
              mail(),
              services.now(),
            ),
        );
        if (!outcome.ok) {
          if (outcome.problem === "closed")
            return { ok: false, status: 410, message: "This request is closed: please call us." };
          return {
            ok: false,
            status: 409,
            message:
              "Sorry, that time has just gone. Here are the times still free: please choose another.",
            fieldErrors: { start: ["That time has just gone: choose another"] },
            done: timesFor(services, lead.id, postcode),
          };
        }
        services.wakeOutbox();
        services.alert({
          title: outcome.moved ? "Survey visit moved" : "Survey visit booked",
          body: `${lead.firstName} ${lead.lastName} · ${formatFullDateTime(outcome.visit.start)} · ${postcode}`,
          url: `/owner/leads/${lead.id}`,
          tag: `visit-${lead.id}`,
        });
        throw redirect(`${new URL(request.url).pathname}?${outcome.moved ? "moved" : "booked"}`);
      },
      { form: visitFormId, refused: "Please correct the answers marked below." },
    );
  }

  const submission = readForm(form, visitAddressSchema);
  return answerForm(
    submission,
    (address) => {
      const postcode = readPostcode(address.postcode)?.postcode ?? address.postcode;
      const times = timesFor(services, lead.id, postcode);
      if (times.kind === "call-to-arrange") noteCallToArrange(services, lead.id, postcode);
      return { ok: true, keep: true, done: times };
    },
    { form: visitFormId, refused: "Please correct the answers marked below." },
  );
}
