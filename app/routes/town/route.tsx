import { Clock, MapPin, Star } from "lucide-react";
import { data, Link } from "react-router";
import { withCompanyFacts } from "~/company/company";
import { CallToAction } from "~/components/call-to-action";
import { loadsWhenUsed } from "~/components/deferred";
import { HeroQuoteButtons } from "~/components/hero-quote-buttons";
import { LinkChips } from "~/components/link-chips";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { projectSummary } from "~/projects/project-pages.server";
import { customerReviews } from "~/reviews/reviews-for-site.server";
import { reviewsExcerpt, reviewsRating } from "~/reviews/shown-reviews";
import { serviceBySlug } from "~/services/service-by-slug.server";
import { innerPageSeo } from "~/site/page-seo.server";
import { townServiceData } from "~/site/structured-data.server";
import {
  localServices,
  townPageDescription,
  townPageTitle,
  townProofs,
} from "~/town-pages/town-pages";
import type { Route } from "./+types/route";

/** `/areas-we-cover/{town}`: a town's own page, only while it has local proof (decision 037). */
export function loader({ params }: Route.LoaderArgs) {
  const content = siteContent();
  const towns = townProofs(content, customerReviews());
  const town = towns.find((proof) => proof.published && proof.slug === params.town);
  if (!town) throw data(null, { status: 404, statusText: "Not Found" });
  const { name, distanceMiles, description, about } = town.area;
  const title = townPageTitle(name);
  return {
    town: { name, slug: town.slug, distanceMiles, description, about },
    promise: withCompanyFacts(content.pages.contact.quote.responsePromise, content.company),
    projects: town.projects.map(({ project }) => projectSummary(project)),
    reviews: reviewsExcerpt(town.reviews, () => true, 6),
    rating: reviewsRating({ verified: town.reviews, typed: [] }),
    services: localServices(town)
      .slice(0, 4)
      .flatMap((slug) => {
        const service = serviceBySlug(slug);
        return service ? [{ slug, title: service.title, summary: service.summary }] : [];
      }),
    otherTowns: towns
      .filter((other) => other.published && other !== town)
      .map((other) => ({ name: other.area.name, path: other.path })),
    seo: innerPageSeo({
      path: town.path,
      title,
      description: townPageDescription(town, content.company.tradingName),
      section: { name: "Areas We Cover", path: "/areas-we-cover" },
      structuredData: [townServiceData(town.area, town.path)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

const DeferredProjectGrid = loadsWhenUsed(() =>
  import("~/components/project-grid").then((module) => module.ProjectGrid),
);
const DeferredCustomerReviews = loadsWhenUsed(() =>
  import("~/components/customer-reviews-section").then((module) => module.CustomerReviewsSection),
);

export default function TownPage({
  loaderData: { town, promise, projects, reviews, rating, services, otherTowns },
}: Route.ComponentProps) {
  const quoteLink = `/contact?town=${town.slug}`;
  const miles = `${town.distanceMiles} ${town.distanceMiles === 1 ? "mile" : "miles"}`;
  return (
    <>
      <PageHero
        eyebrow="Areas we cover"
        title={townPageTitle(town.name)}
        text={town.description}
        parent="/areas-we-cover"
        breadcrumb={[
          { label: "Home", to: "/" },
          { label: "Areas We Cover", to: "/areas-we-cover" },
          { label: town.name, to: `/areas-we-cover/${town.slug}` },
        ]}
      >
        <HeroQuoteButtons quoteTo={quoteLink} quoteLabel={`Get a Free Quote in ${town.name}`} />
      </PageHero>

      <Section aria-labelledby="town-facts-heading">
        <h2 id="town-facts-heading" className="sr-only">
          Working in {town.name}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <Fact icon={MapPin} title={`${miles} from our office`}>
            Close enough for site visits, quick call-outs and a team on site every day.
          </Fact>
          <Fact icon={Clock} title="A quick reply">
            {promise}.
          </Fact>
          <Fact icon={Star} title="Local proof">
            {[
              projects.length > 0 &&
                `${projects.length} completed ${projects.length === 1 ? "project" : "projects"} in or near ${town.name}`,
              reviews &&
                `${reviews.total} verified ${reviews.total === 1 ? "review" : "reviews"} from customers here`,
            ]
              .filter(Boolean)
              .join("; ") || `What we know of ${town.name}, in our own words below.`}
          </Fact>
        </ul>
        {town.about.length > 0 ? (
          <div className="mx-auto mt-14 max-w-3xl">
            <h2 className="text-4xl">Our work in {town.name}</h2>
            {town.about.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 text-lg">
                {paragraph}
              </p>
            ))}
          </div>
        ) : null}
      </Section>

      {projects.length > 0 ? (
        <Section tone="sand" aria-labelledby="town-projects-heading">
          <SectionHeading
            id="town-projects-heading"
            eyebrow="Completed projects"
            title={`Projects in and near ${town.name}`}
            intro="Nearest first."
          />
          <DeferredProjectGrid projects={projects} className="mt-10" />
        </Section>
      ) : null}

      {reviews ? (
        <DeferredCustomerReviews
          excerpt={reviews}
          rating={rating}
          tone={projects.length > 0 ? "white" : "sand"}
          title={`What customers in ${town.name} said`}
        />
      ) : null}

      {services.length > 0 ? (
        <Section aria-labelledby="town-services-heading" spacing="compact">
          <h2 id="town-services-heading" className="text-center text-3xl">
            What we are asked for most in {town.name}
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-2">
            {services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={`/services/${service.slug}`}
                  className="block h-full rounded-card border border-navy-100 bg-white p-5 shadow-card hover:border-navy-600"
                >
                  <span className="font-display text-2xl text-navy-900">{service.title}</span>
                  <span className="mt-1 block text-muted">{service.summary}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <CallToAction
        title={`Planning work in ${town.name}?`}
        text="Call us for a chat, or ask for a written quote: we visit, measure up and put everything in writing, free of charge."
        quoteLabel="Get Written Quote"
        quoteTo={quoteLink}
      />

      {otherTowns.length > 0 ? (
        <Section tone="sand" aria-labelledby="other-towns-heading" spacing="compact">
          <h2 id="other-towns-heading" className="text-center text-3xl">
            Other places we work
          </h2>
          <LinkChips links={otherTowns.map((other) => ({ label: other.name, to: other.path }))} />
        </Section>
      ) : null}
    </>
  );
}

function Fact({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof MapPin;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-card border border-navy-100 bg-white p-5 shadow-card">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-hivis-400">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="text-2xl">{title}</h3>
        <p className="mt-1 text-muted">{children}</p>
      </div>
    </li>
  );
}
