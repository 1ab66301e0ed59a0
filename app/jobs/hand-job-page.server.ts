import { data, type RouterContextProvider, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { leadContact } from "~/leads/lead-contact.server";
import { leadIdFrom } from "~/leads/lead-page.server";
import { startJobByHand } from "./hand-job.server";
import { handJobFormId, handJobSchema } from "./hand-job-form";
import { JobError } from "./job-error";
import { jobsContext } from "./job-services.server";
import { jobOfLead } from "./job-store.server";

/** "Start the job by hand" (`/owner/leads/{id}/job`): a price agreed, so owners only. */

type Context = Readonly<RouterContextProvider>;

function leadOf(request: Request, context: Context, param: string | undefined) {
  const { user } = requireUser(request, context, "price work and record money");
  const services = context.get(jobsContext);
  const lead = leadContact(services.db, leadIdFrom(param));
  if (!lead) throw data({ message: "There is no such lead." }, { status: 404 });
  return { user, services, lead };
}

export function handJobPage(request: Request, context: Context, param: string | undefined) {
  const { services, lead } = leadOf(request, context, param);
  const status = services.db
    .prepare("SELECT status FROM quote_requests WHERE id = ?")
    .pluck()
    .get(lead.id) as string;
  const job = jobOfLead(services.db, lead.id);
  return {
    lead: { id: lead.id, reference: lead.reference, name: `${lead.firstName} ${lead.lastName}` },
    won: status === "won",
    job: job ? `/owner/jobs/${job.id}` : null,
    vatRegistered: Boolean(services.mail().company.vatNumber),
  };
}

export async function saveHandJob(request: Request, context: Context, param: string | undefined) {
  const { user, services, lead } = leadOf(request, context, param);
  const registered = Boolean(services.mail().company.vatNumber);
  return answerForm(
    await readForm(request, handJobSchema),
    (job) => {
      try {
        const id = startJobByHand(services, {
          leadId: lead.id,
          title: job.title,
          pricePence: job.price,
          vatPence: registered ? job.vat : 0,
          depositPence: job.deposit,
          by: user.email,
        });
        throw redirect(`/owner/jobs/${id}?done=started`);
      } catch (error) {
        if (error instanceof JobError)
          return { ok: false, status: error.status, message: error.message };
        throw error;
      }
    },
    { form: handJobFormId },
  );
}
