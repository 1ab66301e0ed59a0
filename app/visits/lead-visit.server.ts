import { data, type RouterContextProvider, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { siteContent } from "~/content/site-content.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { leadContact } from "~/leads/lead-contact.server";
import { leadIdFrom } from "~/leads/lead-page.server";
import { bookChosenTime, cancelTheVisit, timesForAddress } from "./booking-steps.server";
import { visitTimeInWords } from "./visit-emails.server";
import { visitFormId, visitPostSchema } from "./visit-form";
import { visitsContext } from "./visit-services.server";
import { takesVisits, visitOfLead } from "./visit-store.server";

/**
 * Booking, moving or cancelling a lead's survey visit for the customer, after a phone call
 * (`/owner/leads/{id}/visit`): the customer's own steps and free times, with no cut-off; the
 * customer is emailed as if they had done it, and the lead moves to "Visit booked" the same way.
 */

type Context = Readonly<RouterContextProvider>;

function leadOrNotFound(context: Context, param: string | undefined) {
  const services = context.get(visitsContext);
  const lead = leadContact(services.db, leadIdFrom(param));
  if (!lead) throw data(null, { status: 404 });
  return { services, lead };
}

export function leadVisitPage(request: Request, context: Context, param: string | undefined) {
  requireUser(request, context, "work leads");
  const { services, lead } = leadOrNotFound(context, param);
  const visit = visitOfLead(services.db, lead.id);
  return {
    lead: { id: lead.id, reference: lead.reference, name: `${lead.firstName} ${lead.lastName}` },
    open: takesVisits(services.db, lead.id),
    visit: visit && {
      when: visitTimeInWords(visit),
      address: `${visit.addressLine}, ${visit.postcode}`,
    },
    address: visit && {
      postcode: visit.postcode,
      addressLine: visit.addressLine,
      accessNotes: visit.accessNotes,
    },
    phone: siteContent().company.phone,
  };
}

export async function changeLeadVisit(
  request: Request,
  context: Context,
  param: string | undefined,
) {
  const { user } = requireUser(request, context, "work leads");
  const { services, lead } = leadOrNotFound(context, param);
  const leadPage = `/owner/leads/${lead.id}`;
  return answerForm(
    await readForm(request, visitPostSchema),
    (sent) => {
      if (sent.intent === "times")
        return {
          ok: true,
          keep: true,
          done: timesForAddress(services, { leadId: lead.id, address: sent, by: user }),
        };
      if (sent.intent === "cancel") {
        cancelTheVisit(services, lead, user);
        throw redirect(`${leadPage}?visit=cancelled`);
      }
      const { booked, ...outcome } = bookChosenTime(services, { lead, choice: sent, by: user });
      if (booked) throw redirect(`${leadPage}?visit=${booked}`);
      return outcome;
    },
    { form: visitFormId },
  );
}
