import { FileDown } from "lucide-react";
import { Banner, CallUs, Frame, LinkProblem } from "~/components/customer-frame";
import { JobChanges } from "~/components/job/job-changes";
import { JobHandover } from "~/components/job/job-handover";
import { JobInvoices } from "~/components/job/job-invoices";
import { JobNext } from "~/components/job/job-next";
import { JobPayments } from "~/components/job/job-payments";
import { JobProgress } from "~/components/job/job-progress";
import { JobQuestions } from "~/components/job/job-questions";
import { QuestionForm } from "~/components/written-quote/question-form";
import { customerInvoices } from "~/invoices/invoice-files.server";
import { answerJobPage, jobPage } from "~/jobs/job-page.server";
import { privatePageHeaders } from "~/private-links/private-page.server";
import type { Route } from "./+types/route";

/** Plain HTML: the customer's page works the same without JavaScript. */
export const handle = { scripts: false };
/** A customer's own page: never kept by a cache on the way (the server keeps it out of search engines). */
export const headers: Route.HeadersFunction = privatePageHeaders;

export const loader = ({ params, request, context }: Route.LoaderArgs) => {
  const page = jobPage(params.token, request, context);
  if (!("title" in page)) return page;
  // Invoices come after jobs: the page puts the two together, once its link has opened. The
  // reference to pay with is then the oldest invoice still owed.
  const invoices = customerInvoices(context, params.token);
  const owed = invoices.find((each) => each.state === "due" || each.state === "overdue");
  return {
    ...page,
    invoices,
    money: owed ? { ...page.money, reference: owed.number } : page.money,
  };
};
export const action = ({ params, request, context }: Route.ActionArgs) =>
  answerJobPage(params.token, request, context);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      !loaderData || loaderData.problem
        ? "This job link does not work"
        : `Your job: ${loaderData.title}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const problems = {
  unknown: {
    title: "This link does not work",
    text: "It may have been copied only in part, or replaced by a newer link. Call us and we will send you the current one.",
  },
} as const;

const doneWords = {
  asked:
    "Your question has reached us. We will answer here and by email, usually the same working day.",
  approved: "Thank you: you approved the change. The totals below include it.",
  declined: "You declined the change: nothing changes to the work or the price.",
} as const;

const sections = [
  ["next", "What happens next"],
  ["progress", "Progress"],
  ["changes", "Changes"],
  ["payments", "Payments"],
  ["invoices", "Invoices"],
  ["handover", "Handover documents"],
  ["agreed", "What was agreed"],
  ["questions", "Questions"],
] as const;

function Heading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mt-10 scroll-mt-4 text-2xl text-navy-900">
      {children}
    </h2>
  );
}

export default function JobPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const shown =
    actionData && "problem" in actionData && actionData.problem ? actionData : loaderData;
  if (shown.problem)
    return <LinkProblem problem={shown.problem} words={problems} phone={shown.phone} />;
  if (loaderData.problem) return null;
  const page = loaderData;
  return (
    <Frame title={page.title}>
      <p className="mt-2">Your job with {page.tradingName}: everything about it, on one page.</p>
      {page.done ? <Banner tone="ok">{doneWords[page.done]}</Banner> : null}
      {page.finishedOn ? (
        <Banner tone="info">We finished this job on {page.finishedOn}. Thank you.</Banner>
      ) : null}
      {page.cancelledOn ? (
        <Banner tone="info">
          You cancelled this contract on {page.cancelledOn}: we refund what you paid within 14 days.
          This page keeps what was agreed and your receipts.
        </Banner>
      ) : null}
      {page.changes.some((change) => change.state === "waiting") ? (
        <Banner tone="info">
          A change to the work is waiting for your answer:{" "}
          <a href="#changes" className="font-semibold underline">
            see the change
          </a>
          .
        </Banner>
      ) : null}
      {page.money.due ? (
        <Banner tone="info">
          {page.money.due}{" "}
          <a href="#payments" className="font-semibold underline">
            How to pay
          </a>
        </Banner>
      ) : null}
      <nav aria-label="On this page" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-11 items-center underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Heading id="next">What happens next</Heading>
      {page.finishedOn ? (
        <p className="mt-3">The work is done: nothing more is planned.</p>
      ) : (
        <JobNext next={page} calendar={`/job/${params.token}/visits.ics`} />
      )}
      <Heading id="progress">Progress</Heading>
      <JobProgress updates={page.updates} photos={`/job/${params.token}/photos`} />
      {page.olderUpdates > 0 ? (
        <p className="mt-3">
          <a
            href="?all-updates#progress"
            className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
          >
            See the {page.olderUpdates} earlier update{page.olderUpdates === 1 ? "" : "s"}
          </a>
        </p>
      ) : null}
      <Heading id="changes">Changes to the work</Heading>
      <JobChanges changes={page.changes} reply={actionData} />
      <Heading id="payments">Payments</Heading>
      <JobPayments payments={page.money} phone={page.phone} />
      <Heading id="invoices">Invoices</Heading>
      {page.invoices.length > 0 ? (
        <>
          <p className="mt-1">Pay an invoice with its number as the reference.</p>
          <JobInvoices invoices={page.invoices} files={`/job/${params.token}/invoices`} />
        </>
      ) : (
        <p className="mt-3">No invoices yet: we send each one by email when we make it.</p>
      )}
      <Heading id="handover">Handover documents</Heading>
      <JobHandover handover={page.handover} files={`/job/${params.token}/documents`} />
      <Heading id="agreed">What was agreed</Heading>
      {page.agreed ? (
        <>
          <p className="mt-3">
            Quote {page.agreed.number}, {page.agreed.total}.{" "}
            {page.agreed.signed ? `${page.agreed.signed}.` : ""}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-6">
            {page.agreed.page ? (
              <a
                href={page.agreed.page}
                className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
              >
                Read the quote
              </a>
            ) : null}
            {page.agreed.pdf ? (
              <a
                href={page.agreed.pdf}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
              >
                <FileDown aria-hidden="true" className="size-5" />
                Your signed copy (PDF)
              </a>
            ) : null}
          </p>
        </>
      ) : (
        <p className="mt-3">We agreed this job with you directly: call us for a copy.</p>
      )}
      <Heading id="questions">Questions</Heading>
      <p className="mt-1">About the work, the dates or the money: it comes straight to us.</p>
      <JobQuestions questions={page.questions} />
      <QuestionForm reply={actionData} />
      <p className="mt-8">
        <CallUs phone={page.phone} />
      </p>
    </Frame>
  );
}
