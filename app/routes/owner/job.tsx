import { Link } from "react-router";
import { JobHandover } from "~/components/job/job-handover";
import { JobProgress } from "~/components/job/job-progress";
import { ownerInvoices } from "~/invoices/owner-invoices.server";
import { ownerJobPage, saveOwnerJob } from "~/jobs/owner-job-page.server";
import { OwnerInvoices } from "~/owner/invoices/owner-invoices";
import {
  AnswerForm,
  AskForPaymentButton,
  CancelVisitButton,
  FinishForm,
  NewLinkForm,
  PaymentForm,
  StartForm,
  VisitForm,
} from "~/owner/jobs/job-forms";
import { OwnerChanges } from "~/owner/jobs/owner-changes";
import { Notice, ownerMeta, PageHeading, Section, UpLink } from "~/owner/owner-ui";
import type { Route } from "./+types/job";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  ownerMeta(`Job · ${loaderData?.job.title ?? ""}`);

export const loader = ({ request, context, params }: Route.LoaderArgs) => {
  const page = ownerJobPage(request, context, params.id);
  // Invoices come after jobs: the page puts the two together, owners only.
  return { ...page, invoices: page.canPrice ? ownerInvoices(context, page.job.id) : null };
};
export const action = ({ request, context, params }: Route.ActionArgs) =>
  saveOwnerJob(request, context, params.id);

const doneWords: Record<string, string> = {
  start: "Start day set: the customer has been emailed.",
  visit: "Visit added: the customer has been emailed with a calendar invitation.",
  "visit-cancelled": "Visit cancelled: the customer has been told.",
  payment: "Payment recorded: the customer has been emailed a receipt.",
  answer: "Answer sent: it is on the customer's page and in their email.",
  update: "Update posted: the customer sees it now, and gets the day's updates by email at 6 pm.",
  "payment-asked": "Payment asked for: due in a week, and the customer has been emailed.",
  started: "Job started: the customer has been emailed the link to their job's page.",
  finished: "Job finished: the customer has been emailed what is left to pay.",
  change: "Change sent: the customer answers on their page.",
  "change-withdrawn": "Change withdrawn: the customer has been told.",
  link: "New link made and emailed to the customer: the old one no longer opens the page.",
  document: "Document added: the customer has been emailed.",
  invoice: "Invoice issued: the customer has been emailed the link to it.",
  "credit-note": "Credit note issued: the customer has been emailed the link to it.",
  "invoice-customer": "Saved: the next invoices are made out to them.",
};

/** One job: what is next, the money, questions, and the customer's page. */
export default function Job({ loaderData, actionData }: Route.ComponentProps) {
  const { job, lead, money } = loaderData;
  return (
    <>
      <UpLink to="/owner/jobs">Jobs</UpLink>
      <PageHeading title={job.title}>
        {lead ? `${lead.name} · ${lead.phone}` : null}
        {job.finished ? ` · finished on ${job.finished}` : null}
      </PageHeading>
      {job.cancelled ? (
        <Notice tone="info">
          The customer cancelled this contract on {job.cancelled}, within the 14 days: refund what
          they paid within 14 days of that.
        </Notice>
      ) : null}
      {loaderData.changed && doneWords[loaderData.changed] ? (
        <Notice tone="success">{doneWords[loaderData.changed]}</Notice>
      ) : null}
      <p className="flex flex-wrap gap-x-6">
        {loaderData.customerPage ? (
          <a
            href={loaderData.customerPage}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            See the customer's page
          </a>
        ) : null}
        {lead ? (
          <Link
            to={`/owner/leads/${lead.id}`}
            className="inline-flex min-h-11 items-center underline"
          >
            The lead ({lead.reference})
          </Link>
        ) : null}
      </p>

      <div id="next" />
      <Section title="What happens next">
        <p className="mb-3">
          {job.startOnWords ? `Work starts on ${job.startOnWords}.` : "No start day set yet."}
        </p>
        {loaderData.visits.length > 0 ? (
          <ul className="mb-4 grid gap-2">
            {loaderData.visits.map((visit) => (
              <li key={visit.id} className="rounded-md border border-navy-200 p-3">
                <p className="font-semibold">{visit.when}</p>
                <p className="wrap-anywhere">
                  {visit.who}: {visit.whatFor}
                </p>
                <CancelVisitButton visitId={visit.id} />
              </li>
            ))}
          </ul>
        ) : null}
        {job.finished ? null : (
          <div className="grid gap-6">
            <StartForm startOn={job.startOn} reply={actionData} />
            <h3 className="font-sans font-semibold text-base">Plan a visit</h3>
            <VisitForm today={loaderData.today} reply={actionData} />
          </div>
        )}
      </Section>

      <div id="progress" />
      <Section title="Progress">
        <Link
          to={`/owner/jobs/${job.id}/update`}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-800 px-4 font-semibold text-white"
        >
          Post an update
        </Link>
        <JobProgress updates={loaderData.updates} photos={`/owner/jobs/${job.id}/photos`} />
      </Section>

      <div id="handover" />
      <Section title="Handover">
        <Link
          to={`/owner/jobs/${job.id}/document`}
          className="inline-flex min-h-11 items-center rounded-md bg-navy-800 px-4 font-semibold text-white"
        >
          Add a document
        </Link>
        <JobHandover
          handover={loaderData.handover}
          files={`/owner/jobs/${job.id}/documents`}
          empty="No documents yet. On “Add a document”, tick which ones this job needs."
        />
      </Section>

      <div id="changes" />
      <Section title="Changes to the work">
        {loaderData.canPrice && !job.finished ? (
          <Link
            to={`/owner/jobs/${job.id}/change`}
            className="inline-flex min-h-11 items-center font-semibold underline"
          >
            Propose a change
          </Link>
        ) : null}
        <OwnerChanges changes={loaderData.changes} canPrice={loaderData.canPrice} />
      </Section>

      <div id="payments" />
      <Section title="Payments">
        <ul className="grid gap-1">
          {money.stages.map((stage) => (
            <li key={stage.id}>
              <span className="font-semibold">{stage.label}</span>: {stage.amount} · {stage.status}
              {loaderData.canPrice && stage.state === "later" ? (
                <AskForPaymentButton stageId={stage.id} />
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-2">
          Total {money.total} · paid {money.paid} · still to pay {money.left}
        </p>
        {loaderData.canPrice && money.payable.length > 0 ? (
          <div className="mt-4">
            <h3 className="mb-2 font-sans font-semibold text-base">Record a payment</h3>
            <PaymentForm
              stages={money.payable}
              recorded={money.recorded}
              today={loaderData.today}
              reply={actionData}
            />
          </div>
        ) : null}
      </Section>

      {loaderData.invoices ? (
        <>
          <div id="invoices" />
          <Section title="Invoices">
            <OwnerInvoices invoices={loaderData.invoices} />
          </Section>
        </>
      ) : null}

      <div id="questions" />
      <Section title="Questions">
        {loaderData.questions.length === 0 ? <p>No questions from the customer.</p> : null}
        <ul className="grid gap-4">
          {loaderData.questions.map((question) => (
            <li key={question.id} className="rounded-md border border-navy-200 p-3">
              <p className="text-muted text-sm">Asked {question.askedAt}</p>
              <p className="wrap-anywhere whitespace-pre-wrap">{question.text}</p>
              {question.answer ? (
                <>
                  <p className="mt-2 text-muted text-sm">
                    Answered by {question.answeredBy}, {question.answeredAt}
                  </p>
                  <p className="wrap-anywhere whitespace-pre-wrap">{question.answer}</p>
                </>
              ) : (
                <AnswerForm questionId={question.id} reply={actionData} />
              )}
            </li>
          ))}
        </ul>
      </Section>

      <div id="finished" />
      <Section title={job.finished ? "Finished" : "Job finished"}>
        {loaderData.next ? (
          <>
            <p>Finished on {job.finished}. Next:</p>
            <ul className="mt-2 grid gap-1">
              <li>
                <Link
                  to={loaderData.next.review}
                  className="inline-flex min-h-11 items-center font-semibold underline"
                >
                  Ask the customer for a review
                </Link>
              </li>
              {loaderData.next.website ? (
                <li>
                  <Link
                    to={loaderData.next.website}
                    className="inline-flex min-h-11 items-center font-semibold underline"
                  >
                    Add this job to the website, with its photos
                  </Link>
                </li>
              ) : null}
            </ul>
          </>
        ) : loaderData.canPrice ? (
          <FinishForm reply={actionData} />
        ) : (
          <p>
            When the work is done, an owner presses “Job finished”: what is left to pay then falls
            due.
          </p>
        )}
      </Section>

      <div id="customer" />
      <Section title="The customer's link">
        <p>
          If the link to the customer's page went to the wrong person, make a new one: the old link
          stops working at once, and the customer is emailed the new one.
        </p>
        <NewLinkForm reply={actionData} />
      </Section>
    </>
  );
}
