import { ArrowRight, CheckCircle2, FileText } from "lucide-react";
import { data } from "react-router";
import { loadsWhenUsed } from "~/components/deferred";
import { PhotoGallery } from "~/components/gallery/photo-gallery";
import { PageHero } from "~/components/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { picture, siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { projectBySlug } from "~/projects/project-pages.server";
import { customerReviews } from "~/reviews/reviews-for-site.server";
import { reviewsExcerpt } from "~/reviews/shown-reviews";
import { serviceBySlug } from "~/services/service-by-slug.server";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/route";
import { ProjectDetails } from "./project-details";

export function loader({ params }: Route.LoaderArgs) {
  const project = projectBySlug(params.slug);
  if (!project) throw data(null, { status: 404, statusText: "Not Found" });
  const { gallery, servicesProvided, beforeAfter, ...rest } = project;
  const photo = (src: string) => {
    const image = gallery.find((each) => each.src === src);
    if (!image) throw new Error(`Project ${project.slug}: no photo ${src}`);
    return picture(image);
  };
  const position = siteContent().projects.indexOf(project);
  const next = siteContent().projects[(position + 1) % siteContent().projects.length];
  const reviews = reviewsExcerpt(
    customerReviews(),
    (review) => review.projectSlug === project.slug,
  );
  return {
    project: {
      ...rest,
      gallery: gallery.map(picture),
      beforeAfter: beforeAfter.map((pair) => ({
        before: photo(pair.before),
        after: photo(pair.after),
      })),
      services: servicesProvided.flatMap((slug) => {
        const service = serviceBySlug(slug);
        return service ? [{ slug, title: service.title }] : [];
      }),
    },
    next: next && next !== project ? { slug: next.slug, title: next.title } : undefined,
    // Only when there are some: without, the page and its data are as before reviews existed.
    ...(reviews ? { reviews } : {}),
    seo: innerPageSeo({
      path: `/projects/${project.slug}`,
      title: `${project.title}, ${project.location}`,
      description: project.seoDescription,
      section: { name: "Projects", path: "/projects" },
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

/** A before/after comparison: its code (the range's handler) only on a page that has one. */
const DeferredBeforeAfter = loadsWhenUsed(
  () => import("~/components/before-after").then((module) => module.BeforeAfter),
  { whenSeen: true },
);

/** The customer's own words on the job: text, pictures and links, whose code loads on first use. */
const DeferredCustomerReviews = loadsWhenUsed(() =>
  import("~/components/customer-reviews-section").then((module) => module.CustomerReviewsSection),
);

export default function ProjectPage({
  loaderData: { project, next, reviews },
}: Route.ComponentProps) {
  const [cover] = project.gallery;
  return (
    <>
      <PageHero
        eyebrow={`${project.category} · ${project.location}`}
        title={project.title}
        text={project.summary}
        parent="/projects"
        breadcrumb={[
          { label: "Home", to: "/" },
          { label: "Projects", to: "/projects" },
          { label: project.title, to: `/projects/${project.slug}` },
        ]}
        image={cover}
      />

      <Section aria-labelledby="overview-heading">
        <div className="grid gap-12 lg:grid-cols-[1fr_22rem]">
          <div>
            <h2 id="overview-heading" className="text-4xl">
              About the project
            </h2>
            {project.description.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 text-lg">
                {paragraph}
              </p>
            ))}
            <h2 className="mt-12 text-4xl">Features</h2>
            <ul className="mt-5 grid gap-3 sm:grid-cols-2">
              {project.features.map((feature) => (
                <li key={feature} className="flex gap-3 rounded-lg bg-sand-50 p-4">
                  <CheckCircle2
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-success"
                  />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <ProjectDetails project={project} />
        </div>
      </Section>

      {project.beforeAfter.length > 0 ? (
        <Section aria-labelledby="before-after-heading">
          <SectionHeading
            id="before-after-heading"
            eyebrow="Before and after"
            title="The same place, before and after the work"
            intro="The same view before we started and when we handed over."
          />
          <ul className="mx-auto mt-10 grid max-w-5xl gap-12">
            {project.beforeAfter.map((pair) => (
              <li key={pair.after.src}>
                <DeferredBeforeAfter before={pair.before} after={pair.after} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section tone="sand" aria-labelledby="gallery-heading">
        <SectionHeading
          id="gallery-heading"
          eyebrow="Gallery"
          title={`${project.title} in ${project.gallery.length} pictures`}
          intro="Choose a picture to see it larger; use the arrow keys or swipe to move through them."
        />
        <div className="mt-10">
          <PhotoGallery title={project.title} images={project.gallery} />
        </div>
      </Section>

      {reviews ? <DeferredCustomerReviews excerpt={reviews} tone="white" /> : null}

      <Section aria-labelledby="next-steps-heading" spacing="compact">
        <div className="flex flex-col items-center gap-6 text-center">
          <h2 id="next-steps-heading" className="text-4xl">
            Planning something similar?
          </h2>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to="/contact" size="lg">
              <FileText aria-hidden="true" />
              Start Your Project
            </ButtonLink>
            <ButtonLink to="/projects" size="lg" variant="outline">
              View All Projects
            </ButtonLink>
          </div>
          {next ? (
            <ButtonLink to={`/projects/${next.slug}`} variant="ghost">
              Next project: {next.title}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          ) : null}
        </div>
      </Section>
    </>
  );
}
