import { getFormProps } from "@conform-to/react";
import { MessageCircle, MessageSquareText, Share2 } from "lucide-react";
import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useReplyForm } from "~/forms/form-reply";
import { formatDateTime, formatLongDate } from "~/lib/uk-time";
import { FormMessage, SelectField, TextField } from "~/owner/fields";
import { SubmitButton } from "~/owner/owner-ui";
import type { LeadReview } from "~/reviews/lead-review.server";
import { LeadForm } from "./lead-forms";

/**
 * The Share button's few lines: shown, and wired to the phone's share sheet, only where the
 * browser has one (`navigator.share`). The page itself is plain HTML (`scripts: false`); this
 * inline script is allowed by its hash like every other (decision 012), and without it the
 * text and WhatsApp links below do the same job.
 */
const shareScript = `for (const button of document.querySelectorAll("button[data-share-url]")) {
  if (typeof navigator.share !== "function") continue;
  button.hidden = false;
  button.addEventListener("click", () => {
    navigator.share({ text: button.dataset.shareText, url: button.dataset.shareUrl }).catch(() => {});
  });
}`;

/** A state of a lead's review request (asked or not), with the lead and the action's answer. */
interface Props<Asked extends boolean> {
  lead: { id: number; firstName: string };
  review: Extract<LeadReview, { asked: Asked }>;
  reply: unknown;
}

/** Before asking: the job as the website will name it under the review. */
function AskForm({ lead, review, reply }: Props<false>) {
  const ask = useReplyForm<{ service: string; project: string; town: string }>("review", reply, {
    defaultValue: { service: review.service, project: review.project, town: review.town },
  });
  const { fields } = ask;
  if (!review.canAsk)
    return <p>This lead is marked as spam: a review can be asked only of a real customer.</p>;
  return (
    <>
      <p className="wrap-anywhere">
        {lead.firstName} gets an email with a personal link to write a review for the website; you
        can send the same link by text or WhatsApp too.
        {review.suggested ? "" : " Usually asked once the job is done and the lead is marked Won."}
      </p>
      <LeadForm of={ask} leadId={lead.id} anchor="review-heading" className="mt-4 grid gap-4">
        <SelectField
          field={fields.service}
          label="The service it was"
          choose="Choose a service"
          options={review.services}
        />
        <SelectField
          field={fields.project}
          label="The project, if it is on the website"
          options={[{ value: "", label: "Not on the website" }, ...review.projects]}
        />
        <TextField
          field={fields.town}
          label="Town of the job"
          hint="Shown with the review, e.g. Lytham St Annes"
          required
          maxLength={60}
          autoComplete="off"
        />
        <SubmitButton name="intent" value="ask-review">
          Ask for a review
        </SubmitButton>
      </LeadForm>
    </>
  );
}

const stateWords = {
  waiting: "Waiting for the review",
  written: "Review written",
  expired: "Link expired",
} as const;

/** After asking: who asked when, where it stands, and the link to send again. */
function Asked({ lead, review, canSeeReviews, reply }: Props<true> & { canSeeReviews: boolean }) {
  const remind = useReplyForm("review", reply);
  const secondary = buttonVariants({
    variant: "secondary",
    size: "lg",
    className: "w-full sm:w-auto",
  });
  const rows: [string, React.ReactNode][] = [
    ["Asked", `${formatDateTime(review.askedAt)} by ${review.askedBy}`],
    ["The job", `${review.job}, ${review.town}`],
    [
      "Where it stands",
      review.state === "waiting"
        ? `${stateWords.waiting}: the link works until ${formatLongDate(review.expiresAt)}`
        : review.state === "written"
          ? `${stateWords.written}${review.writtenAt ? ` ${formatDateTime(review.writtenAt)}` : ""}`
          : `${stateWords.expired} on ${formatLongDate(review.expiresAt)}, unused`,
    ],
    ...(review.remindedAt
      ? ([["Reminder", `Sent ${formatDateTime(review.remindedAt)}`]] as [string, string][])
      : []),
  ];
  return (
    <div className="grid gap-4">
      <FormMessage reply={remind.reply} />
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[9rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {review.state === "written" && canSeeReviews ? (
        <p>
          <Link to="/owner/reviews" className="font-semibold text-navy-700 underline">
            See it with your reviews
          </Link>
        </p>
      ) : null}
      {review.share ? (
        <>
          <div>
            <p className="wrap-anywhere font-semibold">{lead.firstName}'s personal link</p>
            <p className="mt-1 break-all rounded-md bg-sand-100 p-3 font-mono text-sm">
              {review.share.link}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <button
              type="button"
              hidden
              data-share-url={review.share.link}
              data-share-text={review.share.message}
              className={secondary}
            >
              <Share2 aria-hidden="true" />
              Share
            </button>
            <a href={review.share.sms} className={secondary}>
              <MessageSquareText aria-hidden="true" />
              Send by text
            </a>
            <a href={review.share.whatsApp} className={secondary} rel="noreferrer" target="_blank">
              <MessageCircle aria-hidden="true" />
              Send by WhatsApp
            </a>
          </div>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, allowed by its hash */}
          <script dangerouslySetInnerHTML={{ __html: shareScript }} />
        </>
      ) : null}
      {review.canRemind ? (
        <Form
          method="post"
          action={`/owner/leads/${lead.id}#review-heading`}
          {...getFormProps(remind.form)}
          className="grid justify-items-start gap-2"
        >
          <p className="text-muted text-sm" id="review-reminder-hint">
            One reminder, with the same link: best a week or two on, if nothing has come.
          </p>
          <SubmitButton
            name="intent"
            value="remind-review"
            variant="outline"
            aria-describedby="review-reminder-hint"
          >
            Send a reminder by email
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

/** A lead's "Review" section: ask the customer for a review, then send the link on. */
export function ReviewRequest({
  lead,
  canSeeReviews,
  reply,
}: {
  lead: { id: number; firstName: string; review: LeadReview };
  canSeeReviews: boolean;
  reply: unknown;
}) {
  const { review } = lead;
  return review.asked ? (
    <Asked lead={lead} review={review} canSeeReviews={canSeeReviews} reply={reply} />
  ) : (
    <AskForm lead={lead} review={review} reply={reply} />
  );
}
