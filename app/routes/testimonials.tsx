import { CheckCircle2 } from "lucide-react";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { ReviewCard } from "~/components/review-card";
import { StatsList } from "~/components/stats-list";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { innerPageSeo } from "~/content/page-seo.server";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/testimonials";

export function loader() {
  const page = siteContent().pages.testimonials;
  return {
    page,
    reviews: siteContent().testimonials,
    seo: innerPageSeo({
      path: "/testimonials",
      title: page.seo.title,
      description: page.seo.description,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

export default function Testimonials({ loaderData: { page, reviews } }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...page.hero} parent="/" />
      <Section tone="sand" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading" className="sr-only">
          Reviews
        </h2>
        <ul className="grid gap-6 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.name}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
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
