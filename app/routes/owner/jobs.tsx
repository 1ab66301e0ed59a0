import { requireUser } from "~/accounts/signed-in.server";
import { jobsPage } from "~/jobs/job-list.server";
import { jobsContext } from "~/jobs/job-services.server";
import { JobList } from "~/owner/jobs/job-list";
import { ownerMeta, PageHeading, Section } from "~/owner/owner-ui";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = () => ownerMeta("Jobs");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context);
  const { db, now } = context.get(jobsContext);
  return jobsPage(db, now());
}

/** The jobs under way: what is next on each, the money due, what waits on you. */
export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { inProgress, finished } = loaderData;
  return (
    <>
      <PageHeading title="Jobs">
        A job starts when the customer accepts a quote. Each has a page the customer sees.
      </PageHeading>
      <Section title="In progress">
        {inProgress.length > 0 ? <JobList jobs={inProgress} /> : <p>No jobs in progress.</p>}
      </Section>
      {finished.length > 0 ? (
        <Section title="Finished">
          <JobList jobs={finished} />
        </Section>
      ) : null}
    </>
  );
}
