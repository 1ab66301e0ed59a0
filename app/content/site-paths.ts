import type { SiteContent } from "./site-content";

/** Every page of the site, from the content: what the build prerenders and the sitemap lists. */
export function sitePaths(
  content: Pick<SiteContent, "services" | "projects" | "blogPosts">,
): string[] {
  return [
    "/",
    "/about",
    "/services",
    ...content.services.map((service) => `/services/${service.slug}`),
    "/projects",
    ...content.projects.map((project) => `/projects/${project.slug}`),
    "/contact",
    "/testimonials",
    "/faqs",
    "/areas-we-cover",
    "/blog",
    ...content.blogPosts.map((post) => `/blog/${post.slug}`),
    "/privacy-policy",
    "/terms-conditions",
  ];
}
