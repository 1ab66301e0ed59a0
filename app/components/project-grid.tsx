import { cn } from "~/lib/cn";
import type { ProjectSummary } from "~/projects/project";
import { ProjectCard } from "./project-card";

/** Project cards in rows of up to three; a short last row is centred rather than left hanging. */
export function ProjectGrid({
  projects,
  className,
}: {
  projects: ProjectSummary[];
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap justify-center gap-6", className)}>
      {projects.map((project) => (
        <li
          key={project.slug}
          className="w-full md:w-[calc(50%-0.75rem)] xl:w-[calc((100%-3rem)/3)]"
        >
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
