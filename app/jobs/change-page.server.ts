import { data, type RouterContextProvider, redirect } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { changeFormId, changeSchema } from "./change-form";
import { JobError } from "./job-error";
import { jobsContext } from "./job-services.server";
import { jobById } from "./job-store.server";
import { proposeChange } from "./job-variations.server";

/** "Propose a change" on a job (`/owner/jobs/{id}/change`): prices are the owners' alone. */

type Context = Readonly<RouterContextProvider>;

function jobOf(request: Request, context: Context, param: string | undefined) {
  const { user } = requireUser(request, context, "price work and record money");
  const services = context.get(jobsContext);
  const job = /^\d{1,9}$/.test(param ?? "") ? jobById(services.db, Number(param)) : null;
  if (!job) throw data({ message: "There is no such job." }, { status: 404 });
  return { user, services, job };
}

export function changePage(request: Request, context: Context, param: string | undefined) {
  const { job } = jobOf(request, context, param);
  return { job: { id: job.id, title: job.title, finished: job.finishedAt !== null } };
}

export async function saveChange(request: Request, context: Context, param: string | undefined) {
  const { user, services, job } = jobOf(request, context, param);
  return answerForm(
    await readForm(request, changeSchema),
    (change) => {
      try {
        proposeChange(services, { ...change, jobId: job.id, user });
      } catch (error) {
        if (error instanceof JobError)
          return { ok: false, status: error.status, message: error.message };
        throw error;
      }
      throw redirect(`/owner/jobs/${job.id}?done=change#changes`);
    },
    { form: changeFormId },
  );
}
