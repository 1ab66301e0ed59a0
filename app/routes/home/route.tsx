import { ArrowRight, FileText, Images } from "lucide-react";
import { AccreditationBadge } from "~/components/accreditation-badge";
import { ContactSection } from "~/components/contact/contact-section";
import { ProjectGrid } from "~/components/project-grid";
import { ResponsiveImage } from "~/components/responsive-image";
import { ReviewCard, StarRating } from "~/components/review-card";
import { StatsList } from "~/components/stats-list";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { contactSectionData } from "~/content/contact.server";
import { projectSummary } from "~/content/selectors.server";
import { picture, siteContent } from "~/content/site-content.server";
import { pageMeta } from "~/lib/seo";
import { businessData, websiteData } from "~/lib/structured-data";
import { quoteAction, quoteHeaders } from "~/quotes/quote-action.server";
import type { Route } from "./+types/route";
import { ServiceTile } from "./service-tile";

export function loader({ request }: Route.LoaderArgs) {
  const page = siteContent.pages.home;
  return {
    page: { ...page, hero: { ...page.hero, image: picture(page.hero.image) } },
    services: siteContent.services.map(({ slug, title, summary, icon }) => ({
      slug,
      title,
      summary,
      icon,
    })),
    projects: siteContent.projects.map(projectSummary),
    reviews: siteContent.testimonials.slice(0, 3),
    accreditations: siteContent.accreditations,
    contact: contactSectionData(new URL(request.url)),
    areaNames: siteContent.serviceAreas.map((area) => area.name),
  };
}

export const action = (args: Route.ActionArgs) => quoteAction(args);

export const headers: Route.HeadersFunction = quoteHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    path: "/",
    title: data?.page.seo.title ?? "Home",
    description: data?.page.seo.description,
    structuredData: data ? [businessData(data.areaNames), websiteData()] : [],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, services, projects, reviews, accreditations, contact } = loaderData;
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
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 100vw"
            className="overflow-hidden rounded-card shadow-lift ring-1 ring-white/10"
          />
        </div>
      </section>

      <Section aria-labelledby="services-heading">
        <SectionHeading id="services-heading" {...page.services} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceTile service={service} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to="/services" variant="outline">
            View All Services
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </Section>

      <Section tone="sand" aria-labelledby="projects-heading">
        <SectionHeading id="projects-heading" {...page.projects} />
        <ProjectGrid projects={projects} className="mt-12" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/projects" variant="secondary">
            View All Projects
          </ButtonLink>
          <ButtonLink to="/contact">Start Your Project</ButtonLink>
        </div>
      </Section>

      <Section aria-labelledby="reviews-heading">
        <SectionHeading id="reviews-heading" {...page.reviews} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.name}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to="/testimonials" variant="outline">
            Read All Reviews
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </Section>

      <Section tone="navy" aria-labelledby="about-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id="about-heading" align="left" tone="light" {...page.about} />
            {page.about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 text-navy-100">
                {paragraph}
              </p>
            ))}
            <ButtonLink to="/about" variant="outline-light" className="mt-8">
              More About Us
            </ButtonLink>
          </div>
          <div>
            <StatsList stats={page.about.stats} />
            <h3 className="mt-10 text-center text-2xl">Accredited and insured</h3>
            <ul className="mt-6 grid grid-cols-2 gap-6 rounded-card bg-white p-6 sm:grid-cols-3">
              {accreditations.map((accreditation) => (
                <li key={accreditation.name}>
                  <AccreditationBadge accreditation={accreditation} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <ContactSection {...contact} page="/" />
    </>
  );
}
