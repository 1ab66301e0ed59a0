import { CheckCircle2, Phone } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { reviewPage, sendReview } from "~/reviews/review-page.server";
import type { Route } from "./+types/route";
import { ReviewFields } from "./review-fields";

/** Plain HTML: the customer's page works the same without JavaScript. */
export const handle = { scripts: false };
/** A customer's own page: never kept by a cache on the way. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

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
  unknown: {
    title: "This link does not work",
    text: "It may have been copied only in part, or it is no longer in use. Call us and we will send you a new one.",
  },
} as const;

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Section tone="sand" spacing="compact">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl text-navy-900 sm:text-4xl">{title}</h1>
        {children}
      </div>
    </Section>
  );
}

/** Why the link cannot take a review, kindly, with the phone number. */
function Problem({ problem, phone }: { problem: keyof typeof problems; phone: string }) {
  const { title, text } = problems[problem];
  return (
    <Frame title={title}>
      <p className="mt-4">{text}</p>
      <p className="mt-6">
        <a
          href={`tel:${phone.replace(/\s+/g, "")}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline"
        >
          <Phone aria-hidden="true" className="size-5" />
          Call {phone}
        </a>
      </p>
    </Frame>
  );
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  // A link used in another tab while this one was open is refused when posted.
  if (actionData && "problem" in actionData) return <Problem {...actionData} />;
  if (loaderData.problem) return <Problem {...loaderData} />;
  const reply = actionData && "status" in actionData ? actionData : undefined;
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
  const errors = reply?.errors ?? {};
  const values = reply?.values ?? {};
  return (
    <Frame title={`How did we do, ${loaderData.firstName}?`}>
      <p className="mt-4">
        Your review of the {loaderData.job.toLowerCase()} job in {loaderData.town} for{" "}
        {loaderData.tradingName}. It takes a couple of minutes, and it helps people near you choose
        a builder.
      </p>
      {errors.form ? (
        <p
          role="alert"
          className="mt-6 rounded-md border-2 border-danger bg-white p-4 font-medium text-danger"
        >
          {errors.form}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-8 grid gap-7" noValidate>
        <ReviewFields
          names={loaderData.names}
          town={loaderData.town}
          values={values}
          errors={errors}
        />
        <Button type="submit" className="w-full sm:w-auto">
          Send my review
        </Button>
        <p className="text-muted text-sm">
          Only what you write here is shown, with the job and the month. Your email address and
          phone number never are.
        </p>
      </Form>
    </Frame>
  );
}
