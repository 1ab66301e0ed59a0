import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import type { ProjectSummary } from "~/projects/project";
import { ResponsiveImage } from "./responsive-image";

export function ProjectCard({
  project,
  headingLevel = "h3",
}: {
  project: ProjectSummary;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <Card className="group flex h-full flex-col overflow-hidden">
      <div className="relative">
        <ResponsiveImage
          image={project.cover}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
          className="aspect-[3/2] overflow-hidden"
          imgClassName="h-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
        <span className="absolute top-3 left-3 rounded-full bg-navy-900/90 px-3 py-1 font-semibold text-white text-xs">
          {project.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-3xl">{project.title}</Heading>
        <p className="mt-1 flex items-center gap-1.5 font-medium text-muted text-sm">
          <MapPin aria-hidden="true" className="size-4" />
          {project.location} · {project.type}
        </p>
        <p className="mt-3 flex-1">{project.summary}</p>
        <Link
          to={`/projects/${project.slug}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "mt-5 self-start")}
        >
          Learn More<span className="sr-only"> about {project.title}</span>
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
