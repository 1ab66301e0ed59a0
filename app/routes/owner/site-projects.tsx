import { Link } from "react-router";
import { requireUser } from "~/accounts/signed-in.server";
import { buttonVariants } from "~/components/ui/button";
import { ownerMeta, PageHeading, UpLink } from "~/owner/owner-ui";
import { previewUrl } from "~/projects/photo-previews.server";
import { projectsPage } from "~/projects/project-editor.server";
import { publishingContext } from "~/publishing/site-publishing.server";
import type { Route } from "./+types/site-projects";

export const meta: Route.MetaFunction = () => ownerMeta("Projects");

export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(request, context, "change the site");
  const { projects } = projectsPage(context.get(publishingContext).drafts);
  return {
    projects: projects.map((project) => ({
      ...project,
      cover: project.cover ? previewUrl(project.slug, project.cover) : undefined,
    })),
  };
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <UpLink to="/owner/site">Website</UpLink>
      <PageHeading title="Projects">
        Your finished jobs, in the order the Projects page shows them. Saved as a draft until you
        publish.
      </PageHeading>
      <Link to="/owner/site/projects/new" className={buttonVariants({ size: "lg" })}>
        Add a project
      </Link>
      <ul className="mt-6 grid gap-3">
        {loaderData.projects.map((project) => (
          <li key={project.slug}>
            <Link
              to={`/owner/site/projects/${project.slug}`}
              className="flex items-center gap-4 rounded-card bg-white p-3 shadow-card hover:bg-navy-50"
            >
              {project.cover ? (
                <img
                  src={project.cover}
                  alt=""
                  width={96}
                  height={72}
                  className="h-18 w-24 shrink-0 rounded-md bg-navy-100 object-cover"
                />
              ) : null}
              <span className="grid gap-0.5">
                <span className="font-semibold text-navy-900 underline">{project.title}</span>
                <span className="text-muted text-sm">
                  {project.location} · {project.photos} photo{project.photos === 1 ? "" : "s"}
                </span>
                {project.waiting > 0 ? (
                  <span className="font-semibold text-danger text-sm">
                    {project.waiting} photo
                    {project.waiting === 1 ? " needs a description" : "s need descriptions"}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
