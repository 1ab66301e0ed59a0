import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { Project } from "~/projects/project";

interface ProjectDetailsProps {
  project: Pick<Project, "location" | "status" | "type" | "category" | "completed" | "duration"> & {
    services: { slug: string; title: string }[];
  };
}

/** The facts of a job at a glance, beside its story. */
export function ProjectDetails({ project }: ProjectDetailsProps) {
  const facts: [string, string][] = [
    ["Location", project.location],
    ["Status", project.status],
    ["Project type", project.type],
    ["Category", project.category],
    ["Completed", project.completed],
    ["Time on site", project.duration],
  ];
  return (
    <aside aria-labelledby="details-heading" className="lg:sticky lg:top-28 lg:self-start">
      <Card className="overflow-hidden">
        <h2 id="details-heading" className="bg-navy-900 px-6 py-4 text-2xl text-white">
          Project details
        </h2>
        <dl className="divide-y divide-navy-100 px-6">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-3">
              <dt className="text-muted">{label}</dt>
              <dd className="text-right font-semibold text-navy-900">
                {label === "Status" ? (
                  <span className="rounded-full bg-success/10 px-2.5 py-0.5 text-success">
                    {value}
                  </span>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <div className="border-navy-100 border-t px-6 py-5">
          <h3 className="font-sans font-semibold text-base text-muted">Services provided</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {project.services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={`/services/${service.slug}`}
                  className="inline-flex min-h-8 items-center rounded-full bg-navy-50 px-3 font-semibold text-navy-800 text-sm hover:bg-navy-100"
                >
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </aside>
  );
}
