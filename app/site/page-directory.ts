import { type LocalReview, type TownProof, townProofs } from "../town-pages/town-pages";
import type { SiteContent } from "./site-content";

/** One page of the site as search engines and link previews see it. */
export interface PageEntry {
  path: string;
  /** The page's own title; the site adds " | tagline". */
  title: string;
  description: string;
  /** The small line above the title on the page's share image. */
  kicker: string;
  /** The content files the page is made from (relative to content/), for its last-modified date. */
  sources: string[];
}

/**
 * Every indexable page, in sitemap order, from the content and the verified reviews a publish
 * shows (a town's page is listed only with local proof, which a review can be).
 */
export function pageDirectory(
  content: SiteContent,
  reviews: readonly LocalReview[] = [],
): PageEntry[] {
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
    ...townProofs(content, reviews)
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

export const townPageTitle = (town: string) => `Builders in ${town}`;

/** A town page's description: unique by its name, its distance and its proof. */
export function townPageDescription(town: TownProof, tradingName: string): string {
  const { name, distanceMiles } = town.area;
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const proof = [
    town.projects.length > 0 ? `${count(town.projects.length, "project", "projects")} nearby` : "",
    town.reviews.length > 0
      ? count(town.reviews.length, "verified review", "verified reviews")
      : "",
  ].filter(Boolean);
  const miles = count(distanceMiles, "mile", "miles");
  return `Building work in ${name} by ${tradingName}, ${miles} away${
    proof.length > 0 ? `: ${proof.join(", ")}` : ""
  }. Free written quotes.`;
}

/** The share image of a page: /og/home.png, /og/services-roofing.png … */
export function shareImagePath(path: string): string {
  return `/og/${path === "/" ? "home" : path.slice(1).replace(/\//g, "-")}.png`;
}

export const shareImageSize = { width: 1200, height: 630 } as const;
