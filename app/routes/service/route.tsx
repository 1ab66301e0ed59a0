import { data, Link } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { loadsWhenUsed } from "~/components/deferred";
import { PhotoGallery } from "~/components/gallery/photo-gallery";
import { HeroQuoteButtons } from "~/components/hero-quote-buttons";
import { LinkChips } from "~/components/link-chips";
import { PageHero } from "~/components/page-hero";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { picture, siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { projectBySlug, projectSummary } from "~/projects/project-pages.server";
import { customerReviews } from "~/reviews/reviews-for-site.server";
import { reviewsExcerpt } from "~/reviews/shown-reviews";
import { serviceBySlug } from "~/services/service-by-slug.server";
import { innerPageSeo } from "~/site/page-seo.server";
import { serviceData } from "~/site/structured-data.server";
import type { Route } from "./+types/route";
import { ProcessSteps } from "./process-steps";

export function loader({ params }: Route.LoaderArgs) {
  const service = serviceBySlug(params.slug);
  if (!service) throw data(null, { status: 404, statusText: "Not Found" });
  const { gallery, image, relatedProjects, ...rest } = service;
  const reviews = reviewsExcerpt(
    customerReviews(),
    (review) => review.serviceSlug === service.slug,
  );
  return {
    service: { ...rest, image: picture(image), gallery: gallery.map(picture) },
    projects: relatedProjects.flatMap((slug) => {
      const project = projectBySlug(slug);
      return project ? [projectSummary(project)] : [];
    }),
    pricedJobs: siteContent()
      .priceGuides.filter((guide) => guide.service === service.slug)
      .map(({ slug, title }) => ({ slug, title })),
    otherServices: siteContent()
      .services.filter((other) => other.slug !== service.slug)
      .map(({ slug, title }) => ({ slug, title })),
    // Only when there are some: without, the page and its data are as before reviews existed.
    ...(reviews ? { reviews } : {}),
    seo: innerPageSeo({
      path: `/services/${service.slug}`,
      title: service.title,
      description: service.seoDescription,
      section: { name: "Services", path: "/services" },
      structuredData: [
        serviceData(
          service,
          siteContent().serviceAreas.map((area) => area.name),
        ),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

/** Related projects are not the page's main business: their cards' code loads on first use. */
const DeferredProjectGrid = loadsWhenUsed(() =>
  import("~/components/project-grid").then((module) => module.ProjectGrid),
);

/** Nor are customers' reviews, which are text, pictures and links: their code loads on first use. */
const DeferredCustomerReviews = loadsWhenUsed(() =>
  import("~/components/customer-reviews-section").then((module) => module.CustomerReviewsSection),
);

export default function ServicePage({
  loaderData: { service, projects, pricedJobs, otherServices, reviews },
}: Route.ComponentProps) {
  const quoteLink = `/contact?service=${service.slug}`;
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title={service.hero.title}
        text={service.hero.text}
        parent="/services"
        breadcrumb={[
          { label: "Home", to: "/" },
          { label: "Services", to: "/services" },
          { label: service.title, to: `/services/${service.slug}` },
        ]}
        textFirstOnPhones
        image={service.image}
      >
        <HeroQuoteButtons quoteTo={quoteLink} quoteLabel="Get Free Quote" />
      </PageHero>

      <Section aria-labelledby="highlights-heading">
        <h2 id="highlights-heading" className="sr-only">
          Why choose us for {service.title.toLowerCase()}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {service.highlights.map((highlight) => (
            <li key={highlight.title}>
              <Card className="h-full border-t-4 border-t-hivis-400 p-6">
                <h3 className="text-2xl">{highlight.title}</h3>
                <p className="mt-2 text-muted">{highlight.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mx-auto mt-14 max-w-3xl">
          <h2 className="text-4xl">{service.title} on the Fylde coast</h2>
          {service.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 text-lg">
              {paragraph}
            </p>
          ))}
          <p className="mt-6 text-lg">
            <strong>What will it cost?</strong>{" "}
            {pricedJobs.length > 0 ? (
              pricedJobs.map((job, index) => (
                <span key={job.slug}>
                  {index > 0 ? " · " : ""}
                  <Link to={`/cost-guide#${job.slug}`} className="font-semibold underline">
                    Prices for a {job.title.toLowerCase()}
                  </Link>
                </span>
              ))
            ) : (
              <Link to="/cost-guide" className="font-semibold underline">
                See our price guide
              </Link>
            )}
          </p>
        </div>
      </Section>

      <Section tone="navy" aria-labelledby="process-heading">
        <SectionHeading
          id="process-heading"
          tone="light"
          eyebrow="How it works"
          title={`Our ${service.title.toLowerCase()} process`}
          intro="Four steps from the first visit to the final sign-off, with one team throughout."
        />
        <ProcessSteps steps={service.process} />
      </Section>

      <Section aria-labelledby="gallery-heading">
        <SectionHeading
          id="gallery-heading"
          eyebrow="Gallery"
          title={`${service.title} in pictures`}
        />
        <div className="mt-10">
          <PhotoGallery title={service.title} images={service.gallery} />
        </div>
        {projects.length > 0 ? (
          <>
            <h2 className="mt-16 text-center text-4xl">
              Projects with our {service.title.toLowerCase()}
            </h2>
            <DeferredProjectGrid projects={projects} className="mt-8" />
          </>
        ) : null}
      </Section>

      {reviews ? <DeferredCustomerReviews excerpt={reviews} /> : null}

      <CallToAction
        title={`Ready to talk about your ${service.title.toLowerCase()}?`}
        text="Call us for a chat, or ask for a written quote: we visit, measure up and put everything in writing, free of charge."
        quoteLabel="Get Written Quote"
        quoteTo={quoteLink}
      />

      <Section tone="sand" aria-labelledby="other-services-heading" spacing="compact">
        <h2 id="other-services-heading" className="text-center text-3xl">
          Our other services
        </h2>
        <LinkChips
          links={otherServices.map((other) => ({
            label: other.title,
            to: `/services/${other.slug}`,
          }))}
        />
      </Section>
    </>
  );
}
