import { Link } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { answerForm, readForm } from "~/forms/read-form.server";
import { FormMessage } from "~/owner/fields";
import { Notice, ownerMeta, PageHeading, Section } from "~/owner/owner-ui";
import { ReviewCard } from "~/owner/reviews/review-card";
import { PublishingSettingForm, PublishWaitingForm } from "~/owner/reviews/review-forms";
import { reviewsContext } from "~/reviews/review-services.server";
import { customerReviewsPage, type ReviewsPage } from "~/reviews/reviews-page.server";
import {
  actOnReviews,
  reviewsPageForm,
  reviewsPageWords,
} from "~/reviews/reviews-page-actions.server";
import { reviewsPageFormOf } from "~/reviews/reviews-page-forms";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () => ownerMeta("Reviews from your customers");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "answer reviews");
  return customerReviewsPage(context.get(reviewsContext).db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(request, context, "answer reviews");
  const reviews = context.get(reviewsContext);
  return answerForm(
    await readForm(request, reviewsPageForm, reviewsPageWords),
    (sent) => actOnReviews(reviews, { user, sent }),
    {
      form: reviewsPageFormOf,
    },
  );
}

/** The forms the page shows now: a review kept off the site has none. */
const formsShown = (page: ReviewsPage) =>
  new Set([
    "publishing",
    ...page.reviews.flatMap(({ id, withheld }) =>
      withheld ? [] : ["reply", "withhold"].map((intent) => reviewsPageFormOf({ intent, id })),
    ),
  ]);

export default function Reviews({ loaderData: page, actionData }: Route.ComponentProps) {
  // A refusal for a form the page no longer shows (its review went, or was kept off the site
  // meanwhile; or no form at all) is said at the top. A form gone once done is answered by the
  // page itself: a review kept off the site on its card, a publish by the notice below.
  const elsewhere =
    actionData && !actionData.ok && !formsShown(page).has(actionData.form) ? actionData : undefined;
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
      {elsewhere ? (
        <FormMessage
          reply={{
            ok: false,
            message: [elsewhere.message, ...Object.values(elsewhere.result.error ?? {}).flat()]
              .filter(Boolean)
              .join(" "),
          }}
        />
      ) : null}
      {page.publishing ? (
        <Notice tone="info">
          The site is being updated: it takes a few seconds. Open this page again to see it done.
        </Notice>
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
          {/* What customers typed can hold a pasted web address: it wraps, on a phone too. */}
          <ul className="grid gap-4 wrap-anywhere">
            {page.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} page={page} reply={actionData} />
            ))}
          </ul>
          <p className="mt-4">
            <a href="/owner/reviews.csv" className="font-semibold text-navy-700 underline" download>
              Download all reviews (CSV)
            </a>
          </p>
        </section>
      )}

      <PublishWaitingForm page={page} />

      <Section title="When reviews go on the site">
        <PublishingSettingForm page={page} reply={actionData} />
      </Section>
    </>
  );
}
