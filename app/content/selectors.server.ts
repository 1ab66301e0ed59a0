import type { ProjectSummary } from "~/components/project-card";
import type { Project } from "./project";
import type { Service } from "./service";
import { picture, siteContent } from "./site-content.server";

/** The fields of a project its card shows, with the first gallery picture as the cover. */
export function projectSummary(project: Project): ProjectSummary {
  const { slug, title, category, location, type, summary, gallery } = project;
  const cover = gallery[0];
  if (!cover) throw new Error(`Project ${slug} has no pictures`);
  return { slug, title, category, location, type, summary, cover: picture(cover) };
}

export function serviceBySlug(slug: string | undefined): Service | undefined {
  return siteContent.services.find((service) => service.slug === slug);
}

export function projectBySlug(slug: string | undefined): Project | undefined {
  return siteContent.projects.find((project) => project.slug === slug);
}
