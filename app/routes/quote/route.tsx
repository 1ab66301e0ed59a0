import { FileDown } from "lucide-react";
import { Banner, CallUs, Frame, LinkProblem } from "~/components/customer-frame";
import { AcceptForm } from "~/components/written-quote/accept-form";
import { CancelForm } from "~/components/written-quote/after-acceptance";
import { QuestionForm } from "~/components/written-quote/question-form";
import { QuoteView } from "~/components/written-quote/quote-view";
import { privatePageHeaders } from "~/private-links/private-page.server";
import { answerQuote, quotePage } from "~/written-quotes/quote-page.server";
import { acceptFormId } from "~/written-quotes/quote-post";
import type { Route } from "./+types/route";

/** Plain HTML: the customer's page works the same without JavaScript. */
export const handle = { scripts: false };
/** A customer's own page: never kept by a cache on the way (the server keeps it out of search engines). */
export const headers: Route.HeadersFunction = privatePageHeaders;

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  quotePage(params.token, request, context);
export const action = ({ params, request, context }: Route.ActionArgs) =>
  answerQuote(params.token, request, context);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      !loaderData || loaderData.problem
        ? "This quote link does not work"
        : `Quote ${loaderData.document.number}: ${loaderData.document.title}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const problems = {
  unknown: {
    title: "This link does not work",
    text: "It may have been copied only in part, or the quote it was for is no longer with us. Call us and we will send it again.",
  },
} as const;

const doneWords = {
  asked:
    "Your question has reached us. We will answer by phone or email, usually the same working day.",
  accepted: "Thank you: you have accepted this quote. We have emailed you the signed copy.",
  cancelled:
    "Your contract is cancelled. We have emailed you to confirm it, and we will refund what you have paid within 14 days.",
} as const;

export default function QuotePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const shown =
    actionData && "problem" in actionData && actionData.problem ? actionData : loaderData;
  if (shown.problem)
    return <LinkProblem problem={shown.problem} words={problems} phone={shown.phone} />;
  if (loaderData.problem) return null;
  const { document, state, acceptance, phone } = loaderData;
  const refusal = actionData && "form" in actionData && !actionData.ok ? actionData : undefined;
  const open = state === "sent" || state === "opened";
  return (
    <Frame title={`Your quote from ${document.firm.tradingName}`}>
      {loaderData.done ? <Banner tone="ok">{doneWords[loaderData.done]}</Banner> : null}
      {refusal?.message && refusal.form === acceptFormId ? (
        <Banner tone="problem">{refusal.message}</Banner>
      ) : null}
      {state === "replaced" ? (
        <Banner tone="info">
          This quote has been replaced by a newer version.{" "}
          {loaderData.currentLink ? (
            <a href={loaderData.currentLink} className="font-semibold underline">
              See the current quote
            </a>
          ) : null}
        </Banner>
      ) : null}
      {state === "expired" ? (
        <Banner tone="info">
          This quote held until {document.validUntil} and has expired. Call us on {phone} and we
          will send you a fresh one.
        </Banner>
      ) : null}
      {acceptance ? (
        <Banner tone="info">
          Accepted online by {acceptance.name} on {acceptance.at}.
          {document.cancellation.applies
            ? acceptance.startEarly
              ? " You asked us to start within the 14-day cancellation period."
              : " We start after the 14-day cancellation period."
            : ""}
        </Banner>
      ) : null}
      {loaderData.cancelledAt ? (
        <Banner tone="info">You cancelled this contract on {loaderData.cancelledAt}.</Banner>
      ) : null}
      <QuoteView document={document} />
      <p className="mt-4">
        <a
          href={`/quote/${params.token}/pdf`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
        >
          <FileDown aria-hidden="true" className="size-5" />
          Download the PDF{acceptance ? " (your signed copy)" : ""}
        </a>
      </p>
      {state === "accepted" ? (
        <>
          {loaderData.jobPage ? (
            <>
              <h2 className="mt-8 text-2xl text-navy-900">Your job</h2>
              <p className="mt-3">
                How to pay, the dates we come, the progress and any changes to the work are on your
                job's page.
              </p>
              <p className="mt-2">
                <a
                  href={loaderData.jobPage}
                  className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
                >
                  Open your job's page
                </a>
              </p>
            </>
          ) : null}
          <h2 className="mt-8 text-2xl text-navy-900">Cancelling</h2>
          {loaderData.cancelUntil ? (
            <CancelForm until={loaderData.cancelUntil} reply={actionData} />
          ) : (
            <p className="mt-3">
              {document.cancellation.applies
                ? `The 14-day cancellation period is over, so this contract can no longer be cancelled online. If something is wrong, call us on ${phone}.`
                : document.cancellation.information[0]?.paragraphs[0]}
            </p>
          )}
        </>
      ) : null}
      {open ? (
        <>
          <h2 className="mt-8 text-2xl text-navy-900">Accept this quote</h2>
          <AcceptForm document={document} shown={loaderData.shown} reply={actionData} />
        </>
      ) : null}
      {state !== "cancelled" ? (
        <>
          <h2 className="mt-8 text-2xl text-navy-900">Ask a question</h2>
          <p className="mt-1">About the price, the work or the dates: it comes straight to us.</p>
          <QuestionForm reply={actionData} />
        </>
      ) : null}
      <p className="mt-8">
        <CallUs phone={phone} />
      </p>
    </Frame>
  );
}
