import { type RouterContextProvider, redirect } from "react-router";
import { answerForm, readForm } from "~/forms/read-form.server";
import { changeFormId, changeSchema } from "./change-form";
import { JobError } from "./job-error";
import { proposeChange } from "./job-variations.server";
import { ownerJob } from "./owner-job.server";

/** "Propose a change" on a job (`/owner/jobs/{id}/change`): prices are the owners' alone. */

type Context = Readonly<RouterContextProvider>;

export function changePage(request: Request, context: Context, param: string | undefined) {
  const { job } = ownerJob(request, context, param, "price work and record money");
  return { job: { id: job.id, title: job.title, finished: job.finishedAt !== null } };
}

export async function saveChange(request: Request, context: Context, param: string | undefined) {
  const { user, services, job } = ownerJob(request, context, param, "price work and record money");
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
