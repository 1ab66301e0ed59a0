import { ArrowRight } from "lucide-react";
import { AccreditationBadge } from "~/components/accreditation-badge";
import { loadsWhenUsed } from "~/components/deferred";
import { ProjectGrid } from "~/components/project-grid";
import { ReviewCard } from "~/components/review-card";
import { StatsList } from "~/components/stats-list";
import { ButtonLink, SeeAllLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import type { Accreditation } from "~/credentials/accreditation";
import type { HomePage } from "~/pages/pages";
import type { ProjectSummary } from "~/projects/project";
import type { ReviewOnSite } from "~/reviews/published-review";
import type { Testimonial } from "~/reviews/testimonial";
import { ServiceTile, type ServiceTileData } from "./service-tile";

interface HomeSectionsProps {
  copy: Pick<HomePage, "services" | "projects" | "reviews" | "about">;
  services: ServiceTileData[];
  projects: ProjectSummary[];
  /** The owner's reviews: after the verified ones, or the samples while there is no real review. */
  reviews: Testimonial[];
  /** Verified customers' reviews, newest first, shown first; none given when there is none. */
  verifiedReviews?: ReviewOnSite[];
  accreditations: Accreditation[];
  insured: boolean;
}

/**
 * Verified customers' reviews, with the owner's: the cards' code loads only once there are
 * such reviews (and the visitor reaches for them), not with the rest of these sections.
 */
const DeferredReviewsList = loadsWhenUsed(() =>
  import("~/components/reviews-list").then((module) => module.ReviewsList),
);

/** Everything on the home page between the hero and the contact section: services, work, reviews, about. */
export function HomeSections({
  copy,
  services,
  projects,
  reviews,
  verifiedReviews,
  accreditations,
  insured,
}: HomeSectionsProps) {
  return (
    <>
      <Section aria-labelledby="services-heading">
        <SectionHeading id="services-heading" {...copy.services} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceTile service={service} />
            </li>
          ))}
        </ul>
        <SeeAllLink to="/services">
          View All Services
          <ArrowRight aria-hidden="true" />
        </SeeAllLink>
      </Section>

      <Section tone="sand" aria-labelledby="projects-heading">
        <SectionHeading id="projects-heading" {...copy.projects} />
        <ProjectGrid projects={projects} className="mt-12" />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/projects" variant="secondary">
            View All Projects
          </ButtonLink>
          <ButtonLink to="/contact">Start Your Project</ButtonLink>
        </div>
      </Section>

      <Section aria-labelledby="reviews-heading">
        <SectionHeading id="reviews-heading" {...copy.reviews} />
        {verifiedReviews?.length ? (
          <DeferredReviewsList verified={verifiedReviews} typed={reviews} className="mt-12" />
        ) : (
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {reviews.map((review) => (
              <li key={review.name}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        <SeeAllLink to="/testimonials">
          Read All Reviews
          <ArrowRight aria-hidden="true" />
        </SeeAllLink>
      </Section>

      <Section tone="navy" aria-labelledby="about-heading">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
          <div>
            <SectionHeading id="about-heading" align="left" tone="light" {...copy.about} />
            {copy.about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 text-navy-100">
                {paragraph}
              </p>
            ))}
            <ButtonLink to="/about" variant="outline-light" className="mt-8">
              More About Us
            </ButtonLink>
          </div>
          <div>
            <StatsList stats={copy.about.stats} />
            {accreditations.length > 0 ? (
              <>
                <h3 className="mt-10 text-center text-2xl">
                  {insured ? "Accredited and insured" : "Accredited"}
                </h3>
                <ul className="mt-6 grid grid-cols-2 gap-6 rounded-card bg-white p-6 sm:grid-cols-3">
                  {accreditations.map((accreditation) => (
                    <li key={accreditation.name}>
                      <AccreditationBadge accreditation={accreditation} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </div>
      </Section>
    </>
  );
}
