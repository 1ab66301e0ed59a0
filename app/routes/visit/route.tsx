import { CalendarCheck } from "lucide-react";
import { Form } from "react-router";
import { CallUs, Frame, LinkProblem } from "~/components/customer-frame";
import { Button } from "~/components/ui/button";
import { VisitForm } from "~/components/visit/visit-form";
import { replyTo } from "~/forms/form-reply";
import { privatePageHeaders } from "~/private-links/private-page.server";
import { visitFormId } from "~/visits/visit-form";
import { changeVisit, visitPage } from "~/visits/visit-page.server";
import type { Route } from "./+types/route";

/** Plain HTML: the customer's page works the same without JavaScript. */
export const handle = { scripts: false };
/** A customer's own page: never kept by a cache on the way. */
export const headers: Route.HeadersFunction = privatePageHeaders;

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  visitPage(params.token, request, context);
export const action = ({ params, request, context }: Route.ActionArgs) =>
  changeVisit(params.token, request, context);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.problem ? "This visit link does not work" : "Your survey visit",
  },
  { name: "robots", content: "noindex, nofollow" },
];

const problems = {
  unknown: {
    title: "This link does not work",
    text: "It may have been copied only in part, or the request it was for is no longer with us. Call us and we will arrange the visit with you.",
  },
  closed: {
    title: "This request is closed",
    text: "Visits for it can no longer be booked online. If you would like us to visit, call us.",
  },
  busy: {
    title: "Please wait a minute",
    text: "Several changes were sent from here in a short time. Please wait a minute and try again, or call us.",
  },
} as const;

const Problem = ({ problem, phone }: { problem: keyof typeof problems; phone: string }) => (
  <LinkProblem problem={problem} words={problems} phone={phone} />
);

const doneWords = {
  booked:
    "Your visit is booked. We have emailed you the details with an invitation for your calendar.",
  moved: "Your visit has moved. We have emailed you the new time.",
  cancelled: "Your visit is cancelled. We have emailed you to confirm it.",
} as const;

export default function VisitPage({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData && "problem" in actionData && actionData.problem)
    return <Problem problem={actionData.problem} phone={actionData.phone} />;
  if (loaderData.problem) return <Problem {...loaderData} />;
  const { visit, done, phone } = loaderData;
  const viewing = Boolean(visit && !loaderData.choosing);
  // The visit's own buttons (cancel, past the cut-off) are answered above it; the form's, in it.
  const refused = viewing ? replyTo(visitFormId, actionData) : undefined;
  return (
    <Frame
      title={
        viewing ? "Your survey visit" : `Choose a time for us to visit, ${loaderData.firstName}`
      }
    >
      {done ? (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-md border-2 border-success/40 bg-white p-4"
        >
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          {doneWords[done]}
        </p>
      ) : null}
      {refused?.message ? (
        <p
          role="alert"
          className="mt-4 rounded-md border-2 border-danger bg-white p-4 font-medium text-danger"
        >
          {refused.message}
        </p>
      ) : null}
      {viewing && visit ? (
        <>
          <dl className="mt-6 grid gap-4 rounded-card bg-white p-5">
            <div>
              <dt className="text-muted">When</dt>
              <dd className="font-semibold text-lg text-navy-900">{visit.when}</dd>
            </div>
            <div>
              <dt className="text-muted">Where</dt>
              <dd>{visit.address}</dd>
            </div>
            {visit.accessNotes ? (
              <div>
                <dt className="text-muted">Access</dt>
                <dd>{visit.accessNotes}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted">What for</dt>
              <dd>{visit.purpose}</dd>
            </div>
            <div>
              <dt className="text-muted">Your reference</dt>
              <dd>{loaderData.reference}</dd>
            </div>
          </dl>
          {visit.canChange ? (
            <div className="mt-6 grid gap-3 sm:flex">
              <a
                href="?change"
                className="inline-flex min-h-11 items-center justify-center rounded-md border-2 border-navy-800 px-5 font-semibold text-navy-900"
              >
                Choose another time
              </a>
              <Form method="post">
                <Button
                  type="submit"
                  name="intent"
                  value="cancel"
                  variant="outline"
                  className="w-full"
                >
                  Cancel the visit
                </Button>
              </Form>
            </div>
          ) : null}
          <p className="mt-6">
            {visit.canChange
              ? `You can move or cancel it here until ${visit.changeUntil}; after that, please call us.`
              : "To move or cancel it now, please call us."}
          </p>
          <p className="mt-3">
            <CallUs phone={phone} />
          </p>
        </>
      ) : (
        <>
          <p className="mt-4">
            Your request {loaderData.reference} has reached {loaderData.tradingName}. Most jobs
            start with a visit to see the work and measure up, free and without obligation. Tell us
            where the job is, and we will show the times we can be there.
          </p>
          <VisitForm address={loaderData.address} reply={actionData} phone={phone} />
        </>
      )}
    </Frame>
  );
}
