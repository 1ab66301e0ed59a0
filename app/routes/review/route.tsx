import { CheckCircle2 } from "lucide-react";
import { Frame, LinkProblem } from "~/components/customer-frame";
import { privatePageHeaders } from "~/private-links/private-page.server";
import { reviewPage, sendReview } from "~/reviews/review-page.server";
import type { Route } from "./+types/route";
import { ReviewForm } from "./review-fields";

/** Plain HTML: the customer's page works the same without JavaScript. */
export const handle = { scripts: false };
/** A customer's own page: never kept by a cache on the way. */
export const headers: Route.HeadersFunction = privatePageHeaders;

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  reviewPage(params.token, request, context);
export const action = ({ params, request, context }: Route.ActionArgs) =>
  sendReview(params.token, request, context);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.problem
      ? "This review link does not work"
      : `Your review of ${loaderData?.tradingName ?? "our work"}`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

const problems = {
  used: {
    title: "Thank you: this link has been used",
    text: "A review has already been sent with this link, and each link takes one review. If you want to change what you wrote, please call us.",
  },
  expired: {
    title: "This link has expired",
    text: "Review links work for 60 days. We would still love to hear how it went: call us and we will send you a new one.",
  },
  busy: {
    title: "Please wait a few minutes",
    text: "Many links that do not work were opened from here. Please wait ten minutes and try your link again, or call us.",
  },
  unknown: {
    title: "This link does not work",
    text: "It may have been copied only in part, or it is no longer in use. Call us and we will send you a new one.",
  },
} as const;

/** Why the link cannot take a review, kindly, with the phone number. */
const Problem = ({ problem, phone }: { problem: keyof typeof problems; phone: string }) => (
  <LinkProblem problem={problem} words={problems} phone={phone} />
);

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  // A link used in another tab while this one was open is refused when posted.
  if (actionData && "problem" in actionData) return <Problem {...actionData} />;
  if (loaderData.problem) return <Problem {...loaderData} />;
  if (loaderData.sent)
    return (
      <Frame title={`Thank you, ${loaderData.sent.shownName}`}>
        <p className="mt-4 flex items-start gap-2">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          Your review has reached us. It will appear on our website as you wrote it, marked as from
          a verified customer.
        </p>
        <p className="mt-4">
          We have emailed you a link to take it down again if you ever change your mind.
        </p>
      </Frame>
    );
  return (
    <Frame title={`How did we do, ${loaderData.firstName}?`}>
      <p className="mt-4">
        Your review of the {loaderData.job.toLowerCase()} job in {loaderData.town} for{" "}
        {loaderData.tradingName}. It takes a couple of minutes, and it helps people near you choose
        a builder.
      </p>
      <ReviewForm names={loaderData.names} town={loaderData.town} reply={actionData} />
    </Frame>
  );
}
