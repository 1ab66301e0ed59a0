import type { PageEntry } from "../content/content-catalogue";
import type { SiteContent } from "../content/site-content.server";
import { townPageDescription, townPageTitle, townProofs } from "../town-pages/town-pages";

/**
 * Every indexable page, in sitemap order, from the content and the verified reviews a publish
 * shows (a town's page is listed only with local proof, which a review can be).
 */
export function pageDirectory(content: SiteContent): PageEntry[] {
  const { pages } = content;
  const page = (
    path: string,
    copy: { seo: { title: string; description: string }; hero: { eyebrow: string } },
    sources: string[],
  ) => ({
    path,
    title: copy.seo.title,
    description: copy.seo.description,
    kicker: copy.hero.eyebrow,
    sources,
  });
  const serviceFiles = content.services.map((service) => `services/${service.slug}.yaml`);
  const projectFiles = content.projects.map((project) => `projects/${project.slug}/project.yaml`);
  return [
    page("/", pages.home, [
      "pages/home.yaml",
      "company.yaml",
      ...serviceFiles,
      ...projectFiles,
      "testimonials.yaml",
    ]),
    page("/about", pages.about, ["pages/about.yaml", "accreditations.yaml", "cover.yaml"]),
    page("/services", pages.services, ["pages/services.yaml", ...serviceFiles]),
    ...content.services.map((service) => ({
      path: `/services/${service.slug}`,
      title: service.title,
      description: service.seoDescription,
      kicker: "Our services",
      sources: [`services/${service.slug}.yaml`],
    })),
    page("/projects", pages.projects, ["pages/projects.yaml", ...projectFiles]),
    ...content.projects.map((project) => ({
      path: `/projects/${project.slug}`,
      title: `${project.title}, ${project.location}`,
      description: project.seoDescription,
      kicker: `${project.category} project`,
      sources: [`projects/${project.slug}/project.yaml`],
    })),
    page("/contact", pages.contact, ["pages/contact.yaml", "company.yaml"]),
    page("/testimonials", pages.testimonials, ["pages/testimonials.yaml", "testimonials.yaml"]),
    page("/faqs", pages.faqs, ["pages/faqs.yaml", "faqs.yaml"]),
    page("/cost-guide", pages["cost-guide"], ["pages/cost-guide.yaml", "price-guide.yaml"]),
    page("/areas-we-cover", pages.areas, ["pages/areas.yaml", "areas.yaml"]),
    ...townProofs(content, content.customerReviews)
      .filter((town) => town.published)
      .map((town) => ({
        path: town.path,
        title: townPageTitle(town.area.name),
        description: townPageDescription(town, content.company.tradingName),
        kicker: "Areas we cover",
        sources: [
          "areas.yaml",
          ...town.projects.map(({ project }) => `projects/${project.slug}/project.yaml`),
        ],
      })),
    page("/blog", pages.blog, [
      "pages/blog.yaml",
      ...content.blogPosts.map((post) => `blog/${post.slug}.md`),
    ]),
    ...content.blogPosts.map((post) => ({
      path: `/blog/${post.slug}`,
      title: post.title,
      description: post.seoDescription,
      kicker: post.category,
      sources: [`blog/${post.slug}.md`],
    })),
    ...content.legalPages.map((legal) => ({
      path: `/${legal.slug}`,
      title: legal.title,
      description: legal.seoDescription,
      kicker: "Legal",
      sources: [`legal/${legal.slug}.md`],
    })),
  ];
}
