import { data, type RouterContextProvider } from "react-router";
import type { Permission } from "~/accounts/permissions";
import { requireUser } from "~/accounts/signed-in.server";
import { jobsContext } from "./job-services.server";
import { jobById } from "./job-store.server";

/**
 * The job an owner's page is about (`/owner/jobs/{id}…`), for someone signed in who may do what
 * the page is for (working the leads, unless it says): a 404 for an id that is no job.
 */
export function ownerJob(
  request: Request,
  context: Readonly<RouterContextProvider>,
  param: string | undefined,
  permission: Permission = "work leads",
) {
  const signed = requireUser(request, context, permission);
  const services = context.get(jobsContext);
  const job = /^\d{1,9}$/.test(param ?? "") ? jobById(services.db, Number(param)) : null;
  if (!job) throw data({ message: "There is no such job." }, { status: 404 });
  return { ...signed, services, job };
}
