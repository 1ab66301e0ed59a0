import { data, Form, Link } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { formatDateTime, formatShortDate } from "~/lib/uk-time";
import {
  controlClass,
  Labelled,
  Notice,
  PageHeading,
  Section,
  SubmitButton,
} from "~/owner/owner-ui";
import {
  actOnReviews,
  type ReviewsOutcome,
  type ReviewsPage,
  reviewsPage,
} from "~/reviews/reviews-page.server";
import { ownerArea } from "~/server-context";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () => [
  { title: "Reviews from your customers · Owner area" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Plain HTML: every action here is a form. */
export const handle = { scripts: false };

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, { role: "owner" });
  return reviewsPage(ownerArea(context).reviews);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, { role: "owner" });
  const outcome = actOnReviews(ownerArea(context).reviews, {
    user,
    form: await request.formData(),
  });
  return outcome.ok ? outcome : data(outcome, { status: outcome.status });
}

type Review = ReviewsPage["reviews"][number];

/** Where a review's photo is served (the owner only): the photo, or `?size=thumb`. */
const photoPath = (reviewId: number, position: number, thumb = false) =>
  `/owner/reviews/${reviewId}/photos/${position}${thumb ? "?size=thumb" : ""}`;

/**
 * Where a review's forms post to: the page, scrolled back to that review, so the answer beside
 * its form is in view after the page reloads (no script on this page).
 */
const cardAction = (reviewId: number) => `/owner/reviews#review-${reviewId}`;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="text-navy-900 text-xl tracking-wider">
        {"★".repeat(rating)}
        {"☆".repeat(5 - rating)}
      </span>
      <span className="font-semibold">
        {rating} of 5<span className="sr-only"> stars</span>
      </span>
    </span>
  );
}

/** Where the review stands with the site, in a sentence. */
function SiteState({ review, publishing }: { review: Review; publishing: boolean }) {
  if (review.withheld)
    return (
      <p className="rounded-md border-danger border-l-4 bg-red-50 p-3 text-danger">
        <strong>Kept off the site</strong>: {review.withheld.reason}. By {review.withheld.by},{" "}
        {formatDateTime(review.withheld.at)}.
        {review.state === "leaving"
          ? publishing
            ? " It is being taken off the site now."
            : " It is still on the site until the next publish."
          : ""}
      </p>
    );
  if (review.state === "on-site")
    return (
      <p className="rounded-md border-success border-l-4 bg-green-50 p-3 text-success">
        <strong>On the site</strong>
        {review.replyWaiting
          ? publishing
            ? ". Your reply is going on the site now."
            : ". Your reply changes on the site with the next publish."
          : "."}
      </p>
    );
  return (
    <p className="rounded-md border-navy-500 border-l-4 bg-navy-50 p-3 text-navy-900">
      <strong>Waiting for the next publish</strong>
      {publishing ? ": the site is being updated now." : " to go on the site."}
    </p>
  );
}

function ReplyForm({
  review,
  maxLength,
  refused,
}: {
  review: Review;
  maxLength: number;
  refused?: string;
}) {
  const id = `reply-${review.id}`;
  return (
    <details className="mt-3" open={refused !== undefined || undefined}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold underline">
        {review.reply ? "Change your reply" : "Reply in public"}
        <span className="sr-only"> to {review.shownName}</span>
      </summary>
      <Form
        method="post"
        action={cardAction(review.id)}
        className="mt-2 grid gap-3"
        key={review.reply ?? ""}
      >
        <input type="hidden" name="id" value={review.id} />
        <Labelled
          id={id}
          label="Your reply, shown under the review"
          hint={`At most ${maxLength.toLocaleString("en-GB")} characters. Leave it empty to take your reply away.`}
        >
          {(described) => (
            <textarea
              id={id}
              name="reply"
              rows={4}
              maxLength={maxLength}
              defaultValue={refused ?? review.reply ?? ""}
              className={`${controlClass} min-h-28`}
              {...described}
            />
          )}
        </Labelled>
        <SubmitButton name="intent" value="reply" variant="secondary">
          Save reply<span className="sr-only"> to {review.shownName}</span>
        </SubmitButton>
      </Form>
    </details>
  );
}

function WithholdForm({
  review,
  reasons,
  refused,
}: {
  review: Review;
  reasons: ReviewsPage["reasons"];
  refused: boolean;
}) {
  const noteId = `withhold-note-${review.id}`;
  return (
    <details className="mt-1" open={refused || undefined}>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold underline">
        Keep off the site<span className="sr-only">: {review.shownName}'s review</span>
      </summary>
      <Form method="post" action={cardAction(review.id)} className="mt-2 grid gap-3">
        <input type="hidden" name="id" value={review.id} />
        <fieldset className="grid gap-2" aria-describedby={noteId}>
          <legend className="font-semibold text-navy-900">Why keep it off the site?</legend>
          <p id={noteId} className="text-muted text-sm">
            Only for one of these reasons. A review cannot be kept off the site for being negative:
            reply to it instead.
          </p>
          {reasons.map((reason) => (
            <label key={reason.value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="reason"
                value={reason.value}
                required
                className="size-6 shrink-0"
              />
              {reason.label}
            </label>
          ))}
        </fieldset>
        <SubmitButton name="intent" value="withhold" variant="outline">
          Keep off the site<span className="sr-only">: {review.shownName}'s review</span>
        </SubmitButton>
      </Form>
    </details>
  );
}

function ReviewCard({
  review,
  page,
  outcome,
}: {
  review: Review;
  page: ReviewsPage;
  outcome?: ReviewsOutcome;
}) {
  const mine = outcome?.reviewId === review.id ? outcome : undefined;
  const headingId = `review-${review.id}-heading`;
  return (
    <li id={`review-${review.id}`}>
      <article aria-labelledby={headingId} className="rounded-card bg-white p-4 shadow-card sm:p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {review.isNew ? (
            <span className="inline-flex items-center rounded-full bg-hivis-400 px-2.5 py-0.5 font-bold text-navy-950 text-sm">
              New
            </span>
          ) : null}
          <Stars rating={review.rating} />
          <span className="text-muted text-sm">{formatShortDate(review.receivedAt)}</span>
        </div>
        <h3 id={headingId} className="mt-2 break-words font-sans text-xl">
          {review.shownName}
          <span className="block font-normal text-base text-muted">
            {review.job}, {review.town}
          </span>
        </h3>
        <p className="mt-3 whitespace-pre-wrap break-words">{review.text}</p>
        {review.photos.length > 0 ? (
          <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-[repeat(3,9rem)]">
            {review.photos.map((photo) => (
              <li key={photo.position}>
                <a
                  href={photoPath(review.id, photo.position)}
                  className="block overflow-hidden rounded-md border border-navy-100 bg-sand-50"
                >
                  <img
                    src={photoPath(review.id, photo.position, true)}
                    width={photo.thumbWidth}
                    height={photo.thumbHeight}
                    alt={`${photo.position} of ${review.photos.length} sent by ${review.shownName}, open at full size`}
                    loading="lazy"
                    className="aspect-square w-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-3">
          <SiteState review={review} publishing={page.publishing} />
        </div>
        {review.reply ? (
          <div className="mt-3 border-navy-100 border-l-4 pl-3">
            <p className="font-semibold">Your reply</p>
            <p className="whitespace-pre-wrap break-words">{review.reply}</p>
            {review.repliedBy && review.repliedAt ? (
              <p className="text-muted text-sm">
                {review.repliedBy}, {formatDateTime(review.repliedAt)}
              </p>
            ) : null}
          </div>
        ) : null}
        {mine ? (
          <div className="mt-3">
            <Notice tone={mine.ok ? "success" : "error"}>{mine.message}</Notice>
          </div>
        ) : null}
        <ReplyForm
          review={review}
          maxLength={page.maxReplyLength}
          refused={mine && !mine.ok && mine.field === "reply" ? (mine.reply ?? "") : undefined}
        />
        {review.withheld ? null : (
          <WithholdForm
            review={review}
            reasons={page.reasons}
            refused={Boolean(mine && !mine.ok && mine.field === "withhold")}
          />
        )}
      </article>
    </li>
  );
}

export default function Reviews({ loaderData: page, actionData }: Route.ComponentProps) {
  const outcome = actionData as ReviewsOutcome | undefined;
  const general =
    outcome && outcome.reviewId === undefined && outcome.field !== "publishing"
      ? outcome
      : undefined;
  const setting = outcome?.field === "publishing" ? outcome : undefined;
  return (
    <>
      <PageHeading title="Reviews from your customers">
        What your customers wrote through the personal link you sent them, newest first. You can
        reply in public, or keep a review off the site for one of a few reasons, but never change
        their words or stars.
      </PageHeading>
      <p className="-mt-3 mb-6">
        A review given to you another way (by email, say) goes in by hand:{" "}
        <Link to="/owner/site/reviews" className="font-semibold text-navy-700 underline">
          reviews you type in
        </Link>
        .
      </p>
      {general ? <Notice tone={general.ok ? "success" : "error"}>{general.message}</Notice> : null}
      {page.publishing ? (
        <Notice tone="info">The site is being updated: it takes a minute or two.</Notice>
      ) : null}

      {page.waiting && !page.publishing ? (
        <Form
          method="post"
          className="mb-6 grid gap-3 rounded-card bg-white p-4 shadow-card sm:p-6"
        >
          <p>
            Some of what is below is not on the site yet: it goes with your next publish of the
            website, or now.
          </p>
          <SubmitButton name="intent" value="publish-waiting">
            Put it on the site now
          </SubmitButton>
        </Form>
      ) : null}

      {page.reviews.length === 0 ? (
        <Section title="No reviews yet">
          <p>
            Ask a customer for one from their lead's page, in its Review section: they get a
            personal link by email, and you can send it by text or WhatsApp too.
          </p>
        </Section>
      ) : (
        <section aria-labelledby="reviews-heading" className="mt-6">
          <h2 id="reviews-heading" className="mb-3 text-2xl">
            {page.reviews.length === 1 ? "1 review" : `${page.reviews.length} reviews`}
          </h2>
          <ul className="grid gap-4">
            {page.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} page={page} outcome={outcome} />
            ))}
          </ul>
        </section>
      )}

      <Section title="When reviews go on the site">
        <Form
          method="post"
          action="/owner/reviews#when-reviews-go-on-the-site-heading"
          className="grid gap-3"
          key={String(page.publishesAsTheyArrive)}
        >
          {setting ? (
            <Notice tone={setting.ok ? "success" : "error"}>{setting.message}</Notice>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="font-semibold text-navy-900">Publish reviews as they arrive</legend>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="publish"
                value="on"
                defaultChecked={page.publishesAsTheyArrive}
                className="size-6 shrink-0"
              />
              On: a new review (and your reply) goes on the site straight away
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="publish"
                value="off"
                defaultChecked={!page.publishesAsTheyArrive}
                className="size-6 shrink-0"
              />
              Off: they wait for your next publish, so you read them first
            </label>
          </fieldset>
          <SubmitButton name="intent" value="publishing" variant="secondary">
            Save
          </SubmitButton>
        </Form>
      </Section>
    </>
  );
}
