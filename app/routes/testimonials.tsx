import { CheckCircle2 } from "lucide-react";
import { CallToAction } from "~/components/call-to-action";
import { loadsWhenUsed } from "~/components/deferred";
import { PageHero } from "~/components/page-hero";
import { ReviewCard } from "~/components/review-card";
import { StatsList } from "~/components/stats-list";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import type { ReviewOnSite } from "~/reviews/published-review";
import { customerReviews } from "~/reviews/reviews-for-site.server";
import { reviewsRating, shownReviews } from "~/reviews/shown-reviews";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/testimonials";

export function loader() {
  const page = siteContent().pages.testimonials;
  const shown = shownReviews(customerReviews(), siteContent().testimonials);
  const rating = reviewsRating(shown);
  return {
    page,
    // Verified customers' reviews first, newest first; then the owner's (the samples only
    // while there is no real review). With neither verified nor real reviews, the page's data
    // is as it was before verified reviews existed.
    ...(shown.verified.length > 0 ? { verifiedReviews: shown.verified } : {}),
    reviews: shown.typed,
    ...(rating ? { rating } : {}),
    seo: innerPageSeo({
      path: "/testimonials",
      title: page.seo.title,
      description: page.seo.description,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

/**
 * Real reviews, with their rating: text, pictures and links, whose code (the verified
 * customers' cards) loads when the visitor reaches for them; the page's HTML has them in full.
 */
const DeferredRatedReviews = loadsWhenUsed(() =>
  import("~/components/reviews-list").then((module) => module.RatedReviews),
);
/** One empty list for every render: a deferred part re-renders when a prop is a new object. */
const noVerifiedReviews: ReviewOnSite[] = [];

export default function Testimonials({
  loaderData: { page, verifiedReviews = noVerifiedReviews, reviews, rating },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} parent="/" />
      <Section tone="sand" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="sr-only">
          Reviews
        </h2>
        {rating ? (
          <DeferredRatedReviews rating={rating} verified={verifiedReviews} typed={reviews} />
        ) : (
          // No real review yet: the samples, each saying it is one.
          <ul className="grid gap-6 lg:grid-cols-3">
            {reviews.map((review) => (
              <li key={review.name}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section tone="navy" aria-labelledby="record-heading">
        <SectionHeading
          id="record-heading"
          tone="light"
          eyebrow="Our record"
          title="Numbers behind the reviews"
        />
        <StatsList stats={page.stats} className="mt-10" />
      </Section>
      <Section aria-labelledby="reasons-heading">
        <SectionHeading id="reasons-heading" {...page.reasons} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {page.reasons.items.map((reason) => (
            <li key={reason.title}>
              <Card className="h-full p-6">
                <CheckCircle2 aria-hidden="true" className="size-8 text-success" />
                <h3 className="mt-4 text-2xl">{reason.title}</h3>
                <p className="mt-2 text-muted">{reason.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}
