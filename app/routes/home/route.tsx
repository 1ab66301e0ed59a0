import { FileText, Images } from "lucide-react";
import { DeferredContactSection } from "~/components/contact/deferred-contact-section";
import { loadsWhenUsed } from "~/components/deferred";
import { ResponsiveImage } from "~/components/responsive-image";
import { StarRating } from "~/components/star-rating";
import { ButtonLink } from "~/components/ui/button";
import { picture, siteContent } from "~/content/site-content.server";
import { siteOf } from "~/lib/page-meta";
import { pageMeta } from "~/lib/seo";
import { projectSummary } from "~/projects/project-pages.server";
import { quoteAction, quoteHeaders } from "~/quote-requests/quote-action.server";
import { keepDataAfterQuote, quoteFormHandle } from "~/quote-requests/quote-page";
import { customerReviews } from "~/reviews/reviews-for-site.server";
import { firstReviews, shownReviews } from "~/reviews/shown-reviews";
import { contactSectionData } from "~/site/contact-page.server";
import { businessData, websiteData } from "~/site/structured-data.server";
import type { Route } from "./+types/route";

export function loader({ request }: Route.LoaderArgs) {
  const page = siteContent().pages.home;
  const reviews = firstReviews(shownReviews(customerReviews(), siteContent().testimonials), 3);
  return {
    page: { ...page, hero: { ...page.hero, image: picture(page.hero.image) } },
    services: siteContent().services.map(({ slug, title, summary, icon }) => ({
      slug,
      title,
      summary,
      icon,
    })),
    projects: siteContent().projects.map(projectSummary),
    // Verified customers' reviews first, then the owner's real ones; the samples only while
    // there is no real review (then the data is as before verified reviews existed).
    reviews: reviews.typed,
    ...(reviews.verified.length > 0 ? { verifiedReviews: reviews.verified } : {}),
    accreditations: siteContent().accreditations,
    /** "Accredited and insured" only while the insurance is current. */
    insured: siteContent().cover.insurance !== undefined,
    contact: contactSectionData(new URL(request.url)),
    seo: {
      path: "/",
      title: page.seo.title,
      description: page.seo.description,
      structuredData: [
        businessData(siteContent().serviceAreas.map((area) => area.name)),
        websiteData(),
      ],
    },
  };
}

export const action = (args: Route.ActionArgs) => quoteAction(args);
export const headers: Route.HeadersFunction = quoteHeaders;
export const handle = quoteFormHandle;
export const shouldRevalidate = keepDataAfterQuote;

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteOf(matches);
  return data && site ? pageMeta(site, data.seo) : [];
};

const DeferredHomeSections = loadsWhenUsed(() =>
  import("./home-sections").then((module) => module.HomeSections),
);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, services, projects, reviews, verifiedReviews, accreditations, insured, contact } =
    loaderData;
  return (
    <>
      <section className="blueprint-grid overflow-hidden text-white">
        <div className="container-site grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:items-center lg:py-20">
          <div>
            <p className="eyebrow text-hivis-400">{page.hero.eyebrow}</p>
            <h1 className="mt-3 text-5xl text-white sm:text-6xl xl:text-7xl">{page.hero.title}</h1>
            <p className="mt-5 max-w-xl text-lg text-navy-100">{page.hero.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/contact" size="lg">
                <FileText aria-hidden="true" />
                Request Free Quote
              </ButtonLink>
              <ButtonLink to="/projects" size="lg" variant="outline-light">
                <Images aria-hidden="true" />
                View Our Work
              </ButtonLink>
            </div>
            <div className="mt-8 flex items-center gap-3">
              <StarRating rating={5} />
              <p className="font-semibold text-white">{page.hero.trustedBy}</p>
            </div>
          </div>
          <ResponsiveImage
            image={page.hero.image}
            priority
            preloadMedia="(min-width: 1024px)"
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, calc(100vw - 2rem)"
            className="overflow-hidden rounded-card shadow-lift ring-1 ring-white/10"
          />
        </div>
      </section>

      <DeferredHomeSections
        copy={page}
        services={services}
        projects={projects}
        reviews={reviews}
        verifiedReviews={verifiedReviews}
        accreditations={accreditations}
        insured={insured}
      />
      <DeferredContactSection {...contact} />
    </>
  );
}
