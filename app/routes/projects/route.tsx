import { FileText, Wrench } from "lucide-react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { CallToAction } from "~/components/call-to-action";
import { PageHero } from "~/components/page-hero";
import { ProjectGrid } from "~/components/project-grid";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { siteContent } from "~/content/site-content.server";
import { innerPageMeta } from "~/lib/page-meta";
import { projectCategories } from "~/projects/project-categories";
import { projectSummary } from "~/projects/project-pages.server";
import { innerPageSeo } from "~/site/page-seo.server";
import type { Route } from "./+types/route";
import { CategoryFilter } from "./category-filter";

export function loader() {
  const page = siteContent().pages.projects;
  return {
    page,
    projects: siteContent().projects.map(projectSummary),
    seo: innerPageSeo({
      path: "/projects",
      title: page.seo.title,
      description: page.seo.description,
    }),
  };
}

/** The filter only reads the URL's query; the list itself never changes, so don't refetch it. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  innerPageMeta(data?.seo, matches);

/** `?category=` filters the list; any other query is the page as prerendered (decision 036). */
export const handle = { query: ["category"] };

export default function Projects({ loaderData: { page, projects } }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const active = projectCategories.find(
    (category) => category.slug === searchParams.get("category"),
  );
  const shown = active ? projects.filter((project) => project.category === active.label) : projects;
  const counts = Object.fromEntries(
    projectCategories.map((category) => [
      category.slug,
      projects.filter((project) => project.category === category.label).length,
    ]),
  );

  return (
    <>
      <PageHero {...page.hero} parent="/" />
      <Section tone="sand" aria-labelledby="projects-list-heading">
        <h2 id="projects-list-heading" className="sr-only">
          Completed projects
        </h2>
        <CategoryFilter active={active?.slug} total={projects.length} counts={counts} />
        <p role="status" className="mt-6 text-center font-medium text-muted">
          {active
            ? `Showing ${shown.length} ${shown.length === 1 ? "project" : "projects"} in ${active.label}`
            : `Showing all ${shown.length} projects`}
        </p>
        {shown.length > 0 ? (
          <ProjectGrid projects={shown} className="mt-8" />
        ) : (
          <div className="mx-auto mt-8 max-w-2xl rounded-card border-2 border-navy-200 border-dashed bg-white p-8 text-center">
            <h3 className="text-3xl">{page.emptyCategory.title}</h3>
            <p className="mt-3 text-muted">{page.emptyCategory.text}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/services/renovation" variant="outline">
                <Wrench aria-hidden="true" />
                Our renovation service
              </ButtonLink>
              <ButtonLink to="/contact?service=renovation">
                <FileText aria-hidden="true" />
                Get Free Quote
              </ButtonLink>
            </div>
          </div>
        )}
      </Section>
      <CallToAction {...page.cta} />
    </>
  );
}
