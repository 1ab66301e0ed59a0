import { formatDate } from "~/lib/uk-time";
import type { ArticleSummary, BlogPost } from "../blog/blog-post";
import type { Project, ProjectSummary } from "../projects/project";
import type { Service } from "../services/service";
import { picture, siteContent } from "./site-content.server";

/** The fields of a project its card shows, with the first gallery picture as the cover. */
export function projectSummary(project: Project): ProjectSummary {
  const { slug, title, category, location, type, summary, gallery } = project;
  const cover = gallery[0];
  if (!cover) throw new Error(`Project ${slug} has no pictures`);
  return { slug, title, category, location, type, summary, cover: picture(cover) };
}

/** The fields of an article its card shows (not the body, which stays on the server). */
export function articleSummary(post: BlogPost): ArticleSummary {
  const { slug, title, excerpt, category, date, author, image, readingMinutes } = post;
  return {
    slug,
    title,
    excerpt,
    category,
    date,
    dateText: formatDate(date),
    author,
    readingMinutes,
    image: picture(image),
  };
}

export function serviceBySlug(slug: string | undefined): Service | undefined {
  return siteContent().services.find((service) => service.slug === slug);
}

export function projectBySlug(slug: string | undefined): Project | undefined {
  return siteContent().projects.find((project) => project.slug === slug);
}
