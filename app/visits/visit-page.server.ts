import { type RouterContextProvider, redirect } from "react-router";
import { siteContent } from "~/content/site-content.server";
import { answerForm } from "~/forms/read-form.server";
import { leadContact } from "~/leads/lead-contact.server";
import { formatFullDateTime } from "~/lib/uk-time";
import { linkRefusal, openLink, readPrivatePost } from "~/private-links/private-page.server";
import { bookChosenTime, cancelTheVisit, timesForAddress } from "./booking-steps.server";
import { changeDeadline } from "./free-times";
import { visitPurpose, visitTimeInWords } from "./visit-emails.server";
import { visitFormId, visitPostSchema } from "./visit-form";
import { visitLinkPurpose } from "./visit-links.server";
import { type VisitServices, visitsContext } from "./visit-services.server";
import { type SurveyVisit, takesVisits, visitOfLead } from "./visit-store.server";

/**
 * The customer's page to book their survey visit (`/visit/{token}`): the address, then the free
 * times for it, then one button; and, once booked, the visit with "move" and "cancel" until the
 * cut-off. Plain HTML forms: it works the same without JavaScript.
 */

type Context = Readonly<RouterContextProvider>;

/** The lead a link is for, if it still takes visits (a closed request: 410). */
function openVisitLink(context: Context, token: string | undefined) {
  const services = context.get(visitsContext);
  const opened = openLink(context, visitLinkPurpose, token);
  if (opened.problem) return opened;
  const lead = leadContact(services.db, opened.opens);
  if (!lead) return { problem: "unknown" as const };
  if (!takesVisits(services.db, lead.id)) return { problem: "closed" as const };
  return { problem: null, lead };
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
  const opened = openVisitLink(context, token);
  if (opened.problem) return linkRefusal(opened.problem);
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

/**
 * A post from the page: `times` (the address given: its free times), `book` (a time chosen:
 * booked if still free, else the nearest free ones with "that time has just gone") or `cancel`.
 * Bad answers: 400 beside each field; a time gone: 409; past the cut-off: 409; nothing kept.
 */
export async function changeVisit(token: string | undefined, request: Request, context: Context) {
  const services = context.get(visitsContext);
  const opened = openVisitLink(context, token);
  if (opened.problem) return linkRefusal(opened.problem);
  const { refusal, submission } = await readPrivatePost(context, request, visitPostSchema);
  if (refusal) return refusal;
  const { lead } = opened;
  const current = visitOfLead(services.db, lead.id);
  const pastCutOff =
    current !== null &&
    services.now() >= changeDeadline(current.start.getTime(), services.settings());
  const tooLate = `It is too late to change the visit online. Please call us on ${siteContent().company.phone}.`;
  const page = new URL(request.url).pathname;
  return answerForm(
    submission,
    (sent) => {
      if (sent.intent === "times")
        return {
          ok: true,
          keep: true,
          done: timesForAddress(services, { leadId: lead.id, address: sent, by: "customer" }),
        };
      if (pastCutOff) return { ok: false, status: 409, message: tooLate };
      if (sent.intent === "cancel") {
        if (current) cancelTheVisit(services, lead, "customer");
        throw redirect(current ? `${page}?cancelled` : page);
      }
      const { booked, ...outcome } = bookChosenTime(services, {
        lead,
        choice: sent,
        by: "customer",
      });
      if (booked) throw redirect(`${page}?${booked}`);
      return outcome;
    },
    { form: visitFormId, refused: "Please correct the answers marked below." },
  );
}
