import { type DefaultValue, getFormProps } from "@conform-to/react";
import type * as React from "react";
import { Form } from "react-router";
import { useReplyForm } from "~/forms/form-reply";
import { formatCount } from "~/lib/format-count";
import { FormMessage, RadioGroupField, TextAreaField } from "~/owner/fields";
import { Section, SubmitButton } from "~/owner/owner-ui";
import { withholdReasons } from "~/reviews/review-job";
import type { ReviewsPage } from "~/reviews/reviews-page.server";
import { reviewsPageFormOf } from "~/reviews/reviews-page-forms";

type Review = ReviewsPage["reviews"][number];

/**
 * Where a review's forms post to: the page, scrolled back to that review, so the answer beside
 * its form is in view after the page reloads (no script on this page).
 */
const cardAction = (reviewId: number) => `/owner/reviews#review-${reviewId}`;

/**
 * One of a review card's forms (`intent`), folded under `summary` until opened, or answered refused;
 * `children` are its fields and button, given its Conform fields.
 */
function CardForm<Values extends Record<string, unknown>>({
  intent,
  review,
  reply,
  defaultValue,
  summary,
  className,
  children,
}: {
  intent: "reply" | "withhold";
  review: Review;
  reply: unknown;
  defaultValue?: DefaultValue<Values>;
  summary: React.ReactNode;
  className: string;
  children: (fields: ReturnType<typeof useReplyForm<Values>>["fields"]) => React.ReactNode;
}) {
  const id = reviewsPageFormOf({ intent, id: review.id });
  const { form, fields, reply: answer } = useReplyForm<Values>(id, reply, { defaultValue });
  return (
    <div className={className}>
      <FormMessage reply={answer} />
      <details open={(answer && !answer.ok) || undefined}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold underline">
          {summary}
        </summary>
        <Form
          method="post"
          action={cardAction(review.id)}
          {...getFormProps(form)}
          className="mt-2 grid gap-3"
        >
          <input type="hidden" name="id" value={review.id} />
          {children(fields)}
        </Form>
      </details>
    </div>
  );
}

/** The owner's public reply under a review: written, changed, or emptied to take it away. */
export function ReplyForm({
  review,
  maxLength,
  reply,
}: {
  review: Review;
  maxLength: number;
  reply: unknown;
}) {
  const to = <span className="sr-only"> to {review.shownName}</span>;
  return (
    <CardForm
      intent="reply"
      review={review}
      reply={reply}
      defaultValue={{ reply: review.reply ?? "" }}
      className="mt-3"
      summary={
        <>
          {review.reply ? "Change your reply" : "Reply in public"}
          {to}
        </>
      }
    >
      {(fields) => (
        <>
          <TextAreaField
            field={fields.reply}
            label="Your reply, shown under the review"
            hint={`At most ${formatCount(maxLength)} characters. Leave it empty to take your reply away.`}
          />
          <SubmitButton name="intent" value="reply" variant="secondary">
            Save reply{to}
          </SubmitButton>
        </>
      )}
    </CardForm>
  );
}

const reasons = Object.entries(withholdReasons).map(([value, label]) => ({ value, label }));

/** Keeping a review off the site, for one of the listed reasons only. */
export function WithholdForm({ review, reply }: { review: Review; reply: unknown }) {
  const keepOff = (
    <>
      Keep off the site<span className="sr-only">: {review.shownName}'s review</span>
    </>
  );
  return (
    <CardForm<{ reason: string }>
      intent="withhold"
      review={review}
      reply={reply}
      className="mt-1"
      summary={keepOff}
    >
      {(fields) => (
        <>
          <RadioGroupField
            field={fields.reason}
            label="Why keep it off the site?"
            hint="Only for one of these reasons. A review cannot be kept off the site for being negative: reply to it instead."
            options={reasons}
          />
          <SubmitButton name="intent" value="withhold" variant="outline">
            {keepOff}
          </SubmitButton>
        </>
      )}
    </CardForm>
  );
}

const count = (number: number, one: string, more: string) =>
  number > 0 && `${number} ${number === 1 ? one : more}`;

/** After the reviews, once the owner has read them: what waits for a publish, put on the site now. */
export function PublishWaitingForm({ page }: { page: ReviewsPage }) {
  const { reviews, replies, leaving } = page.waiting;
  const waiting = [
    count(reviews, "review to go on the site", "reviews to go on the site"),
    count(replies, "reply to show", "replies to show"),
    count(leaving, "review to come off the site", "reviews to come off the site"),
  ].filter(Boolean);
  if (waiting.length === 0 || page.publishing) return null;
  return (
    <Section title="Not on the site yet">
      <p className="mb-3">Waiting for your next publish of the website: {waiting.join(", ")}.</p>
      <Form method="post">
        <SubmitButton name="intent" value="publish-waiting">
          Put them on the site now
        </SubmitButton>
      </Form>
    </Section>
  );
}

/** The setting: reviews (and replies) go on the site as they arrive, or with the next publish. */
export function PublishingSettingForm({ page, reply }: { page: ReviewsPage; reply: unknown }) {
  const {
    form,
    fields,
    reply: answer,
  } = useReplyForm("publishing", reply, {
    defaultValue: { publish: page.publishesAsTheyArrive ? "on" : "off" },
  });
  return (
    <Form
      method="post"
      action="/owner/reviews#when-reviews-go-on-the-site-heading"
      {...getFormProps(form)}
      className="grid gap-3"
    >
      <FormMessage reply={answer} />
      <RadioGroupField
        field={fields.publish}
        label="Publish reviews as they arrive"
        options={[
          {
            value: "on",
            label: "On: a new review (and your reply) goes on the site straight away",
          },
          { value: "off", label: "Off: they wait for your next publish, so you read them first" },
        ]}
      />
      <SubmitButton name="intent" value="publishing" variant="secondary">
        Save
      </SubmitButton>
    </Form>
  );
}
