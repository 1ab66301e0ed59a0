import { picture, siteContent } from "~/content/site-content.server";
import type { Project, ProjectSummary } from "./project";

/** The fields of a project its card shows, with the first gallery picture as the cover. */
export function projectSummary(project: Project): ProjectSummary {
  const { slug, title, category, location, type, summary, gallery } = project;
  const cover = gallery[0];
  if (!cover) throw new Error(`Project ${slug} has no pictures`);
  return { slug, title, category, location, type, summary, cover: picture(cover) };
}

export function projectBySlug(slug: string | undefined): Project | undefined {
  return siteContent().projects.find((project) => project.slug === slug);
}
